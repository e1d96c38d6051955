import {
  type CashierCheckoutView,
  type ChannelId,
  type ChannelView,
  channelRoute,
  channelText,
  currencyUnitParams,
  ERRORS,
  type ErrorName,
  errorMessage,
  findProduct,
  type Gateway,
  type HeldCreditView,
  type Language,
  type MarketId,
  OXXO_STORE_LIMIT_MINOR,
  type OxxoReferenceView,
  oxxoReferenceProblem,
  type PayOrderStatusView,
  type PortalRepaymentView,
  parseLanguage,
  REPAYMENT_AMOUNT_ERRORS,
  REPAYMENT_CHANNELS,
  type RepaymentDetailView,
  type ReservedAccountProvider,
  type ReservedAccountView,
  repaymentAmountProblem,
  type StpClabeView,
  toMajor,
  toMinor,
  type VoucherView,
} from '@puente/domain';
import { fail, type Handler, ok, type SeenRequest } from './fake-api.ts';
import { fakeLoans, type LoansState, orderView } from './fake-loans.ts';

/** The Mexican borrower's overdue loan the repay fakes describe (orderView('MX', 3)'s number). */
export const REPAY_ORDER_NO = 'PUMX30001';

const language = (request: SeenRequest): Language => parseLanguage(request.headers.lang);

/** The Nigerian borrower's overdue loan the Nigerian fakes describe (orderView('NG', 3)'s number). */
export const NG_REPAY_ORDER_NO = 'PUNG30001';

function productOf(id: string) {
  const product = findProduct(id);
  if (!product) throw new Error(`${id} is gone`);
  return product;
}

/** The product of the loan the fakes describe: its repayment rules are the ones the service applies. */
const PRODUCTS: Record<MarketId, ReturnType<typeof productOf>> = {
  MX: productOf('mx-91'),
  NG: productOf('ng-91'),
};

/** The Nigerian providers a service offers, preferred first (NG_CHECKOUT_GATEWAYS, NG_ACCOUNT_PROVIDERS). */
export interface OfferedProviders {
  gateways: Gateway[];
  accountProviders: ReservedAccountProvider[];
}

/** What a production service offers by default: both gateways, Paystack first, and Monnify's accounts. */
export const DEFAULT_OFFERED: OfferedProviders = {
  gateways: ['paystack', 'flutterwave'],
  accountProviders: ['monnify'],
};

/**
 * Channels named in the borrower's language, as the server names them; the cashier names its
 * gateways and the reserved account its providers.
 */
export function channelsOf(
  ids: readonly ChannelId[],
  lang: Language,
  offered: OfferedProviders = DEFAULT_OFFERED,
): ChannelView[] {
  return ids.map((channelId) => ({
    channelId,
    route: channelRoute(channelId),
    ...channelText(channelId, lang),
    ...(channelId === 'cashier' ? { gateways: [...offered.gateways] } : {}),
    ...(channelId === 'reservedAccount' ? { accountProviders: [...offered.accountProviders] } : {}),
  }));
}

/** The channels the service offers in Mexico, named in the borrower's language (as the server does). */
export function mxChannels(lang: Language): ChannelView[] {
  return channelsOf(REPAYMENT_CHANNELS.MX, lang);
}

/**
 * What /repay/repay-order/detail answers for a 3,000-peso loan four days overdue: its first phase
 * (1,081.00) and the penalty are due now; the interest owed carries 16 % IVA (5.76 on 36.00); a
 * 50-peso coupon was applied.
 */
export function repayDetailView(overrides: Partial<RepaymentDetailView> = {}): RepaymentDetailView {
  return {
    orderNo: REPAY_ORDER_NO,
    status: 3,
    statusName: 'Overdued',
    currency: 'MXN',
    dueDate: '2026-04-01',
    overdueDays: 4,
    dueNow: 1201,
    totalOwed: 3233.8,
    breakdown: {
      principal: 3000,
      interest: 36,
      interestTax: 5.76,
      fee: 108,
      tax: 19.8,
      penalty: 64.24,
      rolloverFee: 0,
      // Already taken off the interest above: the lines add up to totalOwed without it.
      coupon: 50,
    },
    repaid: 0,
    credit: 0,
    schedule: [
      { phase: 1, dueDate: '2026-04-01', amount: 1081, paid: 0, status: 'overdue' },
      { phase: 2, dueDate: '2026-05-02', amount: 1055.8, paid: 0, status: 'upcoming' },
      { phase: 3, dueDate: '2026-06-01', amount: 1027, paid: 0, status: 'upcoming' },
    ],
    rules: rulesOf('MX'),
    channels: mxChannels('en'),
    extension: { available: false, left: 0 },
    paidOff: false,
    ...overrides,
  };
}

