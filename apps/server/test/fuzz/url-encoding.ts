const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** The three WTF-8 bytes of a lone surrogate: not UTF-8, so a strict decoder (decodeURIComponent) throws on them. */
const loneSurrogateBytes = (code: number) =>
  [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map(hex).join('');

/**
 * encodeURIComponent that does not throw on lone surrogates: they become their WTF-8 bytes (`%ED%A0%80`), which is
 * what a hostile client can put on the wire and what the server must refuse without a 500.
 */
export const percentEncode = (value: string): string => {
  let encoded = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    encoded += code >= 0xd800 && code <= 0xdfff ? loneSurrogateBytes(code) : encodeURIComponent(char);
  }
  return encoded;
};

/** How a generated value is written where only text fits (a path segment, a query value, a form field). */
export const parameterText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
};
