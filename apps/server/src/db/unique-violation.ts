/** A unique index refused the row (SQLSTATE 23505), on PGlite and PostgreSQL, wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined;
    e;
  ) {
    if (e.code === '23505') {
      return !constraint || e.constraint === constraint || String(e.message).includes(constraint);
    }
    e = e.cause as typeof e;
  }
  return false;
}
