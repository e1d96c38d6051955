import {
  DomainError,
  dateIn,
  formatMoney,
  identityNameOf,
  type Language,
  MARKETS,
  type MarketId,
  ORDER_STATUS,
  OXXO_STORE_LIMIT_MINOR,
  type OxxoReferenceView,
  oxxoExpiry,
  oxxoReferenceProblem,
  REPAYMENT_CHANNELS,
  type RepaymentDetailView,
  type StpClabeView,
  stpClabe,
  toMajor,
} from '@puente/domain';
import { recordAudit } from '../../audit/audit-repository.ts';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import type { SessionUser } from '../../protocol/call.ts';
import type { OxxoAcquirer } from '../../providers/collection/oxxo-acquirer.ts';
import type { ProfileLookup } from '../identity/profile-lookup.ts';
import * as orders from '../orders/orders-service.ts';
import { isRepayable, owedNow, productOf } from '../orders/orders-service.ts';
import * as accounts from './accounts/repayment-account-repository.ts';
import type { StpCuentaRegistration } from './accounts/stp-cuenta-registration.ts';
import * as extensions from './extensions/extension-repository.ts';
import { newPayOrderId } from './pay-order-id.ts';
import type { PayOrderRow } from './pay-order-repository.ts';
import * as payOrders from './pay-order-repository.ts';
import { checkRepaymentAmount, wholeAmountMinor } from './repayment-amount.ts';
import {
  dueNowMinor,
  type NigerianChannelsOffered,
  repaymentDetail,
  totalOwedMinor,
} from './repayment-detail.ts';
import { reuseOrMakePayOrder } from './reuse-pay-order.ts';

export interface RepaymentDeps {
  db: Db;
  clock: BusinessClock;
  /** The 4 digits STP gave the company, after 646 180 in every CLABE it registers; unset, no SPEI. */
  stpCompanyPrefix: string | undefined;
  /**
   * Issues OXXO vouchers and says when a till payment shows (Stripe, or its stand-in in a sandbox);
   * undefined without an acquirer, when OXXO is not offered.
   */
  oxxo: OxxoAcquirer | undefined;
  /** How many days an OXXO reference stays payable (Stripe: 1–7, default 3). */
  oxxoValidDays: number;
  /** Registers a CLABE at STP before it is shown (decision 041); given with the STP connection. */
  stpCuentas?: StpCuentaRegistration | undefined;
  /** The borrower's name and e-mail, which Stripe prints on the voucher and may send it to. */
  profiles: ProfileLookup;
  /** Where a voucher's e-mail goes for a borrower with none on file (SUPPORT_EMAIL, decision 042). */
  supportEmail: string;
  /** Which of Nigeria's channels have a provider offered; unset, both (decision 052). */
  nigerianChannels?: NigerianChannelsOffered | undefined;
}

/** Whom a reference or account is for: the caller, or the order's owner when someone pays from a portal link. */
type Owner = Pick<SessionUser, 'userId'>;

/** The name a payer sees as the beneficiary of a CLABE registered by the lender at STP. */
const STP_BENEFICIARY = 'Puente Créditos';

/** What the borrower reads about paying, and the references and accounts they pay with. */
export class RepaymentService {
  constructor(private readonly deps: RepaymentDeps) {}

  private today(market: MarketId): string {
    return dateIn(this.deps.clock.now(), MARKETS[market].timeZone);
  }

  /** The borrower's own order in a state that has something to repay or that was repaid. */
  private async repaidOrRepayable(user: Owner, orderNo: string) {
    const order = await orders.findOwnOrder(this.deps.db, user.userId, orderNo);
    if (!isRepayable(order.status) && order.status !== ORDER_STATUS.Finish)
      throw new DomainError('notRepaying');
    const product = productOf(order);
    return { order, product };
  }

  async detail(user: SessionUser, orderNo: string, lang: Language): Promise<RepaymentDetailView> {
    const { db } = this.deps;
    const { order, product } = await this.repaidOrRepayable(user, orderNo);
    const today = this.today(order.market as MarketId);
    const [{ owed, couponMinor }, [record]] = await Promise.all([
      orders.owedTodayOf(db, order, today),
      orders.orderRecords(db, [order]),
    ]);
    if (!record) throw new Error(`order ${order.id} vanished`);
    const { statement, balance } = record;
    const view = orders.viewOf(record, today, lang);
    const rolloversUsed = new Set(statement.filter((l) => l.kind === 'rolloverFee').map((l) => l.ref)).size;
    return repaymentDetail({
      view,
      product,
      owed,
      couponMinor,
      creditMinor: balance.credit,
      rolloversUsed,
      today,
      lang,
      oxxoReflected: this.deps.oxxo?.reflected,
      spei: this.deps.stpCompanyPrefix !== undefined,
      nigeria: this.deps.nigerianChannels,
    });
  }

