/**
 * Whether the name on a bank account is the identity's. People write their names in many ways, so
 * the comparison ignores case, accents and punctuation ("Gómez" is "GOMEZ"), word order (Nigerian
 * banks print "SURNAME FIRSTNAME MIDDLE") and extra words (a middle name, a second surname, a
 * title). What it does not ignore is a different person: the account must carry one of the
 * identity's given names and one of its surnames. Two shared words alone are not enough, because a
 * brother's or a parent's account shares both surnames.
 */

export interface IdentityName {
  firstName: string;
  middleName?: string;
  lastName: string;
}

/** Upper-case words without accents; single letters (initials) carry too little to match on. */
export function nameWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((word) => word.length > 1);
}

export function accountNameAgrees(identity: IdentityName, accountName: string): boolean {
  const account = nameWords(accountName);
  const given = new Set(nameWords(`${identity.firstName} ${identity.middleName ?? ''}`));
  const surnames = new Set(nameWords(identity.lastName));
  // Two different words of the account's name: "IBRAHIM YUSUF" is not "Ibrahim Ibrahim".
  return account.some(
    (word, i) => given.has(word) && account.some((other, j) => j !== i && surnames.has(other)),
  );
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** The names personal info holds (its saved fields), or null without a first name and a surname. */
export function identityNameOf(basic: Record<string, unknown>): IdentityName | null {
  const firstName = text(basic.firstName);
  const lastName = text(basic.lastName);
  if (!firstName || !lastName) return null;
  const middleName = text(basic.middleName);
  return middleName ? { firstName, middleName, lastName } : { firstName, lastName };
}
