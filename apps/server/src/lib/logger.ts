import { describeError } from './describe-error';

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/** Where a log line goes: stdout, or stderr for warnings and errors. A test can pass its own. */
export type LogSink = (level: Level, line: string) => void;

const toStandardStreams: LogSink = (level, line) =>
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);

/**
 * One JSON object per line: what log collectors expect, and greppable by request id. Errors are written as
 * `describeError` describes them (never with the SQL parameters of a failed query).
 */
export function createLogger(
  level: Level | 'silent' = 'info',
  base: Record<string, unknown> = {},
  sink: LogSink = toStandardStreams,
): Logger {
  const write = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < ORDER[level]) return;
    const line = { time: new Date().toISOString(), level: lvl, msg, ...base, ...fields };
    sink(
      lvl,
      JSON.stringify(line, (_key, value) => (value instanceof Error ? describeError(value) : value)),
    );
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }, sink),
  };
}
