import { type FraudFacts, type FraudRules, identityNameOf, type MarketId } from '@puente/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { verifiedIdentityName } from '../identity/identity-service.ts';
import { findBankAccounts } from '../profile/profile-service.ts';
import { isPublicAddress } from './public-address.ts';

const HOUR_MS = 3_600_000;

export interface ApplicationRef {
  userId: string;
  orderNo: string;
  appliedAt: Date;
}

/** How ids and account numbers are compared: upper case, without spaces, dots or dashes. */
const normalised = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.replace(/[\s.-]/g, '').toUpperCase() : undefined;

/**
 * What the fraud signals read (docs/decisions/039), in at most two indexed statements (and the
 * identity checks' row, by its key, for the BVN's verified name): the review
 * runs for every application, so none of this may scan a table. Every count is of other accounts,
 * never rows: one account activating twice or applying twice is one.
 */
export async function fraudFacts(
  tx: Db,
  application: ApplicationRef,
  market: MarketId,
  basic: Record<string, unknown>,
  nationalId: string | null,
  rules: FraudRules,
  now: Date,
): Promise<FraudFacts> {
  const { userId } = application;
  const account = (await findBankAccounts(tx, userId)).find((a) => a.primary);
  // The numbers another account may have been refused for: the national id of personal info
  // (CURP / NIN), a BVN, the id given with the bank account, and the payout account's number.
  const numbers = [
    ...new Set(
      [nationalId, basic.bvn, account?.nationalId, account?.accountNumber]
        .map(normalised)
        .filter((n): n is string => n !== undefined),
    ),
  ];
  const reusedBy: SQL =
    numbers.length === 0
      ? sql`0`
      : sql`(select count(distinct r.user_id)::int from audit_log r
             where r.action = 'identity.reuseRefused' and r.user_id <> ${userId}
               and (r.detail->>'number') in (${sql.join(
                 numbers.map((n) => sql`${n}`),
                 sql`, `,
               )}))`;
  const [row] = rowsOf(
    await tx.execute(sql`
      select
        (select count(*)::int from (
          select other.user_id from device_activations mine
          join device_activations other on other.device_id = mine.device_id
          where mine.user_id = ${userId} and other.user_id <> ${userId}
          union
          select other.user_id from device_activations mine
          join device_activations other on other.afid = mine.afid
          where mine.user_id = ${userId} and mine.afid is not null and other.user_id <> ${userId}
        ) shared) as device_accounts,
        (select a.ip from audit_log a
          where a.user_id = ${userId} and a.at = ${application.appliedAt.toISOString()}::timestamptz
            and a.action = 'loan.applied' and a.detail->>'orderNo' = ${application.orderNo}
          limit 1) as apply_ip,
        ${reusedBy} as reused_by`),
  );
  const ip = row?.apply_ip as string | null | undefined;
  let fromAddress: number | null = null;
  if (isPublicAddress(ip)) {
    const since = new Date(application.appliedAt.getTime() - rules.addressWindowHours * HOUR_MS);
    const [counted] = rowsOf(
      await tx.execute(sql`
        select count(distinct a.user_id)::int as n from audit_log a
        where a.action = 'loan.applied' and a.ip = ${ip}
          and a.at > ${since.toISOString()}::timestamptz and a.at <= ${now.toISOString()}::timestamptz
          and a.user_id <> ${userId}`),
    );
    fromAddress = Number(counted?.n ?? 0);
  }
  return {
    otherAccountsOnDevice: Number(row?.device_accounts ?? 0),
    otherApplicantsFromAddress: fromAddress,
    // The name the BVN verified when there is one (decision 050): an account must be that person's.
    identityName: (await verifiedIdentityName(tx, userId)) ?? identityNameOf(basic),
    account: account
      ? market === 'NG'
        ? { name: account.bankHolderName, from: 'bank' }
        : { name: account.holderName, from: 'typed' }
      : null,
    otherAccountsWithIdentity: Number(row?.reused_by ?? 0),
  };
}
