/**
 * Luhn (mod 10) over a digit string. Shared by the IMSS NSS and bank-card numbers, which both end
 * in a Luhn check digit (domain.md §3). Callers check the length and that the text is digits.
 */
export function luhnCheckDigit(payload: string): number {
  let sum = 0;
  // Walk from the right: the digit next to the (future) check digit is doubled first.
  for (let i = payload.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(payload[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isLuhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}
