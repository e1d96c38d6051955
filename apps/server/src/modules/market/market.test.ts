import { ERRORS, PARTNER_OFFERS, REPAY_COLORS } from '@puente/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../../testing/describe-engines.ts';
import { decidedOrder, onboardedBorrower } from '../../testing/loan-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';

const NG_APP = { packageName: 'com.puente.naija' };

describeEngines(ENGINES)('the loan market calls on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, {
      loanReviewDelayMs: 600_000,
      support: { email: 'help@example.test', phone: '+52 55 1111 2222' },
    });
  });
  afterAll(() => s.close());

  it("lists the market's partner offers in the request language, without a login", async () => {
    const mx = await s.call('GET', '/loanMarket/index', {}, { lang: 'es' });
    expect(mx.data.offers.map((o: { id: string }) => o.id)).toEqual(PARTNER_OFFERS.MX.map((o) => o.id));
    expect(mx.data.offers[0].rate).toBe(PARTNER_OFFERS.MX[0]?.rate.es);
    const ng = await s.call('GET', '/loanMarket/index', {}, NG_APP);
    expect(ng.data.offers.map((o: { id: string }) => o.id)).toEqual(PARTNER_OFFERS.NG.map((o) => o.id));
    expect(ng.data.offers[0].rate).toBe(PARTNER_OFFERS.NG[0]?.rate.en);
  });

  it('recommends other lenders only to a borrower rejected until the retry date', async () => {
    const fresh = await s.newBorrower();
    const none = await s.call('GET', '/app/isRejectRecommendation', {}, { token: fresh.token });
    expect(none.data).toEqual({ show: false, offers: [] });
    expect((await s.call('GET', '/app/isRejectRecommendation', {})).code).toBe(ERRORS.notLoggedIn.code);

    const approved = await onboardedBorrower(s);
    await decidedOrder(s, approved);
    const notRejected = await s.call('GET', '/app/isRejectRecommendation', {}, { token: approved.token });
    expect(notRejected.data.show).toBe(false);

    const rejected = await onboardedBorrower(s, { '1': 'yes' });
    await decidedOrder(s, rejected);
    const shown = await s.call('GET', '/app/isRejectRecommendation', {}, { token: rejected.token });
    expect(shown.data).toMatchObject({ show: true, retryAt: expect.any(String) });
    expect(shown.data.offers).toHaveLength(PARTNER_OFFERS.MX.length);
  });

  it('answers the support contacts from the settings, with hours in the market time zone', async () => {
    const mx = await s.call('GET', '/loanMarket/customer-service', {});
    expect(mx.data).toEqual({
      email: 'help@example.test',
      phone: '+52 55 1111 2222',
      hours: 'Monday to Friday, 9:00 to 18:00 (Mexico City time)',
      timeZone: 'America/Mexico_City',
    });
    const ng = await s.call('GET', '/loanMarket/customer-service', {}, { ...NG_APP, lang: 'es' });
    expect(ng.data).toMatchObject({
      hours: 'De lunes a viernes, de 9:00 a 18:00 (hora de Lagos)',
      timeZone: 'Africa/Lagos',
    });
  });

  it('answers the repayment colours, and empty partner records', async () => {
    expect((await s.call('GET', '/loanMarket/repay-color', {})).data).toEqual({
      colors: { ...REPAY_COLORS },
    });
    const b = await s.newBorrower();
    expect((await s.call('GET', '/loanMarket/lending-record', {}, { token: b.token })).data).toEqual({
      records: [],
    });
    expect((await s.call('GET', '/loanMarket/repay/products', {}, { token: b.token })).data).toEqual({
      products: [],
    });
    expect((await s.call('GET', '/loanMarket/lending-record', {})).code).toBe(ERRORS.notLoggedIn.code);
  });
});
