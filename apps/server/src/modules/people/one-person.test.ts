import { ERRORS, ORDER_STATUS } from '@puente/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, coupons, identityConflicts, loanOrders, userProfiles } from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { goodPhoto } from '../../testing/images.ts';
import { applyFor, onboardedBorrower } from '../../testing/loan-fixtures.ts';
import { NAIJA } from '../../testing/nigeria-fixtures.ts';
import { MX_CLABE, mxBasic, ngBasic } from '../../testing/profile-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { uniqueClabe, uniqueNuban } from '../../testing/unique-ids.ts';
import { grantBankAccountCoupons } from '../rewards/coupon-grants.ts';

/**
 * Issue 17, finding 1: three phone accounts with one CURP and one CLABE each had a loan open and a
 * welcome coupon. An id and a payout account now belong to one account (decision 038).
 */
describeEngines(ENGINES)('issue 17 finding 1: one person, one borrower on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine);
  });
  afterAll(() => s.close());

  const basicWith = async (b: { token: string }, basic: Record<string, unknown>, lang?: 'en' | 'es') =>
    s.call('POST', '/user/saveBasicInfo-market', basic, { token: b.token, lang });

  const addAccount = async (b: { token: string; mobile: string }, clabe: string, lang?: 'en' | 'es') => {
    await s.clock.advance(61_000);
    const code = await s.requestCode(b.mobile, { token: b.token });
    const account = { ...MX_CLABE, accountNumber: clabe, accountNumberConfirm: clabe, code };
    return { code, answer: await s.call('POST', '/user/addBankCard', account, { token: b.token, lang }) };
  };

  const refusalsOf = async (userId: string) => ({
    queue: await s.database.db
      .select()
      .from(identityConflicts)
      .where(eq(identityConflicts.attemptingUserId, userId)),
    audit: await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, userId), eq(auditLog.action, 'identity.reuseRefused'))),
  });

  it('refuses a CURP another phone number registered, says so in both languages, and queues it for an operator', async () => {
    const basic = mxBasic();
    const first = await s.newBorrower();
    expect((await basicWith(first, basic)).code).toBe(0);

    const second = await s.newBorrower();
    const refused = await basicWith(second, { ...basic, firstName: 'Otra' });
    expect(refused).toMatchObject({
      status: 409,
      code: ERRORS.identityTaken.code,
      msg: 'This CURP is already registered with another phone number. Log in with that number, or contact us if you lost it.',
      data: { field: 'nationalId', kind: 'CURP' },
    });
    const es = await basicWith(second, basic, 'es');
    expect(es.msg).toBe(
      'Ya hay una cuenta con otro número de teléfono registrada con tu CURP. Inicia sesión con ese número o contáctanos si lo perdiste.',
    );
    // Nothing of the refused save is kept…
    expect((await s.call('GET', '/user/profile', {}, { token: second.token })).data.basicInfo).toBeNull();
    // …but the operator's queue and the audit trail have each attempt.
    const { queue, audit } = await refusalsOf(second.userId);
    expect(queue).toHaveLength(2);
    expect(queue[0]).toMatchObject({
      market: 'MX',
      kind: 'CURP',
      number: basic.nationalId,
      source: 'personalInfo',
      ownerUserId: first.userId,
      resolvedAt: null,
    });
    expect(audit.map((a) => a.detail)).toEqual([
      { kind: 'CURP', number: basic.nationalId, ownerUserId: first.userId },
      { kind: 'CURP', number: basic.nationalId, ownerUserId: first.userId },
    ]);
    // The owner saving their own CURP again is no reuse.
    expect((await basicWith(first, { ...basic, firstName: 'Gloria María' })).code).toBe(0);
  });

  it('refuses a CLABE that pays another phone number, without spending the code, and queues it', async () => {
    const clabe = uniqueClabe('7771');
    const owner = await s.newBorrower();
    expect((await basicWith(owner, mxBasic())).code).toBe(0);
    expect((await addAccount(owner, clabe)).answer.code).toBe(0);

    const other = await s.newBorrower();
    expect((await basicWith(other, mxBasic())).code).toBe(0);
    const { code, answer } = await addAccount(other, clabe, 'es');
    expect(answer).toMatchObject({
      status: 409,
      code: ERRORS.bankAccountTaken.code,
      msg: 'La cuenta (CLABE) ya recibe préstamos de otro número de teléfono. Usa una cuenta a tu nombre o contáctanos si es tuya.',
      data: { field: 'accountNumber', kind: 'bankAccount', accountType: 'CLABE' },
    });
    const { queue, audit } = await refusalsOf(other.userId);
    expect(queue).toMatchObject([{ kind: 'bankAccount', number: clabe, ownerUserId: owner.userId }]);
    expect(audit.map((a) => a.detail)).toEqual([
      { kind: 'bankAccount', number: clabe, ownerUserId: owner.userId },
    ]);
    // The same code still saves an account of their own.
    const own = uniqueClabe('7771');
    const saved = await s.call(
      'POST',
      '/user/addBankCard',
      { ...MX_CLABE, accountNumber: own, accountNumberConfirm: own, code },
      { token: other.token },
    );
    expect(saved.code).toBe(0);
    // And the owner replacing their account with the same one keeps working.
    expect((await addAccount(owner, clabe)).answer.code).toBe(0);
  });

  it('frees a CURP and a CLABE their owner corrected before submitting, and welcomes a person and an account once', async () => {
    const typo = mxBasic();
    const clabe = uniqueClabe('7771');
    const first = await s.newBorrower();
    expect((await basicWith(first, typo)).code).toBe(0);
    expect((await addAccount(first, clabe)).answer.code).toBe(0);
    await grantBankAccountCoupons(s.database.db, s.clock.now());
    expect(await couponsOf(first.userId)).toBe(1);

    // The first account corrects both; the second account may now give them, but earns no welcome:
    // that person and that account were welcomed already.
    expect((await basicWith(first, mxBasic())).code).toBe(0);
    expect((await addAccount(first, uniqueClabe('7771'))).answer.code).toBe(0);
    const second = await s.newBorrower();
    expect((await basicWith(second, typo)).code).toBe(0);
    expect((await addAccount(second, clabe)).answer.code).toBe(0);
    await grantBankAccountCoupons(s.database.db, s.clock.now());
    expect(await couponsOf(second.userId)).toBe(0);

    // A third account with a person and an account of its own is welcomed as usual.
    const third = await s.newBorrower();
    expect((await basicWith(third, mxBasic())).code).toBe(0);
    expect((await addAccount(third, uniqueClabe('7771'))).answer.code).toBe(0);
    await grantBankAccountCoupons(s.database.db, s.clock.now());
    expect(await couponsOf(third.userId)).toBe(1);
  });

  it('keeps one open loan per person in the database, whichever of their accounts applies', async () => {
    const a = await onboardedBorrower(s);
    const orderNo = await applyFor(s, a);
    const [order] = await s.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
    expect(order).toMatchObject({
      status: ORDER_STATUS.Applying,
      personKey: expect.stringMatching(/^MX:CURP:/),
    });

    // An operator moved the identity to a new phone number (a lost phone) while the loan is open.
    const b = await onboardedBorrower(s);
    await s.database.db
      .update(userProfiles)
      .set({ personKey: order?.personKey })
      .where(eq(userProfiles.userId, b.userId));
    const refused = await s.call(
      'POST',
      '/loan/loan-order/apply-market',
      { productId: 'mx-91', loanAmount: 1000 },
      { token: b.token },
    );
    expect(refused).toMatchObject({ status: 409, code: ERRORS.personLoanOpen.code, data: { kind: 'CURP' } });
    expect(refused.msg).toBe(
      'A loan is already in progress for your CURP with another phone number. Contact us if that was not you.',
    );
  });

  it('refuses a Nigerian card whose NIN another phone number registered', async () => {
    const card = 9000 + Math.floor(Math.random() * 1000) * 3;
    const readCard = async () => {
      const mobile = `080${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`.replace(
        /0000$/,
        '1234',
      );
      const ip = `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
      const b = await s.newBorrower({ ...NAIJA, mobile, ip });
      const o = { ...NAIJA, token: b.token, ip };
      expect((await s.call('POST', '/user/saveBasicInfo-market', ngBasic(), o)).code).toBe(0);
      await s.upload('/user/upload/curp/back', { data: goodPhoto(card) }, {}, o);
      await s.upload('/user/upload/curp/front', { data: goodPhoto(card + 1) }, {}, o);
      return { b, ocr: await s.call('POST', '/user/curp/ocr', {}, o) };
    };
    const first = await readCard();
    expect(first.ocr.code).toBe(0);
    const second = await readCard();
    expect(second.ocr).toMatchObject({
      status: 409,
      code: ERRORS.identityTaken.code,
      msg: 'This NIN is already registered with another phone number. Log in with that number, or contact us if you lost it.',
      data: { kind: 'NIN' },
    });
    const { queue } = await refusalsOf(second.b.userId);
    expect(queue).toMatchObject([
      { market: 'NG', kind: 'NIN', number: first.ocr.data.read.idNumber, ownerUserId: first.b.userId },
    ]);
  });

  it('refuses a NUBAN of the same bank that pays another Nigerian phone number', async () => {
    const nuban = uniqueNuban();
    const add = async () => {
      const mobile = `081${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`.replace(
        /0000$/,
        '1234',
      );
      const ip = `10.78.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
      const b = await s.newBorrower({ ...NAIJA, mobile, ip });
      const o = { ...NAIJA, token: b.token, ip };
      const basic = ngBasic();
      expect((await s.call('POST', '/user/saveBasicInfo-market', basic, o)).code).toBe(0);
      await s.clock.advance(61_000);
      const code = await s.requestCode(mobile, o);
      const account = { bankCode: '058', accountNumber: nuban, accountNumberConfirm: nuban, bvn: basic.bvn };
      return s.call('POST', '/user/addBankCard', { ...account, nameConfirmed: true, code }, o);
    };
    expect((await add()).code).toBe(0);
    expect(await add()).toMatchObject({
      code: ERRORS.bankAccountTaken.code,
      msg: 'This account number (NUBAN) already receives loans for another phone number. Use an account in your own name, or contact us if it is yours.',
    });
  });

  it('frees the ids and account of a borrower the retention purge deleted, for the next person to give', async () => {
    const basic = mxBasic();
    const clabe = uniqueClabe('7771');
    const gone = await s.newBorrower();
    expect((await basicWith(gone, basic)).code).toBe(0);
    expect((await addAccount(gone, clabe)).answer.code).toBe(0);
    await s.advanceDays(8);
    const next = await s.newBorrower();
    expect((await basicWith(next, basic)).code).toBe(0);
    expect((await addAccount(next, clabe)).answer.code).toBe(0);
  });

  async function couponsOf(userId: string): Promise<number> {
    const rows = await s.database.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.userId, userId), eq(coupons.source, 'bankAccount')));
    return rows.length;
  }
});
