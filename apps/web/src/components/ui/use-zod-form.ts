import { useCallback, useEffect, useState } from 'react';
import {
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { whenIdle } from '@/lib/when-idle';

/**
 * Where a server field error shows: the server's field name → the form's field, and the message to show there (the
 * server's own message when left out). Server fields named like a form field need no entry.
 */
export type ServerFieldErrors<Values extends FieldValues> = Readonly<
  Record<string, { field: Path<Values>; message?: string }>
>;

/** A zod schema whose input the fields hold and whose output `handleSubmit` hands over. */
type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * The schema itself, or a loader of the module that holds it: a page whose first load must stay light (/auth) then
 * fetches the schema and the validation library when the browser is idle, before the first submit needs them.
 */
export type SchemaSource<S extends FormSchema> = S | (() => Promise<S>);

function lazyResolver<S extends FormSchema>(
  source: SchemaSource<S>,
): { resolver: Resolver<z.input<S>, unknown, z.output<S>>; preload: () => Promise<unknown> } {
  type Loaded = Resolver<z.input<S>, unknown, z.output<S>>;
  let loaded: Promise<Loaded> | undefined;
  const preload = () => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), typeof source === 'function' ? source() : source]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Loaded,
    );
    return loaded;
  };
  return { resolver: async (values, context, options) => (await preload())(values, context, options), preload };
}

export type UseZodForm<Input extends FieldValues, Output extends FieldValues> = UseFormReturn<
  Input,
  unknown,
  Output
> & {
  showServerErrors: (error: unknown, map?: ServerFieldErrors<Input>) => number;
};

/**
 * react-hook-form checked by a zod schema (the shared one from `@receptiva/shared`, a `.pick()` of it, or the form's
 * own), plus `showServerErrors(error, map)`: puts an API answer's field errors (`ApiError.fields`) on the form's
 * fields and focuses the first. It returns how many fields it marked, so the caller can say something else when the
 * answer named none.
 */
export function useZodForm<S extends FormSchema>(
  schema: SchemaSource<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseZodForm<z.input<S>, z.output<S>> {
  const [{ resolver, preload }] = useState(() => lazyResolver(schema));
  useEffect(() => whenIdle(() => void preload()), [preload]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver });
  const { setError, getValues } = form;

  const showServerErrors = useCallback(
    (error: unknown, map: ServerFieldErrors<z.input<S>> = {}): number => {
      if (!(error instanceof ApiError) || !error.fields) return 0;
      const values: FieldValues = getValues();
      const marked = Object.entries(error.fields).flatMap(([name, serverMessage]) => {
        const target = map[name] ?? (Object.hasOwn(values, name) ? { field: name as Path<z.input<S>> } : null);
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
