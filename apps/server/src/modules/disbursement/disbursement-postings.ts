import {
  addDays,
  daysBetween,
  type LoanQuote,
  MARKET_LENDING,
  type PricedPhase,
  priceLoan,
  termsOf,
} from '@puente/domain';
import type { LedgerPosting } from '../orders/orders-service.ts';

const MONEY_FIELDS = [
  'principal',
  'interest',
  'interestTax',
  'fee',
  'tax',
  'total',
  'days',
  'coupon',
] as const;

function sameMoney(a: LoanQuote, b: LoanQuote): boolean {
  return (
    a.amount === b.amount &&
    a.fee === b.fee &&
    a.tax === b.tax &&
    a.interest === b.interest &&
    a.interestTax === b.interestTax &&
    a.disbursed === b.disbursed &&
    a.totalRepay === b.totalRepay &&
    a.phases.length === b.phases.length &&
    a.phases.every((p, i) => MONEY_FIELDS.every((f) => p[f] === b.phases[i]?.[f]))
  );
}

/**
 * The signed quote moved to the day the money is sent: the domain prices the loan again from that
 * date, which must give the same amounts (only the dates move). Should the product's configuration
 * have changed since the borrower signed, the signed figures win and only their dates move.
 */
export function redateQuote(signed: LoanQuote, startDate: string, repeat: boolean): LoanQuote {
  const product = termsOf(signed);
  if (product) {
    const fresh = priceLoan(product, MARKET_LENDING[product.market], {
      amountMinor: signed.amount,
      startDate,
      repeat,
      coupon: signed.coupon && {
        couponId: signed.coupon.couponId,
        kind: signed.coupon.kind,
        value: signed.coupon.value,
      },
    });
    if (sameMoney(fresh, signed)) return signed.terms ? { ...fresh, terms: signed.terms } : fresh;
  }
  const phases: PricedPhase[] = signed.phases.map((p) => ({
    ...p,
    dueDate: addDays(startDate, daysBetween(signed.startDate, p.dueDate)),
  }));
  return {
    ...signed,
    startDate,
    phases,
    dueDate: phases[phases.length - 1]?.dueDate ?? startDate,
  };
}

/**
 * Everything the ledger records when the money arrives: the cash sent (`payout`, outside the debt)
 * and, per phase, what the borrower owes (principal, interest and the tax on it, and the fee and its
 * tax when they are not kept up front), less a coupon's credit naming the charge it takes off. The entries add up
 * to the quote's total to repay. Refs name the phase, so a second attempt to post writes nothing.
 * A loan started again after its first start was undone (its money came back, decision 046) names
 * the payout attempt too (`restart`): the undone start's entries stay in the ledger under the plain refs.
 */
export function disbursementPostings(
  orderId: string,
  quote: LoanQuote,
  businessDate: string,
  at: Date,
  restart?: number,
): LedgerPosting[] {
  const suffix = restart ? `@${restart}` : '';
  const postings: LedgerPosting[] = [
    { orderId, kind: 'payout', amount: quote.disbursed, businessDate, at, ref: `disbursement${suffix}` },
  ];
  for (const p of quote.phases) {
    const ref = `phase-${p.phase}${suffix}`;
    for (const kind of ['principal', 'interest', 'interestTax', 'fee', 'tax'] as const) {
      if (p[kind] > 0)
        postings.push({ orderId, kind, amount: p[kind], phase: p.phase, businessDate, at, ref });
    }
    if (quote.coupon && (p.coupon ?? 0) > 0) {
      const { appliesTo } = quote.coupon;
      postings.push({
        orderId,
        kind: 'coupon',
        amount: -(p.coupon ?? 0),
        phase: p.phase,
        appliesTo,
        businessDate,
        at,
        ref,
      });
    }
  }
  return postings;
}
