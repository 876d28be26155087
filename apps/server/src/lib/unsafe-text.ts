/**
 * Text PostgreSQL cannot store, or stores as garbage: the NUL character (`text` refuses it, and drivers answer with
 * an error) and UTF-16 surrogates without their other half (not valid Unicode, so not valid UTF-8).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL character is the point
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasUnsafeText = (text: string) => UNSAFE_TEXT.test(text);

export const UNSAFE_TEXT_MESSAGE = 'Contains a character that is not allowed (a NUL byte or an unpaired surrogate).';

/**
 * Dotted paths (`items.0.slug`) of the strings and keys in a parsed JSON value that hold unsafe text. Iterative, so
 * a deeply nested body cannot overflow the stack.
 */
export function unsafeTextPaths(value: unknown, limit = 10): string[] {
  const found: string[] = [];
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0 && found.length < limit) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (hasUnsafeText(current)) found.push(path || 'body');
    } else if (Array.isArray(current)) {
      for (const [index, item] of current.entries()) stack.push([item, path ? `${path}.${index}` : String(index)]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (hasUnsafeText(key)) found.push(itemPath);
        else stack.push([item, itemPath]);
      }
    }
  }
  return found;
}
