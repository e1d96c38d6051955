import {
  type ChannelView,
  channelRoute,
  channelText,
  extensionsLeft,
  type Language,
  type LoanProduct,
  MARKETS,
  type MarketId,
  ORDER_STATUS,
  type OrderView,
  type OwedBreakdownView,
  type OxxoReferenceView,
  REPAYMENT_CHANNELS,
  type RepaymentDetailView,
  toMajor,
} from '@puente/domain';
import type { OwedRow } from '../orders/orders-service.ts';

/** What is owed now: everything beside the schedule and every phase due today or before. */
export function dueNowMinor(owed: readonly OwedRow[], today: string): number {
  return owed
    .filter((row) => row.dueDate === null || row.dueDate <= today)
    .reduce((sum, row) => sum + row.amountMinor, 0);
}

export function totalOwedMinor(owed: readonly OwedRow[]): number {
  return owed.reduce((sum, row) => sum + row.amountMinor, 0);
}

function breakdown(owed: readonly OwedRow[], couponMinor: number): OwedBreakdownView {
  const of = (...kinds: string[]) =>
    toMajor(owed.filter((row) => kinds.includes(row.kind)).reduce((sum, row) => sum + row.amountMinor, 0));
  return {
    principal: of('principal'),
    interest: of('interest'),
    interestTax: of('interestTax'),
    fee: of('fee'),
    // The extension's tax is tax too: the borrower sees one tax line.
    tax: of('tax', 'rolloverTax'),
    penalty: of('penalty'),
    rolloverFee: of('rolloverFee'),
    coupon: toMajor(couponMinor),
  };
}

/**
 * Whether Nigeria's checkout and reserved accounts have a provider offered (NG_CHECKOUT_GATEWAYS,
 * NG_ACCOUNT_PROVIDERS among those configured, decision 052).
 */
export interface NigerianChannelsOffered {
  cashier: boolean;
  reservedAccount: boolean;
}

/**
 * The channels of a market as the borrower reads them. An OXXO payment that shows within minutes is
 * the sandbox acquirer's: its hint says so (the domain's sandbox hint). Without an acquirer
 * (`oxxoReflected` undefined: production without Stripe) OXXO is not offered.
 */
export function channelsOf(
  market: MarketId,
  lang: Language,
  oxxoReflected: OxxoReferenceView['reflected'] | undefined,
  /** Whether SPEI is offered: false without STP (no CLABE would take money). */
  spei: boolean,
  nigeria: NigerianChannelsOffered = { cashier: true, reservedAccount: true },
): ChannelView[] {
  const offered = REPAYMENT_CHANNELS[market].filter(
    (id) =>
      (id !== 'oxxo' || oxxoReflected !== undefined) &&
      (id !== 'stp' || spei) &&
      (id !== 'cashier' || nigeria.cashier) &&
      (id !== 'reservedAccount' || nigeria.reservedAccount),
  );
  return offered.map((channelId) => ({
    channelId,
    route: channelRoute(channelId),
    ...channelText(channelId, lang, { sandbox: oxxoReflected === 'withinMinutes' }),
  }));
}

export interface DetailParts {
  view: OrderView;
  product: LoanProduct;
  owed: OwedRow[];
  couponMinor: number;
  creditMinor: number;
  rolloversUsed: number;
  today: string;
  lang: Language;
  oxxoReflected: OxxoReferenceView['reflected'] | undefined;
  /** Whether SPEI is offered (STP is configured). */
  spei: boolean;
  nigeria?: NigerianChannelsOffered | undefined;
}

export function repaymentDetail(parts: DetailParts): RepaymentDetailView {
  const { view, product, owed, today } = parts;
  const market = product.market;
  const paidOff = view.status === ORDER_STATUS.Finish;
  const unpaidPhase = view.schedule.find((phase) => phase.status !== 'paid');
  const left = extensionsLeft(product, parts.rolloversUsed);
  return {
    orderNo: view.orderNo,
    status: view.status,
    statusName: view.statusName,
    currency: MARKETS[market].currency,
    dueDate: unpaidPhase?.dueDate,
    overdueDays: view.balance.overdueDays,
    dueNow: toMajor(dueNowMinor(owed, today)),
    totalOwed: toMajor(totalOwedMinor(owed)),
    breakdown: breakdown(owed, parts.couponMinor),
    repaid: view.balance.repaid,
    credit: toMajor(parts.creditMinor),
    schedule: view.schedule,
    rules: {
      minAmount: toMajor(product.repayment.minMinor),
      step: toMajor(product.repayment.stepMinor),
      allowOverpayment: product.repayment.allowOverpayment,
    },
    channels: paidOff ? [] : channelsOf(market, parts.lang, parts.oxxoReflected, parts.spei, parts.nigeria),
    extension: { available: !paidOff && left > 0 && unpaidPhase !== undefined, left },
    paidOff,
  };
}
