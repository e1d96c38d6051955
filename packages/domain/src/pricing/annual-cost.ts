/**
 * The effective annual cost of a loan's actual cash flows: the rate i solving
 * Σ A_j/(1+i)^t_j = Σ B_k/(1+i)^s_k (Banxico's CAT formula; the same equation gives an APR when
 * every charge is counted). Times are in years (days / 365). A rate, not money: floating point is
 * fine here, and the result is rounded to a basis point.
 */
export interface CashFlow {
  /** Years from the start of the contract. */
  years: number;
  /**
   * Money the borrower receives with one sign, money the borrower pays with the other. Either
   * convention works (received positive, as priceLoan builds them, or the lender's view with the
   * disbursement negative): the flows are turned so that the earliest one, the disbursement, is
   * positive before solving.
   */
  amount: number;
}

function netPresentValue(flows: readonly CashFlow[], rate: number): number {
  return flows.reduce((sum, flow) => sum + flow.amount / (1 + rate) ** flow.years, 0);
}

/** The annual cost in basis points (79160 = 791.60 %), solved by bisection. */
export function annualCostBp(flows: readonly CashFlow[]): number {
  const earliest = [...flows].sort((a, b) => a.years - b.years)[0];
  const sign = earliest && earliest.amount < 0 ? -1 : 1;
  const oriented = flows.map((f) => ({ years: f.years, amount: sign * f.amount }));
  const received = oriented.filter((f) => f.amount > 0).reduce((s, f) => s + f.amount, 0);
  const paid = oriented.filter((f) => f.amount < 0).reduce((s, f) => s - f.amount, 0);
  if (received <= 0 || paid <= 0) throw new RangeError('a loan needs money received and money paid');
  // Payments come after the disbursement, so the present value rises with the rate: NPV < 0 means
  // the rate is still too low.
  let low = -0.9999;
  let high = 1;
  while (netPresentValue(oriented, high) < 0) high *= 2;
  // Halving stops once the interval is far narrower than the basis point the result is rounded to
  // (about 35 halvings): pricing runs on every application.
  while (high - low > 1e-10) {
    const middle = (low + high) / 2;
    if (netPresentValue(oriented, middle) < 0) low = middle;
    else high = middle;
  }
  return Math.round(((low + high) / 2) * 10_000) || 0;
}
