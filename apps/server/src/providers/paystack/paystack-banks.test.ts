import { NG_BANKS } from '@puente/domain/data';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paystackStandInForTest } from '../../sandbox/standins/paystack/paystack-fixtures.ts';
import {
  PAYSTACK_OPENAPI_SOURCE,
  paystackAnswer,
  paystackQuery,
  problems,
} from './contract/paystack-openapi.ts';
import { PaystackBanks } from './paystack-banks.ts';

type Harness = Awaited<ReturnType<typeof paystackStandInForTest>>;

describe("Nigeria's bank list from Paystack", () => {
  let h: Harness;
  let clock = 0;
  beforeEach(async () => {
    h = await paystackStandInForTest();
    clock = 0;
  });
  afterEach(() => h.close());

  it('asks Paystack once a day, as its description says, and falls back when it cannot be asked', async () => {
    const fallback = [{ code: '999', name: 'Fallback Bank' }];
    const banks = new PaystackBanks(h.connection, fallback, () => clock);
    const first = await banks.list();
    expect(first).toContainEqual({ code: '058', name: 'Guaranty Trust Bank (GTBank)' });
    expect(first).toHaveLength(NG_BANKS.length);
    await banks.list();
    expect(h.exchanges).toHaveLength(1);
    const [asked] = h.exchanges;
    const query = paystackQuery('GET /bank');
    const answer = paystackAnswer('GET /bank', 200);
    const found = [
      ...(query(Object.fromEntries(new URLSearchParams(asked?.query))) ? [] : problems(query)),
      ...(answer(asked?.answer) ? [] : problems(answer)),
    ];
    expect(found, `against ${PAYSTACK_OPENAPI_SOURCE}`).toEqual([]);

    // A day later Paystack is away: the last list stays; a service that never had one uses the fallback.
    clock += 25 * 60 * 60 * 1000;
    h.setFault(() => Promise.reject(new TypeError('fetch failed')));
    expect(await banks.list()).toEqual(first);
    expect(await new PaystackBanks(h.connection, fallback, () => clock).list()).toEqual(fallback);
  });
});
