import {
  type ChannelId,
  ERRORS,
  type ErrorName,
  type ExtensionDataView,
  type ExtensionOrderView,
  errorMessage,
  findProduct,
  type Language,
  MARKET_LENDING,
  MARKETS,
  type MarketId,
  parseLanguage,
  planRollover,
  REPAYMENT_CHANNELS,
  ROLLOVER_REFUSAL_ERRORS,
  type RolloverRefusal,
  toMajor,
  toMinor,
} from '@puente/domain';
import { fail, type Handler, ok, type SeenRequest } from './fake-api.ts';
import { fakeLoans, orderView } from './fake-loans.ts';
import { channelsOf, ngRepayDetailView, repayDetailView } from './fake-repay.ts';

/** The order numbers of orderView(market, 3): the overdue loans the extension fakes describe. */
export const EXTENSION_ORDER_NO: Record<MarketId, string> = { MX: 'PUMX30001', NG: 'PUNG30001' };

/** The business date the fakes ask on: the first payment (due 1 April) is four days late. */
const TODAY = '2026-04-05';

/** Each market's overdue first payment (major units) and the product it is priced by. */
const LOAN: Record<MarketId, { productId: string; dueDate: string; unpaid: number }> = {
  MX: { productId: 'mx-91', dueDate: '2026-04-01', unpaid: 1081 },
  NG: { productId: 'ng-91', dueDate: '2026-04-01', unpaid: 10_810 },
};

const language = (request: SeenRequest): Language => parseLanguage(request.headers.lang);
const refuse = (request: SeenRequest, name: ErrorName) =>
  fail(ERRORS[name].code, errorMessage(name, language(request)), ERRORS[name].http);

/**
 * The renewal agreement the fake writes: plain text, sections apart by a blank line and opening
 * with their numbered title, as the service writes agreements.
 */
export function renewalAgreement(orderNo: string, lang: Language): ExtensionDataView['agreement'] {
  const text =
    lang === 'es'
      ? [
          `CONVENIO DE RENOVACIÓN ${orderNo}`,
          '',
          '1. La prórroga',
          'Tu pago se mueve 7 días después.',
          '',
          '2. La comisión',
          'La comisión no reduce lo que debes.',
        ]
      : [
          `LOAN RENEWAL AGREEMENT ${orderNo}`,
          '',
          '1. The extension',
          'Your payment moves 7 days later.',
          '',
          '2. The fee',
          'The fee does not reduce what you owe.',
        ];
  return {
    title: lang === 'es' ? `Convenio de renovación ${orderNo}` : `Loan renewal agreement ${orderNo}`,
    text: text.join('\n'),
    version: 'puente-renewal-2026-11',
  };
}

/**
 * What /repay/getExtensionData answers for the market's overdue loan, its figures planned by the
 * domain's own rule (planRollover) from the overdue first payment; a refusal makes it unavailable,
 * with the catalogue's reason in `lang`.
 */
export function extensionDataView(
  market: MarketId = 'MX',
  lang: Language = 'en',
  refusal?: RolloverRefusal,
): ExtensionDataView {
  const loan = LOAN[market];
  const product = findProduct(loan.productId);
  if (!product) throw new Error(`${loan.productId} is gone`);
  const orderNo = EXTENSION_ORDER_NO[market];
  const plan = planRollover(product, MARKET_LENDING[market], {
    phases: [{ phase: 1, dueDate: loan.dueDate, unpaidMinor: toMinor(loan.unpaid) }],
    today: TODAY,
    usedSoFar: refusal === 'noneLeft' ? product.rollover.maxPerLoan : 0,
  });
  const base = {
    orderNo,
    days: product.rollover.days,
    currency: MARKETS[market].currency,
    agreement: renewalAgreement(orderNo, lang),
  };
  if (refusal || !plan.ok) {
    const reason = refusal ?? (plan.ok ? 'nothingDue' : plan.reason);
    return {
      ...base,
      available: false,
      refusal: errorMessage(ROLLOVER_REFUSAL_ERRORS[reason], lang),
      left: 0,
      deferred: 0,
      fee: 0,
      tax: 0,
      total: 0,
    };
  }
  return {
    ...base,
    available: true,
    left: product.rollover.maxPerLoan,
    deferred: toMajor(plan.deferredMinor),
    fee: toMajor(plan.feeMinor),
    tax: toMajor(plan.taxMinor),
    total: toMajor(plan.totalMinor),
    currentDueDate: loan.dueDate,
    newDueDate: plan.newDueDate,
  };
}

