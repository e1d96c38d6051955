import {
  addDays,
  type CouponView,
  couponName,
  couponState,
  couponUseProblem,
  type DrawOfferView,
  dateIn,
  ERRORS,
  type ErrorName,
  errorMessage,
  findCouponDefinition,
  findProduct,
  formatDate,
  formatMoney,
  MARKET_LENDING,
  MARKETS,
  type MarketId,
  type OrderView,
  PRIZE_TABLES,
  parseLanguage,
  priceLoan,
  quoteView,
  toMajor,
  toMinor,
  totalWeight,
} from '@puente/domain';
import { fail, type Handler, ok, type SeenRequest } from './fake-api.ts';
import { fakeLoans, type LoansState } from './fake-loans.ts';
import type { OnboardingState } from './fake-onboarding.ts';

/** A coupon the borrower holds, as the service keeps it: its configured terms and where it went. */
export interface HeldCoupon {
  couponId: string;
  definitionId: string;
  /** Last day it can be used (YYYY-MM-DD, market time). */
  validUntil: string;
  /** The loan it is chosen for (before the money is sent) or was used on. */
  orderNo?: string;
  used?: boolean;
}

export interface RewardsState {
  coupons: HeldCoupon[];
  /** The loan whose prize draw waits (null: none), the prize the "server" draws, and whether it was drawn. */
  draw: { orderNo: string | null; prizeId: string; drawn: boolean };
}

let serial = 0;

/** A coupon of the configured definition `definitionId`, valid for its days from today unless told. */
export function heldCoupon(
  definitionId: string,
  overrides: Partial<Omit<HeldCoupon, 'definitionId'>> = {},
): HeldCoupon {
  const definition = findCouponDefinition(definitionId);
  if (!definition) throw new Error(`no coupon ${definitionId}`);
  serial += 1;
  const today = dateIn(new Date(), MARKETS[definition.market].timeZone);
  return {
    couponId: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    definitionId,
    validUntil: addDays(today, definition.validDays - 1),
    ...overrides,
  };
}

const DISBURSED = [2, 3, 4];

/**
 * The calls under /lottery-draw (the rewards contract), in memory, on top of the loan fake:
 * coupon views, the refusals and the repricing come from the domain rules the server applies.
 */
