import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { type FieldValues, type Path, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

/**
 * Where a server field error shows: the server's field name → the form's field, and the message to show there (the
 * server's own message when left out). Server fields named like a form field need no entry.
 */
export type ServerFieldErrors<Values extends FieldValues> = Readonly<
  Record<string, { field: Path<Values>; message?: string }>
>;

/**
 * react-hook-form checked by a zod schema (the shared one from `@receptiva/shared`, a `.pick()` of it, or the form's
 * own), plus `showServerErrors(error, map)`: puts an API answer's field errors (`ApiError.fields`) on the form's
 * fields and focuses the first. It returns how many fields it marked, so the caller can say something else when the
 * answer named none.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  /** Its input is what the fields hold, its output what `handleSubmit` hands over. */
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  const form = useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) });
  const { setError, getValues } = form;

  const showServerErrors = useCallback(
    (error: unknown, map: ServerFieldErrors<Input> = {}): number => {
      if (!(error instanceof ApiError) || !error.fields) return 0;
      const values: FieldValues = getValues();
      const marked = Object.entries(error.fields).flatMap(([name, serverMessage]) => {
        const target = map[name] ?? (Object.hasOwn(values, name) ? { field: name as Path<Input> } : null);
        return target ? [{ field: target.field, message: target.message ?? serverMessage }] : [];
      });
      marked.forEach(({ field, message }, index) => {
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      return marked.length;
    },
    [getValues, setError],
  );

  return { ...form, showServerErrors };
}
