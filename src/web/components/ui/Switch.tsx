import { type ComponentProps, useId } from 'react';

/**
 * An on/off setting that takes effect at once: a native checkbox with the switch role, so Space turns it,
 * a screen reader says "on" or "off", and the whole row (its label beside it) is the target. The knob
 * moves toward the end of the line, which is the left in Arabic.
 */
export function Switch({ label, className = '', ...props }: { label: string } & Omit<ComponentProps<'input'>, 'type'>) {
  const id = useId();
  return (
    <div className={`flex min-h-11 items-center justify-between gap-3 ${className}`}>
      <label htmlFor={id} className="cursor-pointer text-sm font-medium text-stone-800">
        {label}
      </label>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={props.checked}
          className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-stone-400 transition-colors checked:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          {...props}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute start-0.5 top-0.5 size-5 rounded-full bg-white shadow-sm transition-transform peer-checked:translate-x-5 rtl:peer-checked:-translate-x-5"
        />
      </span>
    </div>
  );
}