function rulesOf(market: MarketId): RepaymentDetailView['rules'] {
  const { repayment } = PRODUCTS[market];
  return {
    minAmount: toMajor(repayment.minMinor),
    step: toMajor(repayment.stepMinor),
    allowOverpayment: repayment.allowOverpayment,
  };
}

/**
 * What /repay/repay-order/detail answers for a 36,000-naira Nigerian loan four days overdue:
 * ₦12,345.60 is due now (so the cashier starts at ₦12,400, the next step of ₦100).
 */
export function ngRepayDetailView(overrides: Partial<RepaymentDetailView> = {}): RepaymentDetailView {
  return repayDetailView({
    orderNo: NG_REPAY_ORDER_NO,
    currency: 'NGN',
    dueNow: 12345.6,
    totalOwed: 36000,
    breakdown: {
      principal: 30000,
      interest: 2000,
      // Nigeria charges no VAT on interest (decision 029).
      interestTax: 0,
      fee: 2000,
      tax: 150,
      penalty: 1850,
      rolloverFee: 0,
      coupon: 0,
    },
    schedule: [
      { phase: 1, dueDate: '2026-04-01', amount: 12345.6, paid: 0, status: 'overdue' },
      { phase: 2, dueDate: '2026-05-02', amount: 11904.4, paid: 0, status: 'upcoming' },
      { phase: 3, dueDate: '2026-06-01', amount: 11750, paid: 0, status: 'upcoming' },
    ],
    rules: rulesOf('NG'),
    channels: channelsOf(REPAYMENT_CHANNELS.NG, 'en'),
    ...overrides,
  });
}

/** The Monnify account the Nigerian fake keeps for the borrower (a ten-digit NUBAN). */
export const RESERVED_ACCOUNT: ReservedAccountView = {
  provider: 'monnify',
  accountNumber: '5012345678',
  bankName: 'Wema Bank',
  accountName: 'Puente Naija - Ada Obi',
  amountDue: 12345.6,
  totalOwed: 36000,
  currency: 'NGN',
};

/** A gateway checkout for `amount`, as the fake hands them out (the sandbox's checkout page). */
export function checkoutView(gateway: CashierCheckoutView['gateway'], amount: number): CashierCheckoutView {
  return {
    payOrderId: 'PO-NG-0001',
    gateway,
    checkoutUrl: `http://localhost/dev/checkout/${gateway}-ref-0001`,
    reference: `${gateway}-ref-0001`,
    amount,
    currency: 'NGN',
    expiresAt: '2026-04-05T11:00:00.000Z',
  };
}

/** A payment link's pay order in Mexico: masked order, initials, amounts; no name, phone or address. */
export const PORTAL_VIEW: PortalRepaymentView = {
  payOrderId: 'PO-LINK-0001',
  orderNoMasked: 'PUMX…0001',
  borrowerInitials: 'J. P.',
  amountDue: 1201,
  totalOwed: 3233.8,
  currency: 'MXN',
  dueDate: '2026-04-01',
  status: 'pending',
  channels: channelsOf(['stp', 'oxxo'], 'en'),
};

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
  reflected: 'withinMinutes',
};

