import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { bankAccounts, repaymentAccounts, userProfiles, users } from '../../../db/schema.ts';
import type { RepaymentAccountRow } from './repayment-account-repository.ts';

/** The providers that hold Nigerian reserved accounts. */
export const NUBAN_PROVIDERS = ['monnify', 'flutterwave', 'paystack'] as const;

/**
 * Whose account a provider's own reference names (Monnify's accountReference, Flutterwave's tx_ref):
 * those providers notify a transfer with the reference the account was created with, not its number.
 */
export async function ownerOfAccountReference(
  db: Db,
  provider: string,
  reference: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: repaymentAccounts.userId })
    .from(repaymentAccounts)
    .where(and(eq(repaymentAccounts.provider, provider), eq(repaymentAccounts.reference, reference)));
  return row?.userId;
}

/** The Nigerian reserved account with this number, at whichever provider holds it. */
export async function nubanAccount(db: Db, accountNo: string): Promise<RepaymentAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(repaymentAccounts)
    .where(
      and(
        eq(repaymentAccounts.accountNo, accountNo),
        inArray(repaymentAccounts.provider, [...NUBAN_PROVIDERS]),
      ),
    );
  return row;
}

export interface Customer {
  name: string;
  email: string;
  /** Empty when the borrower has given none (Mexico). */
  bvn: string;
  phone: string;
}

/** What a provider asks about the payer: from personal info, the BVN given there or with the bank account. */
export async function customerOf(db: Db, userId: string): Promise<Customer> {
  const [row] = await db
    .select({ basic: userProfiles.basic, e164: users.e164 })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  const basic = (row?.basic ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof basic[key] === 'string' ? (basic[key] as string).trim() : '');
  let bvn = text('bvn');
  if (!bvn) {
    const [account] = await db
      .select({ nationalId: bankAccounts.nationalId })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.primary, true)));
    bvn = account?.nationalId ?? '';
  }
  return {
    name: [text('firstName'), text('lastName')].filter(Boolean).join(' ') || 'Puente borrower',
    // Both gateways require an e-mail; a borrower without one pays as the lender's own address.
    email: text('email') || 'pagos@puente.example',
    bvn: /^\d{11}$/.test(bvn) ? bvn : '',
    phone: row?.e164 ?? '',
  };
}
