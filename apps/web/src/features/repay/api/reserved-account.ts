import type { RepaymentDetailView, ReservedAccountProvider } from '@puente/domain';
import { call } from '../../../api/call.ts';
import { getRepayDetail } from './repay-detail.ts';

/** Each provider's call for the account it keeps for the borrower (spec §7); all answer the same view. */
const ACCOUNT_CALLS = {
  monnify: 'GET /api/repay/monnify_reserved_account',
  flutterwave: 'GET /api/repay/flutterwave_reserved_account',
  paystack: 'GET /api/repay/dedicated_account/create',
} as const satisfies Record<ReservedAccountProvider, string>;

/**
 * The provider to ask: the first the reserved-account channel names (the service's preferred,
 * NG_ACCOUNT_PROVIDERS, decision 052); Monnify from a service that names none.
 */
export function accountProviderOf(detail: RepaymentDetailView): ReservedAccountProvider {
  return (
    detail.channels.find((channel) => channel.channelId === 'reservedAccount')?.accountProviders?.[0] ??
    'monnify'
  );
}

/** The account number the service's preferred provider keeps for the borrower. */
export async function getReservedAccount(orderNo: string) {
  const provider = accountProviderOf((await getRepayDetail(orderNo)).data);
  return call(ACCOUNT_CALLS[provider], { orderNo });
}
