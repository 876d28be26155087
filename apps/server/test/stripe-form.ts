/** A value of Stripe's bracketed form encoding (`phases[0][items][0][price]=…`), read back into objects. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

const isIndex = (key: string) => /^\d+$/.test(key);

/** Reads a form body the Stripe SDK encoded back into nested objects and arrays (numeric keys make arrays). */
export function parseStripeForm(form: URLSearchParams): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [name, value] of form) {
    const keys = name.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> | FormValue[] = root;
    keys.forEach((key, depth) => {
      const slot = node as Record<string, FormValue>;
      if (depth === keys.length - 1) {
        slot[key] = value;
        return;
      }
      slot[key] ??= isIndex(keys[depth + 1]!) ? [] : {};
      node = slot[key] as Record<string, FormValue>;
    });
  }
  return root;
}