export interface RepayState {
  /** The detail answered; unless emptied, its channels are the market's, named in the request's language. */
  detail: RepaymentDetailView;
  /** The gateways and account providers offered: the detail names them, the other calls refuse the rest. */
  offered: OfferedProviders;
  stp: StpClabeView;
  reference: Omit<OxxoReferenceView, 'amount'>;
  reserved: ReservedAccountView;
  /** The extension waiting for its fee (its id and total), which the cashier takes instead of an amount. */
  extension?: { extensionId: string; total: number };
  /**
   * What verify-opt answers for each pay order, one status per call (the last one repeats):
   * ['pending', 'paid'] is a payment the gateway confirms on the second check.
   */
  payOrders: Record<string, PayOrderStatusView['status'][]>;
  /** The amount each pay order is for. */
  payOrderAmount: number;
  payOrderPurpose: PayOrderStatusView['purpose'];
  /** The proofs sent, newest first, and the receipt photos uploaded (their ids). */
  vouchers: VoucherView[];
  images: string[];
  /** The payment link the portal fake knows; any other id is refused. */
  portal: PortalRepaymentView;
  /** The borrower's credit held (decision 032): nothing unless a test holds some. */
  credit: HeldCreditView;
}

/** A borrower with no credit held and no return asked for. */
export function heldCreditView(overrides: Partial<HeldCreditView> = {}): HeldCreditView {
  return {
    amount: 0,
    currency: 'MXN',
    applyToNextLoan: false,
    account: { bankName: 'BBVA México', accountEnding: '7771' },
    returns: [],
    ...overrides,
  };
}

/**
 * The repayment calls of the contract in memory, on top of the loans fake, whose latest order is
 * the Mexican overdue loan the detail describes.
 */
export function fakeRepay(
  start: Partial<RepayState> = {},
  loans: Partial<LoansState> = { order: orderView('MX', 3, { orderNo: REPAY_ORDER_NO }) },
) {
  return fakeRepayIn('MX', start, loans);
}

/** The same calls for the Nigerian borrower's overdue loan (NG_REPAY_ORDER_NO), in naira. */
export function fakeNgRepay(
  start: Partial<RepayState> = {},
  loans: Partial<LoansState> = { order: orderView('NG', 3, { orderNo: NG_REPAY_ORDER_NO }) },
) {
  return fakeRepayIn('NG', { detail: ngRepayDetailView(), ...start }, loans);
}

/**
 * The repayment calls of the contract in memory for one market: detail, STP CLABE, OXXO
 * reference, the cashier's checkout and verify, the reserved account, proofs of payment and the
 * payment link. Refusals come as the service gives them, in the request's language.
 */