export function fakeRewards(
  market: MarketId,
  start: Partial<RewardsState> = {},
  loans: Partial<LoansState> = {},
  onboarding?: Partial<OnboardingState>,
) {
  const fake = fakeLoans(market, loans, onboarding);
  const { api } = fake;
  const loanState = fake.state;
  const state: RewardsState = {
    coupons: [],
    draw: { orderNo: null, prizeId: PRIZE_TABLES[market][0]?.id ?? '', drawn: false },
    ...start,
  };
  const currency = MARKETS[market].currency;
  const today = () => dateIn(new Date(), MARKETS[market].timeZone);
  const language = (request: SeenRequest) => parseLanguage(request.headers.lang);
  const refuse = (name: ErrorName, request: SeenRequest, params?: Record<string, string | number>) =>
    fail(ERRORS[name].code, errorMessage(name, language(request), params), ERRORS[name].http);
  const orderOf = (orderNo: unknown) =>
    [loanState.order, ...loanState.history].find((o): o is OrderView => o?.orderNo === orderNo);

  const terms = (coupon: HeldCoupon) => {
    const definition = findCouponDefinition(coupon.definitionId);
    if (!definition) throw new Error(`no coupon ${coupon.definitionId}`);
    return definition;
  };
  const held = (coupon: HeldCoupon) => ({
    minLoanMinor: terms(coupon).minLoanMinor,
    validUntil: coupon.validUntil,
    used: coupon.used === true,
  });
  const problemParams = (coupon: HeldCoupon, request: SeenRequest) => ({
    date: formatDate(coupon.validUntil, market, language(request)),
    min: formatMoney(terms(coupon).minLoanMinor, market, language(request)),
  });

  function view(coupon: HeldCoupon, request: SeenRequest, loan?: OrderView): CouponView {
    const definition = terms(coupon);
    const base: CouponView = {
      couponId: coupon.couponId,
      name: couponName(definition, language(request)),
      kind: definition.kind,
      value: definition.kind === 'interestFreeDays' ? definition.value : toMajor(definition.value),
      minLoanAmount: toMajor(definition.minLoanMinor),
      validUntil: coupon.validUntil,
      state: couponState(held(coupon), today()),
      currency,
      ...(coupon.orderNo ? { orderNo: coupon.orderNo } : {}),
    };
    if (!loan) return base;
    const problem = couponUseProblem(held(coupon), toMinor(loan.loanAmount), today());
    const elsewhere = coupon.orderNo !== undefined && coupon.orderNo !== loan.orderNo && !coupon.used;
    if (!problem && !elsewhere) return { ...base, usableOnOrder: true };
    const reason = problem
      ? errorMessage(problem, language(request), problemParams(coupon, request))
      : errorMessage('couponUsed', language(request));
    return { ...base, usableOnOrder: false, reason };
  }

  const prizes = (request: SeenRequest): DrawOfferView['prizes'] => {
    const table = PRIZE_TABLES[market];
    const total = totalWeight(table);
    return table.map((p) => {
      const definition = findCouponDefinition(p.couponDefinitionId);
      return {
        prizeId: p.id,
        name: definition ? couponName(definition, language(request)) : p.id,
        chancePercent: Math.round((p.weight * 10_000) / total) / 100,
      };
    });
  };

  const handlers: Record<string, Handler> = {
    '/api/lottery-draw/coupon/quantity': () =>
      ok({ usable: state.coupons.filter((c) => couponState(held(c), today()) === 'usable').length }),
    '/api/lottery-draw/coupons': (request) => {
      const loan = request.payload.orderNo ? orderOf(request.payload.orderNo) : undefined;
      const views = state.coupons.map((c) => view(c, request, loan)).reverse();
      const tab = request.payload.state;
      return ok({ coupons: tab ? views.filter((v) => v.state === tab) : views });
    },
    '/api/lottery-draw/coupon/use': (request) => {
      if (!request.payload.orderNo) return refuse('orderNoMissing', request);
      const order = orderOf(request.payload.orderNo);
      if (!order) return refuse('orderNotFound', request);
      if (order.status !== 14) return refuse('couponOrderLocked', request);
      const couponId = request.payload.couponId as string | null;
      const coupon = couponId ? state.coupons.find((c) => c.couponId === couponId) : undefined;
      if (couponId && !coupon) return refuse('couponNotFound', request);
      if (coupon) {
        const problem = couponUseProblem(held(coupon), toMinor(order.loanAmount), today());
        if (problem) return refuse(problem, request, problemParams(coupon, request));
        if (coupon.orderNo && coupon.orderNo !== order.orderNo) return refuse('couponUsed', request);
      }
      for (const c of state.coupons) if (c.orderNo === order.orderNo && !c.used) delete c.orderNo;
      if (coupon) coupon.orderNo = order.orderNo;
      const product = findProduct(order.productId);
      if (!product) throw new Error(`no product ${order.productId}`);
      const definition = coupon ? terms(coupon) : undefined;
      const quote = quoteView(
        priceLoan(product, MARKET_LENDING[market], {
          amountMinor: toMinor(order.loanAmount),
          startDate: '2026-03-02',
          repeat: false,
          ...(coupon && definition
            ? { coupon: { couponId: coupon.couponId, kind: definition.kind, value: definition.value } }
            : {}),
        }),
        currency,
      );
      if (loanState.order?.orderNo === order.orderNo) loanState.order = { ...order, quote };
      return ok({ quote });
    },
    '/api/lottery-draw/coupon/used': (request) => {
      const order = orderOf(request.payload.orderNo);
      if (!order) return refuse('orderNotFound', request);
      const coupon = state.coupons.find((c) => c.orderNo === order.orderNo);
      return ok({ coupon: coupon ? view(coupon, request) : null });
    },
    '/api/lottery-draw/is-show': (request) =>
      ok(
        state.draw.orderNo && !state.draw.drawn
          ? { show: true, orderNo: state.draw.orderNo, prizes: prizes(request) }
          : { show: false, prizes: prizes(request) },
      ),
    '/api/lottery-draw/create': (request) => {
      const order = orderOf(request.payload.orderNo);
      if (!order) return refuse('orderNotFound', request);
      if (!DISBURSED.includes(order.status)) return refuse('drawNotAvailable', request);
      if (state.draw.drawn) return refuse('drawAlreadyDone', request);
      const prize = PRIZE_TABLES[market].find((p) => p.id === state.draw.prizeId);
      if (!prize) throw new Error(`no prize ${state.draw.prizeId}`);
      state.draw.drawn = true;
      const coupon = heldCoupon(prize.couponDefinitionId);
      state.coupons.push(coupon);
      return ok({ orderNo: order.orderNo, prizeId: prize.id, coupon: view(coupon, request) });
    },
  };
  Object.assign(api.routes, handlers);
  return { ...fake, rewards: state };
}