  /** A repayable order of the borrower's in a market that offers `channel`. */
  private async forChannel(user: Owner, orderNo: string, channel: 'stp' | 'oxxo') {
    const { order, product } = await this.repaidOrRepayable(user, orderNo);
    if (!isRepayable(order.status)) throw new DomainError('notRepaying');
    if (!REPAYMENT_CHANNELS[order.market as MarketId].includes(channel))
      throw new DomainError('noPaymentMethod');
    if (channel === 'oxxo' && !this.deps.oxxo) throw new DomainError('noPaymentMethod');
    const today = this.today(order.market as MarketId);
    const owed = await owedNow(this.deps.db, order, today);
    return { order, product, owed, today };
  }

  /**
   * The borrower's own CLABE at STP, issued the first time it is asked for and kept for good; shown
   * once STP has registered it.
   */
  async stpClabe(user: Owner, orderNo: string): Promise<StpClabeView> {
    const { db, clock } = this.deps;
    const { order, owed, today } = await this.forChannel(user, orderNo, 'stp');
    const prefix = this.deps.stpCompanyPrefix;
    let account = await accounts.accountOf(db, user.userId, 'stp');
    if (!account) {
      if (!prefix) throw new DomainError('noPaymentMethod');
      const clabe = stpClabe(prefix, await accounts.nextStpSerial(db));
      account = await db.transaction(async (tx) => {
        const kept = await accounts.keepAccount(tx, {
          userId: user.userId,
          provider: 'stp',
          accountNo: clabe,
          bankName: 'STP',
          createdAt: clock.now(),
        });
        await recordAudit(tx, {
          at: clock.now(),
          userId: user.userId,
          action: 'repayment.clabeIssued',
          detail: { clabe: kept.accountNo },
        });
        return kept;
      });
    }
    // Kept (and committed) first, so the serial is never lost; STP is asked outside any transaction.
    if (this.deps.stpCuentas) {
      const status = await this.deps.stpCuentas.ensure(user.userId, account.accountNo);
      if (status !== 'registered') throw new DomainError('speiUnavailable');
    }
    return {
      clabe: account.accountNo,
      bankName: account.bankName,
      beneficiary: STP_BENEFICIARY,
      amountDue: toMajor(dueNowMinor(owed, today)),
      totalOwed: toMajor(totalOwedMinor(owed)),
      currency: MARKETS[order.market as MarketId].currency,
    };
  }

  /**
   * A cash reference for one amount, payable at any OXXO until it expires. Asked again for the same
   * amount while one is pending, the same reference comes back rather than a second one.
   */
  async oxxoReference(
    user: SessionUser,
    orderNo: string,
    amountMajor: number,
    lang: Language,
  ): Promise<OxxoReferenceView> {
    const amount = wholeAmountMinor(amountMajor, user.market as MarketId, lang);
    return this.oxxoReferenceMinor(user, orderNo, amount, lang);
  }

  /**
   * The same for an amount in minor units: the portal's pay order may be the exact total owed,
   * centavos and all, which the amount rules allow (decision 015).
   */
  async oxxoReferenceMinor(
    user: Owner,
    orderNo: string,
    amount: number,
    lang: Language,
  ): Promise<OxxoReferenceView> {
    const { db, clock } = this.deps;
    const { order, product, owed } = await this.forChannel(user, orderNo, 'oxxo');
    const market = order.market as MarketId;
    const currency = MARKETS[market].currency;
    checkRepaymentAmount(amount, { product, market, owedMinor: totalOwedMinor(owed), lang });
    checkOxxoStore(amount, market, lang);

    const now = clock.now();
    const ask = { orderId: order.id, channel: 'oxxo', amount, now };
    const payOrder = await reuseOrMakePayOrder(db, ask, (tx) =>
      this.insertOxxoPayOrder(tx, now, {
        orderNo,
        orderId: order.id,
        userId: user.userId,
        amount,
        currency,
        expiresAt: this.oxxoEnd(now),
      }),
    );
    return this.withVoucher(payOrder, currency);
  }

  /**
   * The pay order with the acquirer's voucher, asked for after the pay order is committed and
   * outside any transaction: a slow or failing Stripe holds no lock. A pay order whose voucher
   * could not be issued stays pending without one, shown to nobody and payable by nobody; asking
   * again completes it with the same idempotency keys, so Stripe makes one PaymentIntent for it
   * however many asks race or retry.
   */
  private async withVoucher(payOrder: PayOrderRow, currency: OxxoReferenceView['currency']) {
    const { db, oxxo } = this.deps;
    if (payOrder.voucherNumber || !oxxo) return this.oxxoView(payOrder, currency);
    const voucher = await oxxo.issueReference({
      payOrderId: payOrder.id,
      reference: payOrder.reference,
      amountMinor: payOrder.amount,
      validDays: this.deps.oxxoValidDays,
      payer: await this.payerOf(payOrder.userId),
    });
    return this.oxxoView(await payOrders.keepVoucher(db, payOrder.id, voucher), currency);
  }

