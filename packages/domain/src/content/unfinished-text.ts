/**
 * Words and marks that betray a text not finished: filler, notes to self, unfilled `{name}` slots,
 * or a figure that failed to compute. Notes are matched in capitals only: "todo" is Spanish for "all".
 */
const UNFINISHED = [
  /\b(lorem|ipsum)\b/i,
  /\b(TODO|TBD|FIXME)\b/,
  /x{3,}/i,
  /\{\w*\}/,
  /\b(undefined|NaN|null|Infinity)\b/,
];

/** The first sign of an unfinished text, or undefined. */
export function unfinishedMark(text: string): string | undefined {
  for (const pattern of UNFINISHED) {
    const found = pattern.exec(text)?.[0];
    if (found) return found;
  }
  return undefined;
}
