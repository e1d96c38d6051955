import type { FastifyReply } from 'fastify';

/** A report as one table: what the CSV download holds. */
export interface ReportTable {
  columns: string[];
  rows: (string | number | null)[][];
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text a spreadsheet
 * would run as a formula (=, +, -, @ first) is prefixed with an apostrophe; numbers are left alone.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(table: ReportTable): string {
  return [table.columns, ...table.rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** Sends the table as a download named `filename` (letters, digits, dashes and dots only). */
export function sendCsv(reply: FastifyReply, filename: string, table: ReportTable): void {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '-')}"`)
    .header('cache-control', 'no-store')
    .send(toCsv(table));
}
