import { accrueInterest } from '../../pricing/accrual.ts';
import type { LoanProduct, LoanQuote, MarketLending } from '../../pricing/loan-product.ts';
import { addDays } from '../../pricing/money.ts';
import { penaltyForDay } from '../../pricing/penalty.ts';
import { allocatePayment, type OwedItem } from '../allocate-payment.ts';
import type { AllocationKind } from '../allocation-kinds.ts';
import { interestChanges, owedToday } from '../owed-today.ts';
import { planRollover } from '../rollover.ts';

const PHASE_KINDS = ['principal', 'interest', 'interestTax', 'fee', 'tax'] as const;

/**
 * A loan's books kept in memory with the domain's rules alone, for the golden tables (tests only):
 * what the service keeps in its ledger, charge by charge — the priced schedule, payments allocated
 * over what is owed today, interest and its tax taken off once principal is repaid early, a penalty for each
 * business date closed with something overdue, and extensions.
 */
export class LoanBook {
  private readonly charged = new Map<string, number>();
  private readonly settled = new Map<string, number>();
  private readonly couponOn = new Map<number, number>();
  private readonly dueDates = new Map<number, string>();
  private readonly repaid: { date: string; amountMinor: number }[] = [];
  private readonly creditsToSchedule: { date: string; amountMinor: number }[] = [];
  private penaltySoFar = 0;
  private extensions = 0;
  /** Money received: what the borrower paid, nothing else. */
  received = 0;

  constructor(
    private readonly product: LoanProduct,
    private readonly lending: MarketLending,
    private readonly quote: LoanQuote,
  ) {
    for (const p of quote.phases) {
      this.dueDates.set(p.phase, p.dueDate);
      for (const kind of PHASE_KINDS) this.charge(kind, p.phase, p[kind]);
      const coupon = p.coupon ?? 0;
      if (coupon > 0 && quote.coupon) {
        this.settle(quote.coupon.appliesTo, p.phase, coupon);
        if (quote.coupon.appliesTo === 'interest') this.couponOn.set(p.phase, coupon);
        this.creditsToSchedule.push({ date: quote.startDate, amountMinor: coupon });
      }
    }
  }

  /** What settles the loan on `today`: its sum is the payoff. */
  owedOn(today: string): OwedItem[] {
    return owedToday(this.owed(), this.booked(), this.accrual(today), today, this.quote.interestTaxPpm);
  }

  payoffOn(today: string): number {
    return this.owedOn(today).reduce((sum, item) => sum + item.amountMinor, 0);
  }

  /** A payment on `today`, allocated as the service allocates it; returns what was held as excess. */
  pay(amountMinor: number, today: string): number {
    const allocation = allocatePayment({
      amountMinor,
      owed: this.owedOn(today),
      order: this.product.repayment.allocation,
    });
    this.received += amountMinor;
    for (const part of allocation.parts) {
      this.settle(part.kind, part.phase, part.amountMinor);
      if (part.kind === 'principal') this.repaid.push({ date: today, amountMinor: part.amountMinor });
      if (part.phase !== null) this.creditsToSchedule.push({ date: today, amountMinor: part.amountMinor });
    }
    const owedOf = (kind: AllocationKind, phase: number) =>
      this.owed().find((o) => o.kind === kind && o.phase === phase)?.amountMinor ?? 0;
    const changes = interestChanges(
      this.booked().map((b) => ({
        ...b,
        owedMinor: owedOf('interest', b.phase),
        taxOwedMinor: owedOf('interestTax', b.phase),
      })),
      this.accrual(today),
      this.quote.interestTaxPpm,
    );
    for (const { phase, rebateMinor, couponBackMinor, taxRebateMinor } of changes) {
      this.charge('interest', phase, -rebateMinor);
      this.charge('interestTax', phase, -taxRebateMinor);
      if (couponBackMinor > 0) {
        this.settle('interest', phase, -couponBackMinor);
        this.creditsToSchedule.push({ date: today, amountMinor: -couponBackMinor });
        this.couponOn.set(phase, (this.couponOn.get(phase) ?? 0) - couponBackMinor);
      }
    }
    return allocation.excessMinor;
  }

