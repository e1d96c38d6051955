import { type MarketId, parseMobile, VERIFICATION } from '@puente/domain';
import { z } from 'zod';
import { Secret } from './secret.ts';

/**
 * An app-store review account (decision 036): a number the store's reviewers sign in with, and the
 * fixed code they are given for it instead of an SMS. The code is checked like any sent code, with
 * the same wrong-try lockout; nothing signs in without one.
 */
export interface ReviewAccount {
  e164: string;
  code: Secret;
}

/** A national number is read in each market in turn; E.164 in its own. */
function e164Of(number: string): string | undefined {
  for (const market of ['MX', 'NG'] as MarketId[]) {
    const parsed = parseMobile(market, number);
    if (parsed.ok) return parsed.mobile.e164;
  }
  return undefined;
}

const CODE_FORMAT = new RegExp(`^\\d{${VERIFICATION.codeLength}}$`);

/**
 * REVIEW_ACCOUNTS: comma-separated `number:code` entries, e.g. `5512345678:480137`. An entry without
 * its code, or with a code that is not 6 digits, refuses to start. A refusal names the number and
 * never shows the code.
 */
export const reviewAccountsField = () =>
  z
    .string()
    .optional()
    .transform((raw, ctx): ReviewAccount[] => {
      const accounts: ReviewAccount[] = [];
      const entries = (raw ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      for (const entry of entries) {
        const [number = '', code, ...rest] = entry.split(':').map((part) => part.trim());
        const problem = (message: string) => ctx.addIssue({ code: 'custom', message, input: undefined });
        const e164 = e164Of(number);
        if (!e164) problem(`"${number}" is not a Mexican or Nigerian mobile number`);
        else if (code === undefined || code === '' || rest.length > 0)
          problem(
            `${e164} needs its fixed code after a colon (number:code): no account signs in without one`,
          );
        else if (!CODE_FORMAT.test(code))
          problem(`the code of ${e164} must be ${VERIFICATION.codeLength} digits`);
        else if (accounts.some((account) => account.e164 === e164)) problem(`${e164} is listed twice`);
        else accounts.push({ e164, code: new Secret(code) });
      }
      return accounts;
    });

/**
 * A code someone would try first: fewer than three different digits (000000, 121212), a run up or
 * down (123456, 987654), or the number's own last digits. Production refuses these.
 */
export function isGuessableCode(account: ReviewAccount): boolean {
  const digits = account.code.reveal().split('').map(Number);
  if (new Set(digits).size < 3) return true;
  const steps = new Set(digits.slice(1).map((digit, i) => digit - (digits[i] as number)));
  if (steps.size === 1 && (steps.has(1) || steps.has(-1))) return true;
  return account.e164.endsWith(account.code.reveal());
}
