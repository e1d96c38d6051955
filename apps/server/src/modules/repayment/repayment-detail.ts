import {
  type ChannelId,
  type ChannelView,
  channelRoute,
  channelText,
  extensionsLeft,
  GATEWAYS,
  type Gateway,
  type Language,
  type LoanProduct,
  MARKETS,
  type MarketId,
  ORDER_STATUS,
  type OrderView,
  type OwedBreakdownView,
  type OxxoReferenceView,
  REPAYMENT_CHANNELS,
  RESERVED_ACCOUNT_PROVIDERS,
  type RepaymentDetailView,
  type ReservedAccountProvider,
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
 * Nigeria's checkout gateways and reserved-account providers offered, preferred first
 * (NG_CHECKOUT_GATEWAYS, NG_ACCOUNT_PROVIDERS among those configured, decision 052). A channel with
 * none is not listed; a listed one names them, so the web app offers only what the service takes.
 */
export interface NigerianChannelsOffered {
  gateways: readonly Gateway[];
  accountProviders: readonly ReservedAccountProvider[];
}

/** Everything the domain knows of: what a caller that does not filter (a test) is offered. */
const EVERY_NIGERIAN_PROVIDER: NigerianChannelsOffered = {
  gateways: GATEWAYS,
  accountProviders: RESERVED_ACCOUNT_PROVIDERS,
};

/** The providers a channel names: the cashier its gateways, the reserved account its providers. */
function providersOf(channelId: ChannelId, nigeria: NigerianChannelsOffered): Partial<ChannelView> {
  if (channelId === 'cashier') return { gateways: [...nigeria.gateways] };
  if (channelId === 'reservedAccount') return { accountProviders: [...nigeria.accountProviders] };
  return {};
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
  nigeria: NigerianChannelsOffered = EVERY_NIGERIAN_PROVIDER,
): ChannelView[] {
  const offered = REPAYMENT_CHANNELS[market].filter(
    (id) =>
      (id !== 'oxxo' || oxxoReflected !== undefined) &&
      (id !== 'stp' || spei) &&
      (id !== 'cashier' || nigeria.gateways.length > 0) &&
      (id !== 'reservedAccount' || nigeria.accountProviders.length > 0),
  );
  return offered.map((channelId) => ({
    channelId,
    route: channelRoute(channelId),
    ...channelText(channelId, lang, { sandbox: oxxoReflected === 'withinMinutes' }),
    ...providersOf(channelId, nigeria),
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