  /** Closes business dates from `from` to `to`: each charges its penalty on what is overdue at its end. */
  close(from: string, to: string): void {
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const due = this.quote.phases
        .filter((p) => (this.dueDates.get(p.phase) as string) <= date)
        .reduce((sum, p) => sum + this.phaseTotal(p.phase), 0);
      const paid = this.creditsToSchedule
        .filter((c) => c.date <= date)
        .reduce((sum, c) => sum + c.amountMinor, 0);
      const penalty = penaltyForDay(this.product, due - paid, this.penaltySoFar, this.quote.amount);
      this.penaltySoFar += penalty;
      this.charge('penalty', null, penalty);
    }
  }

  /** An extension asked for and paid on `today`. */
  extend(today: string): number {
    const plan = planRollover(this.product, this.lending, {
      today,
      usedSoFar: this.extensions,
      phases: this.quote.phases.map((p) => ({
        phase: p.phase,
        dueDate: this.dueDates.get(p.phase) as string,
        unpaidMinor: this.owed()
          .filter((o) => o.phase === p.phase)
          .reduce((sum, o) => sum + o.amountMinor, 0),
      })),
    });
    if (!plan.ok) throw new Error(`no extension: ${plan.reason}`);
    this.extensions += 1;
    for (const move of plan.moves) this.dueDates.set(move.phase, move.toDate);
    this.received += plan.totalMinor;
    return plan.totalMinor;
  }

  dueDateOf(phase: number): string {
    return this.dueDates.get(phase) as string;
  }

  /** What each phase still asks for: its charges less what settled them. */
  phaseOwed(phase: number): number {
    return this.owed()
      .filter((o) => o.phase === phase)
      .reduce((sum, o) => sum + o.amountMinor, 0);
  }

  /** Every charge less every credit. */
  outstanding(): number {
    return this.owed().reduce((sum, o) => sum + o.amountMinor, 0);
  }

  private phaseTotal(phase: number): number {
    return PHASE_KINDS.reduce((sum, kind) => sum + (this.charged.get(`${kind}:${phase}`) ?? 0), 0);
  }

  private charge(kind: AllocationKind, phase: number | null, amount: number): void {
    const key = `${kind}:${phase ?? ''}`;
    this.charged.set(key, (this.charged.get(key) ?? 0) + amount);
  }

  private settle(kind: AllocationKind, phase: number | null, amount: number): void {
    const key = `${kind}:${phase ?? ''}`;
    this.settled.set(key, (this.settled.get(key) ?? 0) + amount);
  }

  private owed(): OwedItem[] {
    const items: OwedItem[] = [];
    for (const [key, amount] of this.charged) {
      const [kind, phaseText] = key.split(':') as [AllocationKind, string];
      const phase = phaseText === '' ? null : Number(phaseText);
      const left = amount - (this.settled.get(key) ?? 0);
      if (left > 0)
        items.push({
          kind,
          phase,
          dueDate: phase === null ? null : this.dueDateOf(phase),
          amountMinor: left,
        });
    }
    return items;
  }

  private booked() {
    return this.quote.phases.map((p) => ({
      phase: p.phase,
      dueDate: this.dueDateOf(p.phase),
      bookedMinor: this.charged.get(`interest:${p.phase}`) ?? 0,
      couponMinor: this.couponOn.get(p.phase) ?? 0,
      taxBookedMinor: this.charged.get(`interestTax:${p.phase}`) ?? 0,
    }));
  }

  private accrual(today: string) {
    return accrueInterest(
      {
        amountMinor: this.quote.amount,
        interestPpmPerDay: this.quote.interestPpmPerDay,
        startDate: this.quote.startDate,
        phases: this.quote.phases.map((p) => ({
          phase: p.phase,
          days: p.days,
          principal: p.principal,
          dueDate: this.dueDateOf(p.phase),
        })),
      },
      this.repaid,
      today,
    );
  }
}