function fakeRepayIn(market: MarketId, start: Partial<RepayState>, loans: Partial<LoansState>) {
  const PRODUCT = PRODUCTS[market];
  const { api, state: loansState } = fakeLoans(market, loans);
  const state: RepayState = {
    detail: repayDetailView(),
    offered: DEFAULT_OFFERED,
    stp: STP_ACCOUNT,
    reference: OXXO_REFERENCE,
    reserved: RESERVED_ACCOUNT,
    payOrders: {},
    payOrderAmount: 12400,
    payOrderPurpose: 'repayment',
    vouchers: [],
    images: [],
    portal: PORTAL_VIEW,
    credit: heldCreditView({ currency: market === 'NG' ? 'NGN' : 'MXN' }),
    ...start,
  };
  const refuseAs = (request: SeenRequest, name: ErrorName, params?: Record<string, string | number>) =>
    fail(ERRORS[name].code, errorMessage(name, language(request), params), ERRORS[name].http);

  const withOrder =
    (then: (request: SeenRequest) => ReturnType<Handler>): Handler =>
    (request) => {
      const orderNo = request.payload.orderNo;
      if (!orderNo) return refuseAs(request, 'orderNoMissing');
      if (orderNo !== state.detail.orderNo) return refuseAs(request, 'orderNotFound');
      return then(request);
    };

  /** The service's checks of an amount, in its order: whole major units, then the product's rules. */
  const refuseRepayment = (request: SeenRequest): ReturnType<Handler> | undefined => {
    const refuse = (name: ErrorName, params?: Record<string, string | number>) =>
      refuseAs(request, name, params);
    const amount = Number(request.payload.amount);
    if (!Number.isSafeInteger(amount)) {
      return refuse('repayAmountNotWhole', currencyUnitParams(market, language(request)));
    }
    const owed = toMinor(state.detail.totalOwed);
    const problem = repaymentAmountProblem(PRODUCT, toMinor(amount), owed);
    if (problem) {
      return refuse(REPAYMENT_AMOUNT_ERRORS[problem], {
        ...currencyUnitParams(market, language(request)),
        min: toMajor(PRODUCT.repayment.minMinor),
        step: toMajor(PRODUCT.repayment.stepMinor),
        owed: toMajor(owed),
      });
    }
    return undefined;
  };

  /** The service's checks of an OXXO amount: a repayment's, then the store's. */
  const refuseAmount = (request: SeenRequest): ReturnType<Handler> | undefined => {
    const refuse = (name: ErrorName, params?: Record<string, string | number>) =>
      refuseAs(request, name, params);
    const refused = refuseRepayment(request);
    if (refused) return refused;
    const amount = Number(request.payload.amount);
    const storeProblem = oxxoReferenceProblem(toMinor(amount));
    if (storeProblem === 'aboveStoreLimit') {
      return refuse('oxxoAboveStoreLimit', { limit: toMajor(OXXO_STORE_LIMIT_MINOR) });
    }
    if (storeProblem) return refuse('oxxoBelowStoreMinimum');
    return undefined;
  };

  /** A gateway's checkout: for an amount of the loan, or the waiting extension's fee. */
  const checkout = (gateway: CashierCheckoutView['gateway']) =>
    withOrder((request) => {
      if (market !== 'NG' || !state.offered.gateways.includes(gateway)) {
        return refuseAs(request, 'noPaymentMethod');
      }
      if (request.payload.extensionId !== undefined) {
        const waiting = state.extension;
        // The extension asked for is not the one waiting: the service says it no longer waits.
        if (!waiting || waiting.extensionId !== request.payload.extensionId) {
          return refuseAs(request, 'extensionNotWaiting');
        }
        return ok(checkoutView(gateway, waiting.total));
      }
      return refuseRepayment(request) ?? ok(checkoutView(gateway, Number(request.payload.amount)));
    });

  /** The account a provider keeps for the borrower, refused unless the provider is offered. */
  const reservedAccount = (provider: ReservedAccountProvider) =>
    withOrder((request) =>
      market === 'NG' && state.offered.accountProviders.includes(provider)
        ? ok({ ...state.reserved, provider })
        : refuseAs(request, 'noPaymentMethod'),
    );

  /** The payment link's pay order, refused alike whether it never existed or is someone else's. */
  const withLink =
    (then: (request: SeenRequest) => ReturnType<Handler>): Handler =>
    (request) => {
      if (request.payload.payOrderId !== state.portal.payOrderId) return refuseAs(request, 'payOrderMissing');
      return then(request);
    };

  const handlers: Record<string, Handler> = {
    '/api/repay/repay-order/detail': withOrder((request) =>
      ok({
        ...state.detail,
        channels:
          state.detail.channels.length === 0
            ? []
            : channelsOf(REPAYMENT_CHANNELS[market], language(request), state.offered),
      }),
    ),
    '/api/repay/paystack/authorization': checkout('paystack'),
    '/api/repay/flutterwave/repay-link': checkout('flutterwave'),
    '/api/repay/flutterwave/verify-opt': (request) => {
      const payOrderId = String(request.payload.payOrderId ?? '');
      const answers = state.payOrders[payOrderId];
      if (!answers) return refuseAs(request, 'payOrderMissing');
      const status = (answers.length > 1 ? answers.shift() : answers[0]) as PayOrderStatusView['status'];
      return ok({
        payOrderId,
        status,
        amount: state.payOrderAmount,
        currency: state.detail.currency,
        purpose: state.payOrderPurpose,
      });
    },
    '/api/repay/monnify_reserved_account': reservedAccount('monnify'),
    '/api/repay/flutterwave_reserved_account': reservedAccount('flutterwave'),
    '/api/repay/dedicated_account/create': reservedAccount('paystack'),
    '/api/repay/upload/user/voucher': (request) => {
      if (!request.files.includes('file')) return refuseAs(request, 'imageMissing');
      const imageId = `00000000-0000-4000-8000-${String(state.images.length + 1).padStart(12, '0')}`;
      state.images.push(imageId);
      return ok({ imageId });
    },
    '/api/repay/save/user/voucher': withOrder((request) => {
      const { imageId, reference, amount } = request.payload;
      if (typeof imageId !== 'string' || !state.images.includes(imageId))
        return refuseAs(request, 'voucherImageMissing');
      const typed = String(reference ?? '').trim();
      if (typed.length < 4 || typed.length > 40) return refuseAs(request, 'voucherReferenceInvalid');
      if (state.vouchers.some((voucher) => voucher.reference === typed)) {
        return refuseAs(request, 'voucherReferenceUsed');
      }
      const refused = refuseRepayment(request);
      if (refused) return refused;
      const submittedAt = new Date('2026-04-05T15:00:00.000Z');
      const voucher: VoucherView = {
        voucherId: `V-${state.vouchers.length + 1}`,
        orderNo: state.detail.orderNo,
        reference: typed,
        amount: Number(amount),
        currency: state.detail.currency,
        status: 'pending',
        submittedAt: submittedAt.toISOString(),
        feedbackDueAt: new Date(submittedAt.getTime() + 48 * 3_600_000).toISOString(),
      };
      state.vouchers.unshift(voucher);
      return ok(voucher);
    }),
    '/api/repay/get/voucher/list': withOrder(() => ok({ vouchers: state.vouchers })),
    '/api/portal/repayment/detail': withLink((request) =>
      ok({
        ...state.portal,
        channels: channelsOf(
          state.portal.channels.map((c) => c.channelId),
          language(request),
          state.offered,
        ),
      }),
    ),
    '/api/portal/repayment/confirm': withLink((request) => {
      const channelId = request.payload.channelId;
      if (!channelId) return refuseAs(request, 'channelIdMissing');
      if (!state.portal.channels.some((channel) => channel.channelId === channelId)) {
        return refuseAs(request, 'noPaymentMethod');
      }
      if (channelId === 'oxxo') return ok({ ...state.reference, amount: state.portal.amountDue });
      if (channelId === 'stp') return ok(state.stp);
      return ok(checkoutView('paystack', state.portal.amountDue));
    }),
    '/api/repay/credit/detail': () => ok(state.credit),
    // As the service does: everything held goes back at once; asked again, the return on its way.
    '/api/repay/credit/return': (request) => {
      const { credit } = state;
      const onItsWay = credit.returns.find((r) => r.status === 'sending');
      if (credit.amount <= 0) return onItsWay ? ok(onItsWay) : refuseAs(request, 'noCreditHeld');
      if (!credit.account) return refuseAs(request, 'creditNoBankAccount');
      const sent = {
        returnId: `CR-${credit.returns.length + 1}`,
        amount: credit.amount,
        currency: credit.currency,
        status: 'sending' as const,
        ...credit.account,
        requestedAt: '2026-04-05T15:00:00.000Z',
      };
      state.credit = { ...credit, amount: 0, applyToNextLoan: false, returns: [sent, ...credit.returns] };
      return ok(sent);
    },
    // The open loan is paid up to what it owes; the rest waits for the next loan.
    '/api/repay/credit/apply': (request) => {
      const { credit } = state;
      if (credit.amount <= 0) return refuseAs(request, 'noCreditHeld');
      const applied = credit.openOrderNo ? Math.min(credit.amount, state.detail.totalOwed) : 0;
      const held = toMajor(toMinor(credit.amount) - toMinor(applied));
      state.credit = { ...credit, amount: held, applyToNextLoan: held > 0 };
      return ok({
        applied,
        ...(applied > 0 ? { orderNo: credit.openOrderNo } : {}),
        held,
        applyToNextLoan: held > 0,
        currency: credit.currency,
      });
    },
    '/api/repay/getStpClabe': withOrder(() => ok(state.stp)),
    '/api/repay/getOXXOReference': withOrder((request) => {
      if (request.payload.extensionId !== undefined) {
        const waiting = state.extension;
        // The extension asked for is not the one waiting: the service says it no longer waits.
        if (!waiting || waiting.extensionId !== request.payload.extensionId) {
          return refuseAs(request, 'extensionNotWaiting');
        }
        return ok({ ...state.reference, amount: waiting.total });
      }
      return refuseAmount(request) ?? ok({ ...state.reference, amount: Number(request.payload.amount) });
    }),
  };
  Object.assign(api.routes, handlers);
  return { api, state, loans: loansState };
}
