import type { OxxoReferenceView } from '@puente/domain';

/** The cash acquirer behind OXXO payments: it issues the reference a payer takes to the till. */
export interface OxxoAcquirer {
  issueReference(): string;
  /** When a till payment shows on the loan: a real acquirer (Stripe) confirms it by the next business day. */
  reflected: OxxoReferenceView['reflected'];
}
