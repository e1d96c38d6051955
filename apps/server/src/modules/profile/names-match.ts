/**
 * Whether the name a bank gives for an account is the applicant's: at least two of the bank's
 * words appear among the applicant's names, ignoring case, accents and order (banks often print
 * "SURNAME FIRSTNAME MIDDLE").
 */
export function namesMatch(bankName: string, applicantNames: string[]): boolean {
  const words = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toUpperCase()
      .split(/[^A-Z]+/)
      .filter((w) => w.length > 1);
  const applicant = new Set(applicantNames.flatMap(words));
  const shared = words(bankName).filter((w) => applicant.has(w)).length;
  return shared >= Math.min(2, applicant.size);
}
