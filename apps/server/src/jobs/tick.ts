/**
 * The tick moves every row whose deadline has passed. Each step is set-based, so a tick is correct
 * whether the business clock moved by a second or by forty days; every step is safe to run twice at once.
 */
export type TickStep = () => Promise<unknown>;

/**
 * The steps in the order they run. Modules add their steps by name; the order is kept here, in one
 * place, because it matters: money that arrived is credited, and a fee that did not lapses its
 * extension, before close of business charges penalties on what is still owed.
 */
export const TICK_ORDER = [
  'syncClock',
  'decideApplications',
  // Device data serves the decision only: deleted at the same tick, or at the next if that failed.
  'purgeDecidedDeviceData',
  'expireOffers',
  'grantBankAccountCoupons',
  'submitPayouts',
  // Sandbox only: the provider stand-ins' notifications (a payout settled, a deposit, a voucher paid).
  'deliverStandInNotifications',
  'settlePayouts',
  // Credit held for a borrower that they asked to have sent back (decision 032).
  'submitCreditReturns',
  'settleCreditReturns',
  // Payments whose provider had not confirmed them yet are asked about again (decision 037).
  'confirmPayments',
  // Once a day, STP's listing of the day before against the ledger: lost deposits credited (decision 041).
  'reconcileStp',
  // An extension whose fee did not arrive within its wait lapses; its dates never moved.
  'expireWaitingExtensions',
  'closeOfBusiness',
  // After close of business, so a loan is never paid with credit before a day's penalty is charged.
  'applyCreditToNewLoans',
  // The console's reports of the dates just closed (decision 057): daily figures, portfolio at risk.
  'reportSnapshots',
  // Messages (decision 060): the reminders and overdue notices due, the promises to pay that were
  // missed; then every delivery whose time has come, last, so all go out. A loan's own events
  // (payout, payment, proof, extension) write their notices in the transaction that records them.
  'sendReminders',
  'followUpPromises',
  'deliverMessages',
  'purgeExpiredSecurity',
  'purgeAbandonedOnboarding',
  'purgeUnclaimedPromotions',
  'deleteQueuedFiles',
] as const;

export type TickStepName = (typeof TICK_ORDER)[number];

/** Steps only some modes add; every other step must be there, or a deadline would silently pass. */
const OPTIONAL_STEPS: ReadonlySet<TickStepName> = new Set([
  'deliverStandInNotifications',
  // Only with an STP connection: without STP there is nothing to reconcile.
  'reconcileStp',
]);

/** The tick's steps as the modules add them; `run` goes through them in TICK_ORDER. */
export class Tick {
  private readonly steps = new Map<TickStepName, TickStep>();

  add(name: TickStepName, step: TickStep): void {
    if (this.steps.has(name)) throw new Error(`tick step ${name} is added twice`);
    this.steps.set(name, step);
  }

  /** The names of the steps added, in the order they run. */
  names(): TickStepName[] {
    return TICK_ORDER.filter((name) => this.steps.has(name));
  }

  /** Refuses to start a server whose modules left out a step the tick needs. */
  checkComplete(): void {
    const missing = TICK_ORDER.filter((name) => !OPTIONAL_STEPS.has(name) && !this.steps.has(name));
    if (missing.length > 0) throw new Error(`the tick has no step ${missing.join(', ')}`);
  }

  readonly run = async (): Promise<void> => {
    for (const name of TICK_ORDER) await this.steps.get(name)?.();
  };
}