  /**
   * Whom the voucher is for, as Stripe requires both: the borrower's name from personal info, and
   * their e-mail, which personal info requires; a borrower with none on file gets the support
   * address, so a voucher can still be issued and Stripe's mail reaches us, never a stranger.
   */
  private async payerOf(userId: string): Promise<{ name: string; email: string }> {
    const basic = (await this.deps.profiles.basicOf(this.deps.db, userId)) ?? {};
    const identity = identityNameOf(basic);
    const name = identity
      ? [identity.firstName, identity.middleName, identity.lastName].filter(Boolean).join(' ')
      : 'Cliente Puente';
    const email = typeof basic.email === 'string' && basic.email.includes('@') ? basic.email : undefined;
    return { name, email: email ?? this.deps.supportEmail };
  }

  /** When a reference issued now stops being payable: 23:59:59 Mexico City time on its last day. */
  private oxxoEnd(now: Date): Date {
    return oxxoExpiry(now, this.deps.oxxoValidDays, MARKETS.MX.timeZone);
  }

  /** A new OXXO pay order with a fresh store reference, for a repayment or a waiting extension's fee. */
  private async insertOxxoPayOrder(
    tx: Db,
    now: Date,
    ask: {
      orderNo: string;
      orderId: string;
      userId: string;
      amount: number;
      currency: OxxoReferenceView['currency'];
      expiresAt: Date;
      extensionId?: string;
    },
  ): Promise<PayOrderRow> {
    const { orderNo, orderId, userId, amount, currency, expiresAt, extensionId } = ask;
    const id = newPayOrderId(now);
    const row = await payOrders.insertPayOrder(tx, {
      id,
      orderId,
      userId,
      channel: 'oxxo',
      provider: 'oxxo',
      ...(extensionId ? { purpose: 'extension' } : {}),
      // What Stripe's notification names (metadata.reference): the pay order itself.
      reference: id,
      amount,
      currency,
      status: 'pending',
      createdAt: now,
      expiresAt,
      paidAt: null,
    });
    // The crediting finds the extension through its pay order (extension-apply.ts).
    if (extensionId) await extensions.setPayOrder(tx, extensionId, row.id);
    await recordAudit(tx, {
      at: now,
      userId,
      action: 'repayment.oxxoReference',
      detail: { orderNo, payOrderId: row.id, amount, ...(extensionId ? { extensionId } : {}) },
    });
    return row;
  }

  /** What the borrower takes to the till: Stripe's voucher number, its barcode, and when the payment shows. */
  private oxxoView(payOrder: PayOrderRow, currency: OxxoReferenceView['currency']): OxxoReferenceView {
    if (!payOrder.voucherNumber) throw new DomainError('oxxoUnavailable');
    return {
      payOrderId: payOrder.id,
      reference: payOrder.voucherNumber,
      barcode: payOrder.voucherNumber,
      ...(payOrder.checkoutUrl ? { voucherUrl: payOrder.checkoutUrl } : {}),
      amount: toMajor(payOrder.amount),
      currency,
      expiresAt: payOrder.expiresAt.toISOString(),
      storeLimit: toMajor(OXXO_STORE_LIMIT_MINOR),
      reflected: this.deps.oxxo?.reflected ?? 'nextBusinessDay',
    };
  }

  /**
   * A cash reference for a waiting extension's fee, its exact total, instead of an amount. It
   * expires with the extension at the latest: after that the fee no longer buys the extension.
   * Asked again while it is payable, the same reference comes back.
   */
  async oxxoReferenceForExtension(
    user: Owner,
    orderNo: string,
    extensionId: string,
    lang: Language,
  ): Promise<OxxoReferenceView> {
    const { db, clock } = this.deps;
    const { order } = await this.forChannel(user, orderNo, 'oxxo');
    const currency = MARKETS[order.market as MarketId].currency;
    const found = await extensions.extensionById(db, extensionId);
    if (!found || found.orderId !== order.id) throw new DomainError('extensionNotFound');
    checkOxxoStore(found.total, order.market as MarketId, lang);

    const payOrder = await db.transaction(async (tx) => {
      const now = clock.now();
      const extension = await extensions.lockExtension(tx, found.id);
      if (!extension || !extensions.isWaiting(extension, now)) throw new DomainError('extensionNotWaiting');
      const issued = await extensions.feePayOrder(tx, extension);
      if (issued && issued.channel === 'oxxo' && issued.status === 'pending' && issued.expiresAt > now)
        return issued;
      return this.insertOxxoPayOrder(tx, now, {
        orderNo,
        orderId: order.id,
        userId: user.userId,
        amount: extension.total,
        currency,
        expiresAt: new Date(Math.min(this.oxxoEnd(now).getTime(), extension.expiresAt.getTime())),
        extensionId: extension.id,
      });
    });
    return this.withVoucher(payOrder, currency);
  }
}

/** OXXO takes 10.00 to 10,000.00 MXN in one payment (decision 015). */
function checkOxxoStore(amount: number, market: MarketId, lang: Language): void {
  const storeProblem = oxxoReferenceProblem(amount);
  if (storeProblem === 'aboveStoreLimit')
    throw new DomainError('oxxoAboveStoreLimit', {
      limit: formatMoney(OXXO_STORE_LIMIT_MINOR, market, lang),
    });
  if (storeProblem) throw new DomainError('oxxoBelowStoreMinimum');
}
