import { ERRORS } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messagePreferences } from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { ENGINES } from '../../testing/test-database.ts';
import type { TestService } from '../../testing/test-service.ts';
import { expectOk, logInAgain } from '../disbursement/money-fixtures.ts';
import { repayingBorrower, startRepaymentService } from '../repayment/repayment-fixtures.ts';

describeEngines(ENGINES)('the inbox (msgList, msgDetail) on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService(engine);
  });
  afterAll(() => s.close());

  const languageOf = async (userId: string) =>
    (await s.database.db.select().from(messagePreferences).where(eq(messagePreferences.userId, userId)))[0]
      ?.language;

  it('lists newest first with the unread count, in the request language, and reading marks read', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const list = expectOk(await s.call('GET', '/msg/list', {}, { token: b.token, lang: 'es' }), 'list').data;
    expect(list.total).toBe(2);
    expect(list.unread).toBe(2);
    expect(list.list.map((m: { kind: string }) => m.kind)).toEqual([
      'disbursement.arrived',
      'disbursement.sent',
    ]);
    expect(list.list[0]).toMatchObject({ title: 'Tu dinero ya llegó', read: false, orderNo });
    expect(list.list[0].preview).toMatch(/^\$\d{3}\.\d{2} del préstamo/);
    // Listing in Spanish keeps Spanish for the SMS sent while the borrower is away.
    expect(await languageOf(b.userId)).toBe('es');

    const detail = expectOk(
      await s.call('GET', '/msg/detail', { id: list.list[1].id }, { token: b.token, lang: 'en' }),
      'detail',
    ).data;
    expect(detail).toMatchObject({
      kind: 'disbursement.sent',
      title: 'Your loan is on its way',
      read: true,
      action: { label: 'See my loan', route: '/repay/repay_detail' },
    });
    expect(detail.text).toMatch(/^We have sent \$\d{3}\.\d{2} of loan PL\d+ to your account ending \d{4}\./);
    expect((await s.call('GET', '/msg/unread', {}, { token: b.token })).data).toEqual({ unread: 1 });
    const paged = expectOk(
      await s.call('GET', '/msg/list', { page: 2, size: 1 }, { token: b.token }),
      'page',
    ).data;
    expect(paged.list.map((m: { id: string; read: boolean }) => [m.id, m.read])).toEqual([
      [list.list[1].id, true],
    ]);

    expect(expectOk(await s.call('POST', '/msg/read_all', {}, { token: b.token }), 'read all').data).toEqual({
      unread: 0,
    });
    expect((await s.call('GET', '/msg/unread', {}, { token: b.token })).data).toEqual({ unread: 0 });
  });

  it("answers messageNotFound for another borrower's message and for an id that names none", async () => {
    const mine = await repayingBorrower(s);
    const theirs = await repayingBorrower(s);
    const [theirMessage] = (await s.call('GET', '/msg/list', {}, { token: theirs.b.token })).data.list;
    for (const id of [theirMessage.id, 'not-a-number', '99999999999']) {
      const answer = await s.call('GET', '/msg/detail', { id }, { token: mine.b.token, lang: 'es' });
      expect(answer.code).toBe(ERRORS.messageNotFound.code);
      expect(answer.msg).toBe('Este mensaje no está en tu buzón.');
    }
    expect((await s.call('GET', '/msg/unread', {}, { token: theirs.b.token })).data).toEqual({ unread: 2 });
  });

  it('keeps the preferences chosen and the language the borrower logs in with', async () => {
    const { b } = await repayingBorrower(s);
    expect(expectOk(await s.call('GET', '/msg/preferences', {}, { token: b.token }), 'get').data).toEqual({
      marketing: false,
      whatsapp: false,
      whatsappOffered: false,
    });
    const saved = await s.call(
      'POST',
      '/msg/preferences',
      { marketing: true, whatsapp: true },
      { token: b.token },
    );
    // WhatsApp is not offered by this service: the choice is kept but not in force.
    expect(expectOk(saved, 'save').data).toEqual({
      marketing: true,
      whatsapp: false,
      whatsappOffered: false,
    });
    expect((await s.call('GET', '/msg/preferences', {}, { token: b.token })).data.marketing).toBe(true);
    const refused = await s.call('POST', '/msg/preferences', { marketing: 'yes' }, { token: b.token });
    expect(refused.code).toBe(ERRORS.payloadInvalid.code);

    const again = await logInAgain(s, b);
    expect(await languageOf(b.userId)).toBe('en');
    expect((await s.call('GET', '/msg/preferences', {}, { token: again.token })).data.marketing).toBe(true);
  });
});
