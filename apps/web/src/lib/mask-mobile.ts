/** "5512345678" → "55 **** 5678": enough to recognise one's number on a shared screen. */
export function maskMobile(national: string): string {
  if (national.length < 7) return national;
  return `${national.slice(0, 2)} **** ${national.slice(-4)}`;
}
