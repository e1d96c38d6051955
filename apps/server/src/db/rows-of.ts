/** The rows of a raw `db.execute(sql…)` result: both drivers (node-postgres and PGlite) answer `{ rows }`. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}