export interface ExtensionState {
  market: MarketId;
  /** Why no extension is offered, if none is. */
  refusal?: RolloverRefusal;
  /** The extension asked for; tests move its status on (the fee credited, the wait expired). */
  extension?: ExtensionOrderView;
  /** The channels the service offers (a provider missing leaves its channel out); all by default. */
  channels?: readonly ChannelId[];
}

/**
 * The extension calls of the contract in memory, on top of the loans fake (whose latest order is
 * the market's overdue loan): the data in the request's language, asking for the extension (POST,
 * refused as the service would when none may be asked for) and its status.
 */
export function fakeExtension(start: Partial<ExtensionState> = {}) {
  const market = start.market ?? 'MX';
  const orderNo = EXTENSION_ORDER_NO[market];
  const { api } = fakeLoans(market, { order: orderView(market, 3, { orderNo }) });
  const state: ExtensionState = { market, ...start };

  const withOrder =
    (then: (request: SeenRequest) => ReturnType<Handler>): Handler =>
    (request) => {
      if (!request.payload.orderNo) return refuse(request, 'orderNoMissing');
      if (request.payload.orderNo !== orderNo) return refuse(request, 'orderNotFound');
      return then(request);
    };

  const handlers: Record<string, Handler> = {
    // The channels the service offers for the order (all of the market's, unless a test says fewer).
    '/api/repay/repay-order/detail': withOrder((request) => {
      const channels = channelsOf(state.channels ?? REPAYMENT_CHANNELS[market], language(request));
      const view = market === 'MX' ? repayDetailView({ channels }) : ngRepayDetailView({ channels });
      return ok({ ...view, orderNo });
    }),
    '/api/repay/getExtensionData': withOrder((request) => {
      const data = extensionDataView(market, language(request), state.refusal);
      const waiting = state.extension?.status === 'awaitingFee' ? state.extension : undefined;
      const applied = state.extension?.status === 'applied' ? state.extension : undefined;
      if (waiting) return ok({ ...data, pending: waiting });
      return ok(applied && !data.available ? { ...data, applied } : data);
    }),
    '/api/repay/confirmExtensionOrder': withOrder((request) => {
      const data = extensionDataView(market, language(request), state.refusal);
      if (!data.available || !data.newDueDate) {
        const name = ROLLOVER_REFUSAL_ERRORS[state.refusal ?? 'nothingDue'];
        return fail(ERRORS[name].code, errorMessage(name, language(request)), ERRORS[name].http);
      }
      state.extension = {
        extensionId: 'EXT-0001',
        orderNo,
        status: 'awaitingFee',
        total: data.total,
        currency: data.currency,
        newDueDate: data.newDueDate,
        // 23:59 on 6 April 2026 in the market's time zone: Mexico City is UTC-6, Lagos UTC+1.
        expiresAt: market === 'MX' ? '2026-04-07T05:59:00.000Z' : '2026-04-06T22:59:00.000Z',
      };
      return ok(state.extension);
    }),
    '/api/repay/updateExtensionOrderStatus': withOrder((request) =>
      state.extension ? ok(state.extension) : refuse(request, 'extensionNotFound'),
    ),
  };
  Object.assign(api.routes, handlers);
  return { api, state };
}
