import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldPath, type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { translateMessage } from '../i18n/index.ts';

/**
 * A form bound to one of the shared zod schemas (src/domain), which the server checks too (decision
 * 027). Submitting marks every field's problem at once and moves focus to the first marked field;
 * editing a field clears its mark until the next submit. The schemas' messages are i18n keys,
 * translated as they are shown, so a switch of language translates them too.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
    ...options,
  });
  /** This field's translated problem, if the last submit found one. */
  const errorOf = (name: FieldPath<z.input<Schema>>): string | undefined => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return message ? translateMessage(message) : undefined;
  };
  /** A field's binding for the ui/Field components: its registration, and its problem shown under it. */
  const field = (name: FieldPath<z.input<Schema>>, onEdit?: () => void) => ({
    ...form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        onEdit?.();
      },
    }),
    error: errorOf(name),
  });
  return { ...form, field, errorOf };
}
