import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldPath, type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { translateMessage } from '../i18n/index.ts';

interface SchemaFormOptions<Input extends FieldValues, Output>
  extends Omit<UseFormProps<Input, unknown, Output>, 'resolver'> {
  /**
   * The form states its first problem once, in an alert (`problem`, with the id `problemId`), as
   * sign-up and login word theirs ("All fields are required"): every field it concerns is marked and
   * points at it, a field with a problem of its own shows that under it, and any edit clears them all.
   */
  summary?: boolean;
}

/**
 * A form bound to one of the shared zod schemas (src/domain), which the server checks too (decision
 * 027). Submitting marks every field's problem at once and moves focus to the first marked field;
 * editing a field clears its mark until the next submit. The schemas' messages are i18n keys,
 * translated as they are shown, so a switch of language translates them too.
 */
export function useSchemaForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: Schema,
  { summary = false, ...options }: SchemaFormOptions<z.input<Schema>, z.output<Schema>> = {},
) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
    ...options,
  });
  const problemId = useId();
  const keyOf = (name: FieldPath<z.input<Schema>>) => form.getFieldState(name, form.formState).error?.message;
  // The resolver lists problems in the schema's order: the first is the one an alert states.
  const firstKey = summary
    ? Object.values(form.formState.errors).find((error) => typeof error?.message === 'string')?.message
    : undefined;
  /** This field's translated problem, if the last submit found one. */
  const errorOf = (name: FieldPath<z.input<Schema>>): string | undefined => {
    const key = keyOf(name);
    return key ? translateMessage(key) : undefined;
  };
  /** A field's binding for the ui/Field components: its registration, and how its problem shows. */
  const field = (name: FieldPath<z.input<Schema>>, onEdit?: () => void) => {
    const key = keyOf(name);
    return {
      ...form.register(name, {
        onChange: () => {
          form.clearErrors(summary ? undefined : name);
          onEdit?.();
        },
      }),
      error: key && key !== firstKey ? translateMessage(key) : undefined,
      errorId: key && key === firstKey ? problemId : undefined,
    };
  };
  return {
    ...form,
    field,
    errorOf,
    /** The form's first problem, translated, for its alert (with `summary`). */
    problem: typeof firstKey === 'string' ? translateMessage(firstKey) : undefined,
    problemId,
  };
}
