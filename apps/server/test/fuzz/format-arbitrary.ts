import fc from 'fast-check';

const lowerAlnum = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
  minLength: 1,
  maxLength: 10,
});
const letters = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 2, maxLength: 6 });

/** Dates that print as four-digit years, which is all zod's `iso.datetime()` and `iso.date()` accept. */
const instant = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});

/** Simple addresses (`local.part@host.tld`): inside zod's e-mail pattern, padded to `minLength` in the local part. */
const email = (minLength: number) =>
  fc
    .tuple(lowerAlnum, fc.option(lowerAlnum, { nil: undefined }), lowerAlnum, letters)
    .map(([local, dotted, host, tld]) => {
      const domain = `@${host}.${tld}`;
      const name = dotted ? `${local}.${dotted}` : local;
      return name.padEnd(minLength - domain.length, 'x') + domain;
    });

const url = fc
  .tuple(fc.constantFrom('https', 'http'), lowerAlnum, letters, fc.array(lowerAlnum, { maxLength: 3 }))
  .map(([scheme, host, tld, segments]) => `${scheme}://${host}.${tld}/${segments.join('/')}`);

const FORMATS: Record<string, (minLength: number) => fc.Arbitrary<string>> = {
  email,
  'idn-email': email,
  uri: () => url,
  url: () => url,
  'uri-reference': () => url,
  uuid: () => fc.uuid(),
  guid: () => fc.uuid(),
  'date-time': () => instant.map((date) => date.toISOString()),
  date: () => instant.map((date) => date.toISOString().slice(0, 10)),
  time: () => instant.map((date) => date.toISOString().slice(11, 19)),
  ipv4: () => fc.ipV4(),
  ip: () => fc.ipV4(),
  ipv6: () => fc.ipV6(),
  hostname: () => fc.domain(),
};

/**
 * Valid strings for the formats zod and @hono/zod-openapi write, or undefined for a format this does not know
 * (zod's own ones such as `cuid`, `nanoid`, `lowercase` come with a `pattern`, which the caller uses instead).
 */
export const formatArbitrary = (format: string, minLength = 0): fc.Arbitrary<string> | undefined =>
  FORMATS[format]?.(minLength);
