import {
  type ChannelView,
  channelRoute,
  channelText,
  ERRORS,
  type ErrorName,
  errorMessage,
  findProduct,
  type Language,
  OXXO_STORE_LIMIT_MINOR,
  type OxxoReferenceView,
  oxxoReferenceProblem,
  parseLanguage,
  REPAYMENT_AMOUNT_ERRORS,
  REPAYMENT_CHANNELS,
  type RepaymentDetailView,
  repaymentAmountProblem,
  type StpClabeView,
  toMajor,
  toMinor,
} from '@puente/domain';
import { fail, type Handler, ok, type SeenRequest } from './fake-api.ts';
import { fakeLoans, type LoansState, orderView } from './fake-loans.ts';

/** The Mexican borrower's overdue loan the repay fakes describe (orderView('MX', 3)'s number). */
export const REPAY_ORDER_NO = 'PUMX30001';

const language = (request: SeenRequest): Language => parseLanguage(request.headers.lang);

/** The product of the loan the fakes describe: its repayment rules are the ones the service applies. */
const PRODUCT = (() => {
  const product = findProduct('mx-91');
  if (!product) throw new Error('mx-91 is gone');
  return product;
})();

/** The channels the service offers in Mexico, named in the borrower's language (as the server does). */
export function mxChannels(lang: Language): ChannelView[] {
  return REPAYMENT_CHANNELS.MX.map((channelId) => ({
    channelId,
    route: channelRoute(channelId),
    ...channelText(channelId, lang),
  }));
}

/**
 * What /repay/repay-order/detail answers for a 3,000-peso loan four days overdue: its first phase
 * (1,081.00) and the penalty (120.00) are due now; a 50-peso coupon was applied.
 */
export function repayDetailView(overrides: Partial<RepaymentDetailView> = {}): RepaymentDetailView {
  return {
    orderNo: REPAY_ORDER_NO,
    status: 3,
    statusName: 'overdue',
    currency: 'MXN',
    dueDate: '2026-04-01',
    overdueDays: 4,
    dueNow: 1201,
    totalOwed: 3233.8,
    breakdown: {
      principal: 3000,
      interest: 36,
      fee: 108,
      tax: 19.8,
      penalty: 120,
      rolloverFee: 0,
      coupon: 50,
    },
    repaid: 0,
    credit: 0,
    schedule: [
      { phase: 1, dueDate: '2026-04-01', amount: 1081, paid: 0, status: 'overdue' },
      { phase: 2, dueDate: '2026-05-02', amount: 1055.8, paid: 0, status: 'upcoming' },
      { phase: 3, dueDate: '2026-06-01', amount: 1027, paid: 0, status: 'upcoming' },
    ],
    rules: {
      minAmount: toMajor(PRODUCT.repayment.minMinor),
      step: toMajor(PRODUCT.repayment.stepMinor),
      allowOverpayment: PRODUCT.repayment.allowOverpayment,
    },
    channels: mxChannels('en'),
    extension: { available: false, left: 0 },
    paidOff: false,
    ...overrides,
  };
}

export const STP_ACCOUNT: StpClabeView = {
  clabe: '646180123456789012',
  bankName: 'STP',
  beneficiary: 'Puente Créditos SA de CV',
  amountDue: 1201,
  totalOwed: 3233.8,
  currency: 'MXN',
};

/** The reference the fake hands out; the amount is the one asked for. */
export const OXXO_REFERENCE: Omit<OxxoReferenceView, 'amount'> = {
  payOrderId: 'PO-0001',
  reference: '93001234567890',
  barcode: '93001234567890',
  currency: 'MXN',
  // 23:59 on 4 March 2026 in Mexico City (UTC-6).
  expiresAt: '2026-03-05T05:59:00.000Z',
  storeLimit: toMajor(OXXO_STORE_LIMIT_MINOR),
};

export interface RepayState {
  /** The detail answered; unless emptied, its channels are the market's, named in the request's language. */
  detail: RepaymentDetailView;
  stp: StpClabeView;
  reference: Omit<OxxoReferenceView, 'amount'>;
}

/**
 * The repayment calls of the contract (detail, STP CLABE, OXXO reference) in memory, on top of the
 * loans fake, whose latest order is the overdue loan the detail describes. The OXXO call refuses as
 * the service does, with a message in the request's language.
 */
export function fakeRepay(
  start: Partial<RepayState> = {},
  loans: Partial<LoansState> = { order: orderView('MX', 3, { orderNo: REPAY_ORDER_NO }) },
) {
  const { api, state: loansState } = fakeLoans('MX', loans);
  const state: RepayState = {
    detail: repayDetailView(),
    stp: STP_ACCOUNT,
    reference: OXXO_REFERENCE,
    ...start,
  };

  const withOrder =
    (then: (request: SeenRequest) => ReturnType<Handler>): Handler =>
    (request) => {
      const orderNo = request.payload.orderNo;
      if (!orderNo) return fail(10010501, 'order number cannot be empty');
      if (orderNo !== state.detail.orderNo) return fail(10010502, 'Order not found', 404);
      return then(request);
    };

  /** The service's checks of an OXXO amount, in its order: whole pesos, the product's rules, the store's. */
  const refuseAmount = (request: SeenRequest): ReturnType<Handler> | undefined => {
    const refuse = (name: ErrorName, params?: Record<string, string | number>) =>
      fail(ERRORS[name].code, errorMessage(name, language(request), params), ERRORS[name].http);
    const amount = Number(request.payload.amount);
    if (!Number.isSafeInteger(amount)) return refuse('repayAmountNotWhole');
    const owed = toMinor(state.detail.totalOwed);
    const problem = repaymentAmountProblem(PRODUCT, toMinor(amount), owed);
    if (problem) {
      return refuse(REPAYMENT_AMOUNT_ERRORS[problem], {
        min: toMajor(PRODUCT.repayment.minMinor),
        step: toMajor(PRODUCT.repayment.stepMinor),
        owed: toMajor(owed),
      });
    }
    const storeProblem = oxxoReferenceProblem(toMinor(amount));
    if (storeProblem === 'aboveStoreLimit') {
      return refuse('oxxoAboveStoreLimit', { limit: toMajor(OXXO_STORE_LIMIT_MINOR) });
    }
    if (storeProblem) return refuse('oxxoBelowStoreMinimum');
    return undefined;
  };

  const handlers: Record<string, Handler> = {
    '/api/repay/repay-order/detail': withOrder((request) =>
      ok({
        ...state.detail,
        channels: state.detail.channels.length === 0 ? [] : mxChannels(language(request)),
      }),
    ),
    '/api/repay/getStpClabe': withOrder(() => ok(state.stp)),
    '/api/repay/getOXXOReference': withOrder(
      (request) =>
        refuseAmount(request) ?? ok({ ...state.reference, amount: Number(request.payload.amount) }),
    ),
  };
  Object.assign(api.routes, handlers);
  return { api, state, loans: loansState };
}
