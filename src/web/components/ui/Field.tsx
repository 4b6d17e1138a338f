import { type ComponentProps, type ReactNode, useId } from 'react';

const control =
  'block w-full min-h-11 rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-xs placeholder:text-stone-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30 aria-[invalid=true]:border-red-600';

interface FieldFrame {
  label: string;
  hint?: string;
  /** Marks the control invalid and points it at the form's error message. */
  errorId?: string | undefined;
  /** This field's own message, shown under it: a form that checks every field marks each one. */
  error?: string | undefined;
}

function Frame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, hint?: string, errorId?: string, error?: string) =>
  [hint ? `${id}-hint` : '', errorId ?? '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** A code from an authenticator app or a backup code: always left to right, offered to password managers as a one-time code. */
export function CodeField(props: FieldFrame & Omit<ComponentProps<'input'>, 'dir' | 'autoComplete'>) {
  return <TextField name="code" dir="ltr" autoComplete="one-time-code" {...props} />;
}

export function TextField({ label, hint, errorId, error, ...props }: FieldFrame & ComponentProps<'input'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className={control}
        aria-invalid={errorId || error ? true : undefined}
        aria-describedby={describedBy(id, hint, errorId, error)}
        {...props}
      />
    </Frame>
  );
}

export function TextAreaField({ label, hint, errorId, error, ...props }: FieldFrame & ComponentProps<'textarea'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        className={control}
        aria-invalid={errorId || error ? true : undefined}
        aria-describedby={describedBy(id, hint, errorId, error)}
        {...props}
      />
    </Frame>
  );
}

export function SelectField({
  label,
  hint,
  errorId,
  error,
  placeholder,
  options,
  ...props
}: FieldFrame & ComponentProps<'select'> & { placeholder: string; options: { value: string; label: string }[] }) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className={`${control} appearance-auto`}
        aria-invalid={errorId || error ? true : undefined}
        aria-describedby={describedBy(id, hint, errorId, error)}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A checkbox with its label beside it (the label can be a paragraph: consent texts are). */
export function CheckboxField({
  label,
  errorId,
  error,
  ...props
}: { label: ReactNode; errorId?: string | undefined; error?: string | undefined } & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-700"
          aria-invalid={errorId || error ? true : undefined}
          aria-describedby={[errorId ?? '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
          {...props}
        />
        <label htmlFor={id} className="text-sm text-stone-800">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
