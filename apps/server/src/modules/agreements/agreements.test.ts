import { createHash } from 'node:crypto';
import { ERRORS, formatMoney } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bankAccounts, loanAgreements, orderEvents, userProfiles } from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { decidedOrder, onboardedBorrower } from '../../testing/loan-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { expectOk, orderRow, sign } from '../disbursement/money-fixtures.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describeEngines(ENGINES)('the loan agreement on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, { sandboxPayoutFailureRate: 0 });
  });
  afterAll(() => s.close());

  it("is written from the order's exact figures and the borrower's data, in English and Spanish", async () => {
    const b = await onboardedBorrower(s);
    const orderNo = await decidedOrder(s, b);
    const { quote } = await orderRow(s, orderNo);
    const en = expectOk(
      await s.call('GET', '/loan/loan-order/loanAgreement', { orderNo }, { token: b.token }),
      'agreement',
    ).data;
    expect(en).toMatchObject({ orderNo, language: 'en', signed: false, title: `Loan agreement ${orderNo}` });
    expect(en.sha256).toBe(sha256(en.text));
    const money = (minor: number, lang: 'en' | 'es') => formatMoney(minor, 'MX', lang);
    for (const figure of [
      quote.amount,
      quote.fee,
      quote.tax,
      quote.interest,
      quote.interestTax,
      quote.disbursed,
      quote.totalRepay,
    ])
      expect(en.text).toContain(money(figure, 'en'));
    // Mexico's IVA on interest, said in the loan and in each payment (decision 029).
    expect(quote.interestTax).toBeGreaterThan(0);
    expect(en.text).toContain(`IVA 16% on interest: ${money(quote.interestTax, 'en')} in total`);
    for (const phase of quote.phases)
      expect(en.text).toContain(`IVA on the interest ${money(phase.interestTax, 'en')}`);
    for (const phase of quote.phases)
      expect(en.text).toContain(`Payment ${phase.phase}: ${money(phase.total, 'en')}`);
    expect(en.text).toContain('Ana Gómez');
    // The borrower's own CURP and CLABE (each fixture borrower has theirs, decision 038).
    const [profile] = await s.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, b.userId));
    const [account] = await s.database.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.userId, b.userId));
    expect(profile?.curp).toMatch(/^GOMA900514H/);
    expect(en.text).toContain(`CURP ${profile?.curp}`);
    expect(en.text).toContain('•••• 7771');
    expect(account?.accountNumber).toMatch(/7771$/);
    expect(en.text).not.toContain(account?.accountNumber);
    expect(en.text).toContain(`CAT (Costo Anual Total): ${quote.annualCostBp / 100}%`);
    expect(en.text).toContain('0.5% for each day late');
    expect(en.text).toContain(`never more than ${money(quote.amount / 4, 'en')} in total`);
    // The optional extension and its cost, from the product (issue 16, finding 11).
    expect(en.text).toContain(
      'for a fee of 1% of what is left of that payment, plus VAT (IVA) 16% on the fee',
    );

    const es = (
      await s.call('GET', '/loan/loan-order/loanAgreement', { orderNo }, { token: b.token, lang: 'es' })
    ).data;
    expect(es).toMatchObject({
      language: 'es',
      title: `Contrato de préstamo ${orderNo}`,
      version: en.version,
    });
    expect(es.text).toContain(`Total a pagar: ${money(quote.totalRepay, 'es')}`);
    expect(es.text).toContain('sin IVA, para fines informativos y de comparación');
    expect(es.text).toContain('5. Prórroga opcional');
    expect(es.text).toContain(`IVA del 16% sobre los intereses: ${money(quote.interestTax, 'es')} en total`);
    expect(es.sha256).toBe(sha256(es.text));
    expect(es.sha256).not.toBe(en.sha256);

    const contract = (await s.call('GET', '/loan/get-money/contract', { orderNo }, { token: b.token })).data;
    expect(contract).toEqual(en);
  });

  it("answers another borrower's order number as one that does not exist", async () => {
    const owner = await onboardedBorrower(s);
    const orderNo = await decidedOrder(s, owner);
    const other = await onboardedBorrower(s);
    const seen = await s.call('GET', '/loan/loan-order/loanAgreement', { orderNo }, { token: other.token });
    expect(seen).toMatchObject({ code: ERRORS.orderNotFound.code });
    const signed = await sign(s, other, orderNo);
    expect(signed).toMatchObject({ code: ERRORS.orderNotFound.code });
    expect((await orderRow(s, orderNo)).status).toBe(14);
    const missing = await s.call(
      'POST',
      '/loan/validateVerifyCode',
      { code: '123456', agree: true },
      { token: owner.token },
    );
    expect(missing).toMatchObject({ code: ERRORS.orderNoMissing.code });
  });

  it('refuses to sign without the tick box or with a wrong code, without spending the code', async () => {
    const b = await onboardedBorrower(s);
    const orderNo = await decidedOrder(s, b);
    await s.clock.advance(61_000);
    const code = await s.requestCode(b.mobile, { token: b.token });

    for (const payload of [
      { orderNo, code },
      { orderNo, code, agree: false },
    ]) {
      const refused = await s.call('POST', '/loan/validateVerifyCode', payload, {
        token: b.token,
        lang: 'es',
      });
      expect(refused).toMatchObject({
        status: 400,
        code: ERRORS.agreementNotAccepted.code,
        msg: ERRORS.agreementNotAccepted.es,
      });
    }
    const empty = await s.call(
      'POST',
      '/loan/validateVerifyCode',
      { orderNo, code: ' ', agree: true },
      { token: b.token },
    );
    expect(empty).toMatchObject({ code: ERRORS.codeEmpty.code, msg: 'Verification code cannot be empty' });
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await s.call(
      'POST',
      '/loan/validateVerifyCode',
      { orderNo, code: wrong, agree: true },
      { token: b.token },
    );
    expect(bad).toMatchObject({ code: ERRORS.codeInvalid.code });
    expect((await orderRow(s, orderNo)).status).toBe(14);

    const ok = await s.call(
      'POST',
      '/loan/validateVerifyCode',
      { orderNo, code, agree: true },
      { token: b.token, ip: '10.9.8.7' },
    );
    expect(ok).toMatchObject({ code: 0, data: { orderNo, status: 18 } });
  });

  it('keeps the signed text with its evidence, lists it, and refuses a second signature', async () => {
    const b = await onboardedBorrower(s);
    const orderNo = await decidedOrder(s, b);
    const shown = (
      await s.call('GET', '/loan/loan-order/loanAgreement', { orderNo }, { token: b.token, lang: 'es' })
    ).data;
    await s.clock.advance(61_000);
    const code = await s.requestCode(b.mobile, { token: b.token });
    const signed = await s.call(
      'POST',
      '/loan/validateVerifyCode',
      { orderNo, code, agree: true },
      { token: b.token, lang: 'es', ip: '10.20.30.40' },
    );
    expect(signed).toMatchObject({ code: 0, data: { orderNo, status: 18 } });

    const order = await orderRow(s, orderNo);
    expect(order.signedAt).not.toBeNull();
    const [row] = await s.database.db
      .select()
      .from(loanAgreements)
      .where(eq(loanAgreements.orderId, order.id));
    expect(row).toMatchObject({
      language: 'es',
      text: shown.text,
      sha256: shown.sha256,
      version: shown.version,
      ip: '10.20.30.40',
      userAgent: 'lightMyRequest',
    });
    expect(row?.signedAt.getTime()).toBe(order.signedAt?.getTime());
    const events = await s.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.reason])).toContainEqual([14, 18, 'signed']);

    // The signed copy, in the language it was signed in, whatever the language asked now.
    const contract = (
      await s.call('GET', '/loan/get-money/contract', { orderNo }, { token: b.token, lang: 'en' })
    ).data;
    expect(contract).toMatchObject({
      signed: true,
      language: 'es',
      text: shown.text,
      sha256: shown.sha256,
      signedAt: order.signedAt?.toISOString(),
      evidence: { ip: '10.20.30.40', userAgent: 'lightMyRequest' },
    });

    const list = (await s.call('GET', '/loan/agreement/list', {}, { token: b.token })).data;
    expect(list.agreements).toEqual([
      {
        orderNo,
        title: `Loan agreement ${orderNo}`,
        version: shown.version,
        language: 'es',
        signedAt: order.signedAt?.toISOString(),
        sha256: shown.sha256,
      },
    ]);
    const otherList = (
      await s.call('GET', '/loan/agreement/list', {}, { token: (await s.newBorrower()).token })
    ).data;
    expect(otherList.agreements).toEqual([]);

    const again = await sign(s, b, orderNo);
    expect(again).toMatchObject({ code: ERRORS.orderNotReady.code });
  });

  it('signs with GET /loan/validateVerifyCode, the spec’s method, as with POST', async () => {
    const b = await onboardedBorrower(s);
    const orderNo = await decidedOrder(s, b);
    await s.clock.advance(61_000);
    const code = await s.requestCode(b.mobile, { token: b.token });
    const unticked = await s.call('GET', '/loan/validateVerifyCode', { orderNo, code }, { token: b.token });
    expect(unticked).toMatchObject({ code: ERRORS.agreementNotAccepted.code });
    const signed = await s.call(
      'GET',
      '/loan/validateVerifyCode',
      { orderNo, code, agree: true },
      { token: b.token, ip: '10.1.2.3' },
    );
    expect(signed).toMatchObject({ code: 0, data: { orderNo, status: 18 } });
    const order = await orderRow(s, orderNo);
    expect(order.status).toBe(18);
    const [row] = await s.database.db
      .select()
      .from(loanAgreements)
      .where(eq(loanAgreements.orderId, order.id));
    expect(row).toMatchObject({ ip: '10.1.2.3', userAgent: 'lightMyRequest' });
    const again = await s.call(
      'GET',
      '/loan/validateVerifyCode',
      { orderNo, code, agree: true },
      { token: b.token },
    );
    expect(again).toMatchObject({ code: ERRORS.orderNotReady.code });
  });

  it('refuses an offer past its validity even before the tick has cancelled it', async () => {
    const b = await onboardedBorrower(s);
    const orderNo = await decidedOrder(s, b);
    const { offerExpiresAt } = await orderRow(s, orderNo);
    // The clock moves without a tick, as between two runs of the job.
    await s.clock.advance((offerExpiresAt?.getTime() ?? 0) - s.clock.now().getTime() + 1_000);
    const code = await s.requestCode(b.mobile, { token: b.token });
    const late = await s.call(
      'POST',
      '/loan/validateVerifyCode',
      { orderNo, code, agree: true },
      { token: b.token },
    );
    expect(late).toMatchObject({ status: 409, code: ERRORS.offerExpired.code });
    expect((await orderRow(s, orderNo)).status).toBe(14);
    // Once the tick has cancelled it, the answer is the same.
    await s.advanceDays(1);
    expect((await orderRow(s, orderNo)).status).toBe(8);
    const code2 = await s.requestCode(b.mobile, { token: b.token });
    const after = await s.call(
      'POST',
      '/loan/validateVerifyCode',
      { orderNo, code: code2, agree: true },
      { token: b.token },
    );
    expect(after).toMatchObject({ code: ERRORS.offerExpired.code });
  });

  it('is refused before approval', async () => {
    const b = await onboardedBorrower(s);
    const answer = await s.call(
      'POST',
      '/loan/loan-order/apply-market',
      { productId: 'mx-91', loanAmount: 1000 },
      { token: b.token },
    );
    const orderNo = answer.data.orderNo;
    const early = await sign(s, b, orderNo);
    expect(early).toMatchObject({ code: ERRORS.orderNotReady.code });
    expect((await orderRow(s, orderNo)).status).toBe(1);
  });
});
