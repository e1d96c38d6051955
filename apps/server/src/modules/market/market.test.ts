import { ERRORS, REPAY_COLORS } from '@puente/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PartnerOfferSetting } from '../../settings/partner-offers.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { decidedOrder, onboardedBorrower } from '../../testing/loan-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';

const NG_APP = { packageName: 'com.puente.naija' };

/** The partners this service is configured with (PARTNER_OFFERS): one per market. */
const PARTNERS: PartnerOfferSetting[] = [
  {
    market: 'MX',
    id: 'mx-acme',
    name: 'Acme Crédito',
    url: 'https://acme.example.mx/solicitar',
    amount: { min: 500, max: 20_000 },
    rate: { en: 'CAT from 95 % without VAT', es: 'CAT desde 95 % sin IVA' },
  },
  {
    market: 'NG',
    id: 'ng-coop',
    name: 'Coop Loans',
    url: 'https://coop.example.ng',
    amount: { min: 20_000, max: 300_000 },
    rate: { en: 'Effective annual rate from 60 %', es: 'Tasa anual efectiva desde 60 %' },
  },
];

describeEngines(ENGINES)('the loan market calls on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, {
      loanReviewDelayMs: 600_000,
      support: { email: 'help@example.test', phone: '+52 55 1111 2222' },
      partnerOffers: PARTNERS,
    });
  });
  afterAll(() => s.close());

  it("lists the market's configured partners in the request language, without a login", async () => {
    const mx = await s.call('GET', '/loanMarket/index', {}, { lang: 'es' });
    expect(mx.data.offers).toEqual([
      {
        id: 'mx-acme',
        name: 'Acme Crédito',
        url: 'https://acme.example.mx/solicitar',
        amount: { min: 500, max: 20_000 },
        rate: 'CAT desde 95 % sin IVA',
      },
    ]);
    const ng = await s.call('GET', '/loanMarket/index', {}, NG_APP);
    expect(ng.data.offers.map((o: { id: string; rate: string }) => [o.id, o.rate])).toEqual([
      ['ng-coop', 'Effective annual rate from 60 %'],
    ]);
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
    expect(shown.data.offers.map((o: { id: string }) => o.id)).toEqual(['mx-acme']);
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

describeEngines(ENGINES)('the loan market with no partner configured, on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, { loanReviewDelayMs: 600_000, partnerOffers: [] });
  });
  afterAll(() => s.close());

  it('recommends no lender at all rather than made-up ones (issue 16, finding 11)', async () => {
    expect((await s.call('GET', '/loanMarket/index', {})).data).toEqual({ offers: [] });
    const rejected = await onboardedBorrower(s, { '1': 'yes' });
    await decidedOrder(s, rejected);
    const shown = await s.call('GET', '/app/isRejectRecommendation', {}, { token: rejected.token });
    expect(shown.data).toMatchObject({ show: true, offers: [] });
  });
});
