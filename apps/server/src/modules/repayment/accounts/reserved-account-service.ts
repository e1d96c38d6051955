import {
  DomainError,
  dateIn,
  MARKETS,
  type MarketId,
  REPAYMENT_CHANNELS,
  type ReservedAccountView,
  toMajor,
} from '@puente/domain';
import { recordAudit } from '../../../audit/audit-repository.ts';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import type { SessionUser } from '../../../protocol/call.ts';
import {
  type AccountProvider,
  type AccountProviderName,
  GatewayUnavailableError,
} from '../../../providers/collection/gateway-provider.ts';
import * as orders from '../../orders/orders-service.ts';
import { isRepayable, owedAt } from '../../orders/orders-service.ts';
import { dueNowMinor, totalOwedMinor } from '../repayment-detail.ts';
import * as accounts from './repayment-account-repository.ts';
import { customerOf } from './reserved-account-repository.ts';

export interface ReservedAccountDeps {
  db: Db;
  clock: BusinessClock;
  accounts: Partial<Record<AccountProviderName, AccountProvider>>;
}

/** Our reference for a borrower's account at a provider: one per borrower, stable, never reused. */
function accountReference(provider: AccountProviderName, userId: string): string {
  return `PUENTE-${provider === 'monnify' ? 'MNFY' : provider === 'flutterwave' ? 'FLW-VA' : 'PS'}-${userId}`;
}

/**
 * A Nigerian bank account of the borrower's own at a provider (Monnify reserved account, Flutterwave
 * static virtual account, Paystack dedicated NUBAN): created the first time it is asked for and kept
 * for good; any transfer into it is credited to the borrower's open order.
 */
export class ReservedAccountService {
  constructor(private readonly deps: ReservedAccountDeps) {}

  async account(
    user: SessionUser,
    orderNo: string,
    providerName: AccountProviderName,
  ): Promise<ReservedAccountView> {
    const { db, clock } = this.deps;
    const order = await orders.findOwnOrder(db, user.userId, orderNo);
    if (!isRepayable(order.status)) throw new DomainError('notRepaying');
    const market = order.market as MarketId;
    const provider = this.deps.accounts[providerName];
    if (!REPAYMENT_CHANNELS[market].includes('reservedAccount') || !provider)
      throw new DomainError('noPaymentMethod');

    let account = await accounts.accountOf(db, user.userId, providerName);
    if (!account) {
      const customer = await customerOf(db, user.userId);
      // Reserved accounts are linked to the holder's BVN (Monnify refuses one without it).
      if (!customer.bvn) throw new DomainError('noPaymentMethod');
      const reserved = await provider
        .reserve({
          reference: accountReference(providerName, user.userId),
          customerName: customer.name,
          email: customer.email,
          bvn: customer.bvn,
          phone: customer.phone,
        })
        .catch((error: unknown) => {
          // The provider cannot be asked now: nothing was reserved, another channel is offered.
          if (error instanceof GatewayUnavailableError) throw new DomainError('noPaymentMethod');
          throw error;
        });
      const now = clock.now();
      account = await db.transaction(async (tx) => {
        const kept = await accounts.keepAccount(tx, {
          userId: user.userId,
          provider: providerName,
          accountNo: reserved.accountNumber,
          bankName: reserved.bankName,
          accountName: reserved.accountName,
          reference: reserved.reference,
          createdAt: now,
        });
        await recordAudit(tx, {
          at: now,
          userId: user.userId,
          action: 'repayment.accountReserved',
          detail: { provider: providerName, accountNo: kept.accountNo },
        });
        return kept;
      });
    }
    const owed = await owedAt(db, order, clock.now());
    return {
      provider: providerName,
      accountNumber: account.accountNo,
      bankName: account.bankName,
      accountName: account.accountName ?? '',
      amountDue: toMajor(dueNowMinor(owed, dateIn(clock.now(), MARKETS[market].timeZone))),
      totalOwed: toMajor(totalOwedMinor(owed)),
      currency: MARKETS[market].currency,
    };
  }
}
