import type { PaystackConnection } from './paystack-connection.ts';
import { paystackRequest } from './paystack-http.ts';

export interface ListedBank {
  code: string;
  name: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Nigeria's banks as Paystack lists them (`GET /bank?country=nigeria`): the codes its resolve and
 * transfers take. Asked at most once a day (Paystack's list changes when a bank is added or
 * closed); while Paystack cannot be asked, the last list, or else `fallback` (the domain's
 * NG_BANKS, which holds Paystack's codes), is answered: a borrower can always pick a bank.
 */
export class PaystackBanks {
  private cached: { at: number; banks: ListedBank[] } | undefined;

  constructor(
    private readonly paystack: PaystackConnection,
    private readonly fallback: readonly ListedBank[],
    private readonly now: () => number = Date.now,
  ) {}

  async list(): Promise<ListedBank[]> {
    if (this.cached && this.now() - this.cached.at < DAY_MS) return this.cached.banks;
    const answer = await paystackRequest(this.paystack, 'GET', '/bank?country=nigeria&currency=NGN');
    const data = answer.kind === 'answer' && answer.body.status ? answer.body.data : undefined;
    const banks = Array.isArray(data)
      ? data
          .filter(
            (b): b is { code: string; name: string; active?: boolean; is_deleted?: boolean | null } =>
              typeof b?.code === 'string' && typeof b?.name === 'string',
          )
          .filter((b) => b.active !== false && b.is_deleted !== true)
          .map((b) => ({ code: b.code, name: b.name }))
      : [];
    if (banks.length === 0) return this.cached?.banks ?? [...this.fallback];
    this.cached = { at: this.now(), banks };
    return banks;
  }
}
