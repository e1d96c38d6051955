import {
  type CreditInfoView,
  cancelReasonProblem,
  ERRORS,
  type ErrorName,
  errorMessage,
  HOME_STATUS_TEXT,
  type HomeView,
  homeStatus,
  type LedgerLineView,
  MARKET_LENDING,
  MARKETS,
  type MarketId,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  type OrderStatusName,
  type OrderView,
  type ProductView,
  parseLanguage,
  priceLoan,
  productsFor,
  productView,
  quoteView,
  SUCCESS_MESSAGES,
  stepAmounts,
  toMajor,
  toMinor,
} from '@puente/domain';
import type { CallAnswer } from '../api/call.ts';
import { fail, type Handler, ok, type SeenRequest } from './fake-api.ts';
import { fakeOnboarding, type OnboardingState, stepsDone } from './fake-onboarding.ts';

/** The code the fake accepts when a loan is signed; any other is refused as the server would. */
export const GOOD_CODE = '123456';

/** Each status by its name, as the service names it (ORDER_STATUS). */
const STATUS_NAMES = new Map<number, OrderStatusName>(
  ORDER_STATUS_NAMES.map((name) => [ORDER_STATUS[name], name]),
);

function statusName(status: number): OrderStatusName {
  const name = STATUS_NAMES.get(status);
  if (!name) throw new Error(`order status ${status} has no name`);
  return name;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A bank account on file, so the borrower's onboarding is complete. */
export const ONBOARDED: Partial<OnboardingState> = {
  ...stepsDone('personalInfo', 'identity', 'additionalInfo', 'questionnaire'),
  bankAccounts: [
    {
      id: 'acc-1',
      cardType: 'CLABE',
      bankCode: '012',
      bankName: 'BBVA México',
      accountMasked: '•••• 9713',
      holderName: 'Juan Pérez López',
      primary: true,
    },
  ],
};

/**
 * An order as the service shows it (OrderView), priced by the domain exactly as the server prices
 * it: the market's first product (or `productId`), `amount` in major units, starting 2026-03-02.
 */
export function orderView(
  market: MarketId,
  status: number,
  overrides: Partial<OrderView> & { amount?: number; now?: Date } = {},
): OrderView {
  const { amount, now = new Date(), ...rest } = overrides;
  const product = productsFor(market).find((p) => p.id === rest.productId) ?? productsFor(market)[0];
  if (!product) throw new Error(`no product in ${market}`);
  const lending = MARKET_LENDING[market];
  const currency = MARKETS[market].currency;
  const amountMinor = amount === undefined ? product.amount.min * 3 : toMinor(amount);
  const quote = quoteView(
    priceLoan(product, lending, { amountMinor, startDate: '2026-03-02', repeat: false }),
    currency,
  );
  const disbursed = [2, 3, 4].includes(status);
  const statement: LedgerLineView[] = disbursed
    ? [
        line('2026-03-02', 'disbursement', quote.loanAmount, 'Loan disbursed'),
        line('2026-03-02', 'fee', quote.fee, 'Processing fee'),
        line('2026-03-02', 'tax', quote.tax, 'Tax on the fee'),
        ...(status === 4 ? [line('2026-05-30', 'repayment', quote.totalRepay, 'Repayment received')] : []),
      ]
    : [];
  return {
    orderNo: `PU${market}${status}0001`,
    status,
    statusName: statusName(status),
    productId: product.id,
    productName: product.name.en,
    loanAmount: quote.loanAmount,
    currency,
    appliedAt: new Date(now.getTime() - 30 * MINUTE).toISOString(),
    ...(status === 1 ? { decideAt: new Date(now.getTime() + 10 * MINUTE).toISOString() } : {}),
    ...(status === 9 ? { retryAt: new Date(now.getTime() + 30 * DAY).toISOString() } : {}),
    ...([14, 18].includes(status) ? { offerExpiresAt: new Date(now.getTime() + DAY).toISOString() } : {}),
    ...(disbursed ? { disbursedAt: '2026-03-02T16:00:00.000Z', dueDate: quote.dueDate } : {}),
    quote,
    balance: {
      repaid: status === 4 ? quote.totalRepay : 0,
      unrepaid: status === 4 || !disbursed ? 0 : quote.totalRepay,
      overdueDays: status === 3 ? 4 : 0,
      penalty: status === 3 ? 120 : 0,
    },
    schedule: quote.schedule.map((phase) => ({
      phase: phase.phase,
      dueDate: phase.dueDate,
      amount: phase.amount,
      paid: status === 4 ? phase.amount : 0,
      status: status === 4 ? 'paid' : status === 3 && phase.phase === 1 ? 'overdue' : 'upcoming',
    })),
    statement,
    ...rest,
  };
}

function line(businessDate: string, kind: string, amount: number, description: string): LedgerLineView {
  return { at: `${businessDate}T16:00:00.000Z`, businessDate, kind, amount, description };
}

export type AgreementSummary = CallAnswer<'GET /api/loan/agreement/list'>['agreements'][number];

/** A partner lender as configured on the service (PARTNER_OFFERS), its rate in both languages. */
export interface PartnerOfferFixture {
  id: string;
  name: string;
  url: string;
  amount: { min: number; max: number };
  rate: { en: string; es: string };
}

/** The partners the fake service is configured with, per market (tests may configure none). */
export const PARTNERS: Record<MarketId, PartnerOfferFixture[]> = {
  MX: [
    {
      id: 'mx-test-partner',
      name: 'Test Partner MX',
      url: 'https://partner.test/mx',
      amount: { min: 500, max: 20_000 },
      rate: { en: 'CAT from 95 % without VAT', es: 'CAT desde 95 % sin IVA' },
    },
  ],
  NG: [
    {
      id: 'ng-test-partner',
      name: 'Test Partner NG',
      url: 'https://partner.test/ng',
      amount: { min: 20_000, max: 300_000 },
      rate: { en: 'Effective annual rate from 60 %', es: 'Tasa anual efectiva desde 60 %' },
    },
    {
      id: 'ng-test-partner-2',
      name: 'Second Partner NG',
      url: 'https://partner.test/ng-2',
      amount: { min: 50_000, max: 500_000 },
      rate: { en: 'Effective annual rate from 45 %', es: 'Tasa anual efectiva desde 45 %' },
    },
  ],
};

export interface LoansState {
  /** The borrower's latest order (what /loan/loan-order/latest answers). */
  order: OrderView | null;
  /** Older, closed orders (Finished tab). */
  history: OrderView[];
  /** The borrower's limit, major units. */
  quota: number;
  agreements: AgreementSummary[];
  /** What /loan/get-money-time adds to the order's status. */
  moneyTime: { requestedAt?: string; expectedBy?: string; disbursedAt?: string; failureReason?: string };
  /** The borrower's credit held, which home shows (decision 032). */
  heldCredit?: HomeView['heldCredit'];
  /** The partner lenders the service is configured with (none: `[]`). */
  partners: PartnerOfferFixture[];
}

const language = (request: SeenRequest) => parseLanguage(request.headers.lang);
const refuse = (name: ErrorName, request: SeenRequest, params?: Record<string, string | number>) =>
  fail(ERRORS[name].code, errorMessage(name, language(request), params), ERRORS[name].http);

/**
 * The loan calls of the contract (/tmp/loans-contract.md), in memory, on top of the onboarding fake
 * (a borrower whose onboarding is done unless `onboarding` says otherwise). Products and quotes
 * come from the domain's pricing, so the screens show the figures the server would.
 */
export function fakeLoans(
  market: MarketId,
  start: Partial<LoansState> = {},
  onboarding: Partial<OnboardingState> = ONBOARDED,
) {
  const { api, state: onboardingState } = fakeOnboarding(market, onboarding);
  const lending = MARKET_LENDING[market];
  const currency = MARKETS[market].currency;
  const state: LoansState = {
    order: null,
    history: [],
    quota: toMajor(lending.quota.first),
    agreements: [],
    moneyTime: {},
    partners: PARTNERS[market],
    ...start,
  };
  const products = (request: SeenRequest): ProductView[] =>
    productsFor(market).map((product) => productView(product, lending, language(request)));

  /** Runs `then` with the payload's order, or answers the refusal the server would give. */
  const withOrder =
    (then: (order: OrderView, request: SeenRequest) => ReturnType<Handler>): Handler =>
    (request) => {
      const orderNo = request.payload.orderNo;
      if (!orderNo) return refuse('orderNoMissing', request);
      const order = [state.order, ...state.history].find((o) => o?.orderNo === orderNo);
      return order ? then(order, request) : refuse('orderNotFound', request);
    };
  const move = (status: number) => {
    if (state.order) state.order = { ...state.order, status, statusName: statusName(status) };
  };
  const agreement = (signed: boolean) =>
    withOrder((order, request) =>
      ok({
        orderNo: order.orderNo,
        version: '2026-1',
        language: language(request),
        title: language(request) === 'es' ? 'Contrato de préstamo' : 'Loan agreement',
        text: `Loan agreement for order ${order.orderNo}.\n\nThe lender lends ${order.loanAmount} ${order.currency}.\n\nThe borrower repays ${order.quote.totalRepay} ${order.currency}.`,
        sha256: 'a'.repeat(64),
        signed,
        ...(signed ? { signedAt: '2026-03-02T15:00:00.000Z' } : {}),
      }),
    );

  const handlers: Record<string, Handler> = {
    '/api/loan/product/list': (request) => ok({ products: products(request) }),
    '/api/loan/product/list-market': (request) => ok({ products: products(request) }),
    '/api/loan/product/step-amount': (request) => {
      const product = productsFor(market).find((p) => p.id === request.payload.productId);
      if (!product) return refuse('productNotFound', request);
      return ok({
        amounts: stepAmounts(product, toMinor(state.quota)).map(toMajor),
        quota: state.quota,
        currency,
      });
    },
    '/api/loan/loan-product/index': (request) => {
      const status = homeStatus(
        state.order
          ? {
              status: state.order.status,
              retryAt: state.order.retryAt ? new Date(state.order.retryAt) : null,
            }
          : null,
        new Date(),
      );
      const view: HomeView = {
        homeStatus: status,
        banner: HOME_STATUS_TEXT[status].banner[language(request)],
        button: HOME_STATUS_TEXT[status].button[language(request)],
        quota: state.quota,
        currency,
        order: state.order,
        ...(status === 'rejected' && state.order?.retryAt ? { retryAt: state.order.retryAt } : {}),
        ...(state.heldCredit ? { heldCredit: state.heldCredit } : {}),
        hotProducts: products(request),
      };
      return ok(view);
    },
    '/api/loan/confirm/product-info': (request) => {
      if (request.payload.orderNo) return withOrder((order) => ok({ quote: order.quote }))(request);
      const product = productsFor(market).find((p) => p.id === request.payload.productId);
      if (!product) return refuse('productNotFound', request);
      const amountMinor = toMinor(Number(request.payload.loanAmount));
      return ok({
        quote: quoteView(
          priceLoan(product, lending, { amountMinor, startDate: '2026-03-02', repeat: false }),
          currency,
        ),
      });
    },
    '/api/loan/loan-order/apply-market': (request) => {
      const product = productsFor(market).find((p) => p.id === request.payload.productId);
      if (!product) return refuse('productNotFound', request);
      if (state.order && [1, 14, 18, 19, 7, 10, 2, 3].includes(state.order.status)) {
        return refuse('orderOpen', request);
      }
      const loanAmount = Number(request.payload.loanAmount);
      if (loanAmount > state.quota) return refuse('amountOverQuota', request, { quota: state.quota });
      state.order = orderView(market, 1, { productId: product.id, amount: loanAmount, orderNo: 'PUNEW0001' });
      return ok(
        { orderNo: state.order.orderNo, status: 1, decideAt: state.order.decideAt },
        SUCCESS_MESSAGES.orderSubmitted[language(request)],
      );
    },
    '/api/loan/loan-order/latest': () => ok({ order: state.order }),
    '/api/loan/loan-order/list': (request) => {
      const all = [state.order, ...state.history].filter((o): o is OrderView => o !== null);
      const finished = (o: OrderView) => [4, 8, 9].includes(o.status);
      const group = request.payload.group === 'finished';
      return ok({ orders: all.filter((o) => finished(o) === group) });
    },
    '/api/loan/loan-order/loanAgreement': agreement(false),
    '/api/loan/get-money/contract': agreement(true),
    '/api/loan/validateVerifyCode': withOrder((order, request) => {
      if (order.status !== 14) return refuse('orderNotReady', request);
      if (order.offerExpiresAt && new Date(order.offerExpiresAt) < new Date()) {
        return refuse('offerExpired', request);
      }
      if (request.payload.agree !== true) return refuse('agreementNotAccepted', request);
      if (!request.payload.code) return refuse('codeEmpty', request);
      if (request.payload.code !== GOOD_CODE) return refuse('codeInvalid', request);
      move(18);
      return ok({ orderNo: order.orderNo, status: 18 });
    }),
    '/api/loan/get-money': withOrder((order, request) => {
      if (order.status !== 18) return refuse('orderNotReady', request);
      move(19);
      state.moneyTime = {
        requestedAt: new Date().toISOString(),
        expectedBy: new Date(Date.now() + 60 * MINUTE).toISOString(),
      };
      return ok({ orderNo: order.orderNo, status: 19, expectedBy: state.moneyTime.expectedBy });
    }),
    '/api/loan/get-money-plus': withOrder((order, request) => {
      if (order.status !== 10) return refuse('orderNotReady', request);
      move(19);
      state.moneyTime = {
        requestedAt: new Date().toISOString(),
        expectedBy: new Date(Date.now() + 60 * MINUTE).toISOString(),
      };
      return ok({ orderNo: order.orderNo, status: 19, expectedBy: state.moneyTime.expectedBy });
    }),
    '/api/loan/get-money-time': withOrder((order) => ok({ status: order.status, ...state.moneyTime })),
    '/api/loan/cancel-loan': withOrder((order, request) => {
      const problem = cancelReasonProblem((request.payload.reasons as string[] | undefined) ?? []);
      if (problem) return refuse(problem, request);
      if (![14, 18, 10].includes(order.status)) return refuse('cancelRefused', request);
      move(8);
      return ok({}, SUCCESS_MESSAGES.cancelled[language(request)]);
    }),
    '/api/loan/get-credit-info': () => {
      const info: CreditInfoView = {
        quota: state.quota,
        onTimeLoans: 0,
        nextQuota: Math.min(
          toMajor(lending.quota.ceiling),
          state.quota + toMajor(lending.quota.risePerOnTimeLoan),
        ),
        ceiling: toMajor(lending.quota.ceiling),
        currency,
      };
      return ok(info);
    },
    '/api/app/isRejectRecommendation': (request) =>
      ok({
        show: state.order?.status === 9,
        ...(state.order?.retryAt ? { retryAt: state.order.retryAt } : {}),
        offers:
          state.order?.status === 9
            ? state.partners.map((o) => ({ ...o, rate: o.rate[language(request)] }))
            : [],
      }),
    '/api/loan/agreement/list': () => ok({ agreements: state.agreements }),
  };
  Object.assign(api.routes, handlers);
  return { api, state, onboarding: onboardingState };
}
