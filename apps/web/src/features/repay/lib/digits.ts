/** Only the digits of a value the service sends or the borrower types. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Splits a value into groups of the given sizes for reading aloud or copying by eye; what is left
 * after the last size forms one more group. `groupBy('646180123456789012', [3, 3, 4, 7, 1])`
 * gives "646 180 1234 5678901 2".
 */
export function groupBy(value: string, sizes: readonly number[]): string {
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= value.length) break;
    groups.push(value.slice(at, at + size));
    at += size;
  }
  if (at < value.length) groups.push(value.slice(at));
  return groups.join(' ');
}

/** A CLABE as banks print it: bank, branch, account (4 + 7) and check digit. */
export function groupClabe(clabe: string): string {
  return groupBy(digitsOnly(clabe), [3, 3, 4, 7, 1]);
}

/** A payment reference in groups of four, for dictating it at a till. */
export function groupInFours(reference: string): string {
  const compact = reference.replace(/\s/g, '');
  return groupBy(
    compact,
    Array.from({ length: Math.ceil(compact.length / 4) }, () => 4),
  );
}

/** A Nigerian account number (NUBAN, ten digits) as 3 + 3 + 4, for reading it out. */
export function groupAccountNumber(accountNumber: string): string {
  return groupBy(digitsOnly(accountNumber), [3, 3, 4]);
}
