import type { Logger } from '../src/lib/logger';

export interface LogLine {
  level: 'debug' | 'info' | 'warn' | 'error';
  msg: string;
  fields: Record<string, unknown>;
}

/** A logger that keeps its lines (with the fields of child loggers merged in) for a test to read. */
export function createCapturingLogger(
  lines: LogLine[] = [],
  base: Record<string, unknown> = {},
): Logger & {
  lines: LogLine[];
} {
  const write = (level: LogLine['level']) => (msg: string, fields?: Record<string, unknown>) => {
    lines.push({ level, msg, fields: { ...base, ...fields } });
  };
  return {
    lines,
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: (fields) => createCapturingLogger(lines, { ...base, ...fields }),
  };
}
