import {
  ERRORS,
  LEAD_RETENTION_DAYS,
  MARKETS,
  marketDayBounds,
  PROMOTION_CAMPAIGNS,
  promotionRate,
} from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { leads } from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { NAIJA } from '../../testing/nigeria-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { newMxMobile, startTestService, type TestService } from '../../testing/test-service.ts';

const MX_RULE = PROMOTION_CAMPAIGNS.MX.vacancies;
let ipSerial = 0;
/** Each visitor from their own address, so the per-address limit only bites where a test wants it. */
const visitor = () => `10.77.${(++ipSerial >> 8) & 255}.${ipSerial & 255}`;

describeEngines(ENGINES)('the promotion calls on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine);
  });
  afterAll(() => s.close());

  const leave = (mobile: unknown, options: { lang?: 'en' | 'es'; packageName?: string; ip?: string } = {}) =>
    s.call('POST', '/promotion/lead', { mobile }, { ip: visitor(), ...options });
  const view = (options: { lang?: 'en' | 'es'; packageName?: string } = {}) =>
    s.call('GET', '/promotion/yx3', {}, options);
  const leadOf = async (e164: string) =>
    (await s.database.db.select().from(leads).where(eq(leads.e164, e164)))[0];

  it('shows the rate from the products and the four steps, in the language asked, without a login', async () => {
    const en = await view();
    expect(en.code).toBe(0);
    expect(en.data.rate).toBe(promotionRate('MX', 'en').percent);
    expect(en.data.rateText).toBe(promotionRate('MX', 'en').text);
    expect(en.data.steps.map((step: { label: string }) => step.label)).toEqual([
      'Check personal info',
      'Confirm credit score',
      'Intelligent decision',
      'Review completed',
    ]);
    const es = await view({ lang: 'es' });
    expect(es.data.rateText).toBe(promotionRate('MX', 'es').text);
    expect(es.data.steps[0].label).toBe('Verificar datos personales');
  });

  it('shows no counter at all where the campaign does not count places', async () => {
    expect(PROMOTION_CAMPAIGNS.NG.vacancies.kind).toBe('none');
    const ng = await view(NAIJA);
    expect(ng.data.vacancies).toBeNull();
    expect(ng.data.rate).toBe(promotionRate('NG', 'en').percent);
    expect((await leave('8031234561', NAIJA)).data).toEqual({ registered: false });
    expect((await view(NAIJA)).data.vacancies).toBeNull();
  });

  it('keeps a new number once, refreshing it when it is left again', async () => {
    const mobile = newMxMobile();
    const first = await leave(mobile);
    expect(first).toMatchObject({ status: 200, code: 0, data: { registered: false } });
    const kept = await leadOf(`+52${mobile}`);
    expect(kept).toMatchObject({ market: 'MX', source: 'yx3', userId: null, registeredAt: null });

    await s.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { minutes: 5 } });
    expect((await leave(`+52 ${mobile}`)).data).toEqual({ registered: false });
    const again = await s.database.db
      .select()
      .from(leads)
      .where(eq(leads.e164, `+52${mobile}`));
    expect(again).toHaveLength(1);
    expect(again[0]?.createdAt).toEqual(kept?.createdAt);
    expect(again[0]?.lastSeenAt.getTime()).toBeGreaterThan(kept?.lastSeenAt.getTime() ?? 0);
  });

  it('refuses a bad number with a code naming the field, never a server error', async () => {
    const empty = await leave('', { lang: 'es' });
    expect(empty).toMatchObject({ status: 400, code: ERRORS.mobileEmpty.code, msg: ERRORS.mobileEmpty.es });
    const letters = await leave('55-abc-1234');
    expect(letters).toMatchObject({
      status: 400,
      code: ERRORS.mobileFormat.code,
      msg: ERRORS.mobileFormat.en,
    });
    // A Nigerian number on the Mexican app is not a Mexican number.
    expect((await leave('+2348031234567')).code).toBe(ERRORS.mobileFormat.code);
    const missing = await s.call('POST', '/promotion/lead', {}, { ip: visitor() });
    expect(missing.status).toBeLessThan(500);
    expect(missing.code).not.toBe(0);
    expect(missing.msg).toMatch(/mobile/);
    const wrongType = await leave(5512345678);
    expect(wrongType.status).toBeLessThan(500);
    expect(wrongType.code).not.toBe(0);
  });

  it('tells a registered number to log in, and keeps nothing for it', async () => {
    const borrower = await s.newBorrower();
    const answer = await leave(borrower.mobile);
    expect(answer).toMatchObject({ code: 0, data: { registered: true } });
    expect(await leadOf(`+52${borrower.mobile}`)).toBeUndefined();
  });

  it('ties the lead to the account registered with its number, in the same registration', async () => {
    const mobile = newMxMobile();
    await leave(mobile);
    const borrower = await s.newBorrower({ mobile });
    const claimed = await leadOf(`+52${mobile}`);
    expect(claimed?.userId).toBe(borrower.userId);
    expect(claimed?.registeredAt).toBeInstanceOf(Date);
    // Leaving it again once registered changes nothing and says to log in.
    expect((await leave(mobile)).data).toEqual({ registered: true });
    expect(await leadOf(`+52${mobile}`)).toEqual(claimed);
  });

  it('forgets a number nobody registered with once its retention has passed, and keeps claimed ones', async () => {
    const unclaimed = newMxMobile();
    const claimed = newMxMobile();
    await leave(unclaimed);
    await leave(claimed);
    await s.newBorrower({ mobile: claimed });
    await s.advanceDays(LEAD_RETENTION_DAYS - 1);
    expect(await leadOf(`+52${unclaimed}`)).toBeDefined();
    await s.advanceDays(2);
    expect(await leadOf(`+52${unclaimed}`)).toBeUndefined();
    expect((await leadOf(`+52${claimed}`))?.registeredAt).toBeInstanceOf(Date);
  });

  it('limits how often one address may leave numbers', async () => {
    const ip = '198.51.100.90';
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push(await leave('1', { ip }));
    expect(answers.slice(0, 60).every((a) => a.code === ERRORS.mobileFormat.code)).toBe(true);
    expect(answers[60]?.status).toBe(429);
    expect((await leave('1', { ip: '198.51.100.91' })).code).toBe(ERRORS.mobileFormat.code);
  });

  it("counts places down with the numbers left today in the market's day, and stops at zero", async () => {
    if (MX_RULE.kind !== 'daily') throw new Error('the Mexican campaign is expected to count places');
    const before = (await view()).data.vacancies;
    expect(before.capacity).toBe(MX_RULE.capacity);
    expect(before.left).toBeLessThanOrEqual(MX_RULE.capacity);

    // Yesterday's numbers (market time) take no place today.
    const { start } = marketDayBounds(s.clock.now(), MARKETS.MX.timeZone);
    const yesterday = new Date(start.getTime() - 1);
    const row = (e164: string, at: Date) => ({
      market: 'MX',
      e164,
      source: 'yx3',
      createdAt: at,
      lastSeenAt: at,
    });
    await s.database.db.insert(leads).values(row('+525500000001', yesterday));
    expect((await view()).data.vacancies).toEqual(before);

    // Others fill all but two places today; then two visitors take the last of them.
    const now = s.clock.now();
    const others = Array.from({ length: before.left - 2 }, (_, i) =>
      row(`+5256${String(i).padStart(8, '0')}`, now),
    );
    if (others.length > 0) await s.database.db.insert(leads).values(others);
    expect((await view()).data.vacancies).toEqual({ left: 2, capacity: MX_RULE.capacity });
    await leave(newMxMobile());
    expect((await view()).data.vacancies.left).toBe(1);
    const last = newMxMobile();
    await leave(last);
    expect((await view()).data.vacancies.left).toBe(0);
    // Past zero the page still keeps numbers (registration is never rationed), and says zero.
    await leave(newMxMobile());
    await leave(last);
    expect((await view({ lang: 'es' })).data.vacancies).toEqual({ left: 0, capacity: MX_RULE.capacity });

    // A new market day starts counting afresh.
    await s.advanceDays(1);
    expect((await view()).data.vacancies).toEqual({ left: MX_RULE.capacity, capacity: MX_RULE.capacity });
  });
});
