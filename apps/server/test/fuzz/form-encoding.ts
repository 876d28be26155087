import { parameterText, percentEncode } from './url-encoding';

/** An object's fields as name/value pairs (arrays repeat the name); any other value is one field named `value`. */
const formEntries = (value: unknown): [string, string][] => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [['value', parameterText(value)]];
  return Object.entries(value).flatMap(([name, field]) =>
    (Array.isArray(field) ? field : [field]).map((item): [string, string] => [name, parameterText(item)]),
  );
};

/** `application/x-www-form-urlencoded` text for a generated value. */
export const urlEncodedForm = (value: unknown): string =>
  formEntries(value)
    .map(([name, field]) => `${percentEncode(name)}=${percentEncode(field)}`)
    .join('&');

/** Names escape `"`, CR and LF as the HTML form encoder does; values go in raw, hostile characters and all. */
const escapeName = (name: string) => name.replace(/["\r\n]/g, (char) => encodeURIComponent(char));

/** A well-formed `multipart/form-data` body with one text part per field. */
export const multipartForm = (value: unknown, boundary: string): string =>
  formEntries(value)
    .map(
      ([name, field]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(name)}"\r\n\r\n${field}\r\n`,
    )
    .concat(`--${boundary}--\r\n`)
    .join('');
