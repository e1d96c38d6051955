import type { MarketId } from '@puente/domain';
import type { Db } from '../../db/database.ts';
import type { OrderRow } from '../orders/orders-service.ts';
import { findBankAccounts, findProfile } from '../profile/profile-service.ts';
import type { AgreementParties } from './agreement-text.ts';

/** The lender as the agreement names it. */
const LENDER = 'Puente';

/**
 * Who signs and where the money goes, read from the borrower's saved profile: the name and national
 * ID of personal info, and the primary bank account (the one the payout will use).
 */
export async function agreementParties(db: Db, order: OrderRow): Promise<AgreementParties> {
  // One after the other: `db` may be a transaction, which runs one query at a time.
  const profile = await findProfile(db, order.userId);
  const accounts = await findBankAccounts(db, order.userId);
  const basic = profile?.basic ?? {};
  const name = ['firstName', 'middleName', 'lastName']
    .map((k) => String(basic[k] ?? '').trim())
    .filter(Boolean)
    .join(' ');
  const account = accounts.find((a) => a.primary);
  const nationalId = String(profile?.curp ?? basic.nationalId ?? basic.bvn ?? account?.nationalId ?? '');
  return {
    orderNo: order.orderNo,
    market: order.market as MarketId,
    lender: LENDER,
    borrowerName: name,
    nationalId,
    bankName: account?.bankName ?? '',
    accountMasked: account ? `•••• ${account.accountNumber.slice(-4)}` : '',
    quote: order.quote,
  };
}
