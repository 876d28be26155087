/** Whether a failed statement broke the unique index `constraint` (both drivers report SQLSTATE 23505). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return candidate.constraint === undefined
        ? String(candidate.message ?? '').includes(constraint)
        : candidate.constraint === constraint;
    }
    current = candidate.cause;
  }
  return false;
}
