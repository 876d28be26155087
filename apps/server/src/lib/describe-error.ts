/** Everything from a `params:` line on: the values a failed SQL statement was run with (personal data). */
const SQL_PARAMS = /\nparams:[\s\S]*$/;

const redact = (text: string | undefined) => text?.replace(SQL_PARAMS, '\nparams: [redacted]');

export interface ErrorDescription {
  name: string;
  message: string;
  stack?: string;
  /** The database's own words (e.g. a constraint name), without its `detail`, which quotes the row's values. */
  cause?: ErrorDescription;
}

/**
 * An error as the log may keep it: name, message, stack and cause chain, with the SQL parameters that Drizzle puts in
 * a failed query's message cut out, and nothing else of the error's fields (the query's values, a driver's `detail`).
 */
export function describeError(error: unknown, depth = 0): ErrorDescription | undefined {
  if (!(error instanceof Error)) return error === undefined ? undefined : { name: 'NonError', message: String(error) };
  return {
    name: error.name,
    message: redact(error.message) ?? '',
    ...(error.stack ? { stack: redact(error.stack) } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: describeError(error.cause, depth + 1) } : {}),
  };
}
