import { ERRORS, toMajor } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payOrders } from '../../../db/schema.ts';
import { loadConfig } from '../../../settings/load-config.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { advanceMinutes, type Borrower, onboardedBorrower } from '../../../testing/loan-fixtures.ts';
import { putProfile, TEST_CURP } from '../../../testing/onboarding-fixtures.ts';
import { PRODUCTION_ENV } from '../../../testing/production-env.ts';
import { MX_BASIC } from '../../../testing/profile-fixtures.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import type { TestService } from '../../../testing/test-service.ts';
import { expectOk, orderRow } from '../../disbursement/money-fixtures.ts';
import { repayingBorrower, startRepaymentService } from '../repayment-fixtures.ts';
import { initials, maskOrderNo } from './portal-service.ts';
import { portalUrl } from './portal-settings.ts';

describeEngines(ENGINES)('repayment portal on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService(engine, {
      publicUrl: loadConfig({ PUBLIC_URL: 'https://pay.puente.example/ignored-path' }).publicUrl,
    });
  });
  afterAll(() => s.close());

  const linkFor = async (b: Borrower, orderNo: string) =>
    expectOk(await s.call('POST', '/repay/portal-link', { orderNo }, { token: b.token }), 'portal link')
      .data as {
      payOrderId: string;
      url: string;
    };
  // Someone else's phone, with no session, from an address of its own.
  const detail = (payOrderId: string | undefined, ip = '192.0.2.10') =>
    s.call('GET', '/portal/repayment/detail', payOrderId === undefined ? {} : { payOrderId }, { ip });
  const confirm = (payload: Record<string, unknown>, lang: 'en' | 'es' = 'en') =>
    s.call('POST', '/portal/repayment/confirm', payload, { ip: '192.0.2.11', lang });

  it('makes a shareable link whose page shows enough to pay and nothing about the borrower', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    await putProfile(s, b.userId, TEST_CURP, MX_BASIC);
    const order = await orderRow(s, orderNo);
    const link = await linkFor(b, orderNo);
    expect(link.payOrderId).toMatch(/^PO\d{22}$/);
    expect(link.url).toBe(`https://pay.puente.example/#/portal/repayment?payOrderId=${link.payOrderId}`);
    expect((await linkFor(b, orderNo)).payOrderId).toBe(link.payOrderId);

    const answer = await detail(link.payOrderId);
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      payOrderId: link.payOrderId,
      orderNoMasked: `${orderNo.slice(0, 6)}…${orderNo.slice(-4)}`,
      borrowerInitials: 'G. H.',
      // Nothing is due yet on a new loan: the link asks for the whole, which on the day the money
      // was sent is the principal alone (no interest has accrued).
      amountDue: toMajor(order.amount),
      totalOwed: toMajor(order.amount),
      currency: 'MXN',
      status: 'pending',
    });
    expect(answer.data.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.data.channels.map((c: { channelId: string }) => c.channelId)).toEqual(['stp', 'oxxo']);

    const json = JSON.stringify(answer);
    for (const secret of [
      'Gloria',
      'Hernández',
      'García',
      MX_BASIC.address,
      MX_BASIC.city,
      MX_BASIC.pinCode,
      MX_BASIC.email,
      MX_BASIC.whatsappNo,
      MX_BASIC.nationalId,
      TEST_CURP,
      b.mobile,
      orderNo,
      b.userId,
    ]) {
      expect(json).not.toContain(secret);
    }
    const [row] = await s.database.db.select().from(payOrders).where(eq(payOrders.id, link.payOrderId));
    expect(row).toMatchObject({
      channel: 'portal',
      provider: 'portal',
      purpose: 'repayment',
      status: 'pending',
    });
    expect(row?.reference).toBe(link.payOrderId);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(7 * 24 * 3_600_000);
  });

  it('answers every wrong link the same way, revealing nothing', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const never = await detail('PO202601010123456789');
    expect(never).toMatchObject({
      status: 400,
      code: ERRORS.payOrderMissing.code,
      msg: 'pay order cannot be empty, try again',
      data: null,
    });
    // A pay order that is not a link (an OXXO reference) is no way into the portal.
    const oxxo = expectOk(
      await s.call('GET', '/repay/getOXXOReference', { orderNo, amount: 200 }, { token: b.token }),
      'oxxo',
    );
    expect(await detail(oxxo.data.payOrderId)).toEqual(never);
    expect(await confirm({ payOrderId: oxxo.data.payOrderId, channelId: 'oxxo' })).toEqual(never);
    expect(await detail(undefined)).toEqual(never);
    expect(await detail('')).toEqual(never);
    expect(await confirm({ payOrderId: 'PO202601010123456789', channelId: 'stp' })).toEqual(never);

    const link = await linkFor(b, orderNo);
    await s.clock.advance(7 * 24 * 3_600_000 + 1_000);
    const expired = await detail(link.payOrderId);
    expect(expired).toMatchObject({ code: ERRORS.payOrderTimedOut.code, data: null });
    expect((await confirm({ payOrderId: link.payOrderId, channelId: 'oxxo' })).code).toBe(
      ERRORS.payOrderTimedOut.code,
    );

    const stranger = await onboardedBorrower(s);
    expect((await s.call('POST', '/repay/portal-link', { orderNo }, { token: stranger.token })).code).toBe(
      ERRORS.orderNotFound.code,
    );
    expect((await s.call('POST', '/repay/portal-link', { orderNo })).code).toBe(ERRORS.notLoggedIn.code);
  });

  it('gives the borrower’s own CLABE, refuses channels a link cannot use, and says when channelId is missing', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const { payOrderId } = await linkFor(b, orderNo);
    const missing = await confirm({ payOrderId }, 'es');
    expect(missing).toMatchObject({
      code: ERRORS.channelIdMissing.code,
      msg: 'channelId no puede estar vacío',
    });
    for (const channelId of ['voucher', 'cashier', 'reservedAccount', 'bitcoin']) {
      expect((await confirm({ payOrderId, channelId })).code).toBe(ERRORS.noPaymentMethod.code);
    }
    const clabe = expectOk(await confirm({ payOrderId, channelId: 'stp' }), 'stp').data;
    const own = expectOk(
      await s.call('GET', '/repay/getStpClabe', { orderNo }, { token: b.token }),
      'clabe',
    ).data;
    expect(clabe).toEqual(own);
    const audit = await s.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'repayment.portalConfirm'));
    expect(audit.some((entry) => entry.userId === b.userId && entry.ip === '192.0.2.11')).toBe(true);
  });

  it('pays the loan off from the link at OXXO, after which the link is closed like any wrong one', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const { payOrderId } = await linkFor(b, orderNo);
    const reference = expectOk(await confirm({ payOrderId, channelId: 'oxxo' }), 'oxxo').data;
    expect(reference).toMatchObject({ amount: toMajor(order.amount), currency: 'MXN' });
    expect(reference.reference).toMatch(/^\d{18}$/);

    const paid = await s.app.inject({
      method: 'POST',
      url: '/dev/oxxo/pay',
      payload: { reference: reference.reference },
    });
    expect(paid.json().code).toBe(0);
    await advanceMinutes(s, 15);
    expect((await orderRow(s, orderNo)).status).toBe(4);
    const view = (await s.call('GET', '/repay/repay-order/detail', { orderNo }, { token: b.token })).data;
    expect(view).toMatchObject({ paidOff: true, repaid: toMajor(order.amount) });

    expect(await detail(payOrderId)).toEqual(await detail('PO202601010123456789'));
    expect((await s.call('POST', '/repay/portal-link', { orderNo }, { token: b.token })).code).toBe(
      ERRORS.notRepaying.code,
    );
  });

  it('limits how often one address may open links', async () => {
    const ip = '198.51.100.77';
    const answers = [];
    for (let i = 0; i < 121; i++) answers.push(await detail('PO202601010123456789', ip));
    expect(answers.slice(0, 120).every((a) => a.code === ERRORS.payOrderMissing.code)).toBe(true);
    expect(answers[120]?.status).toBe(429);
    expect((await detail('PO202601010123456789', '198.51.100.78')).code).toBe(ERRORS.payOrderMissing.code);
  });
});

describe('the origin in payment links', () => {
  it('comes from PUBLIC_URL, defaults to the local service in the sandbox, and has no default in production', () => {
    const origin = (env: Record<string, string>) => loadConfig(env).publicUrl;
    expect(origin({ ...PRODUCTION_ENV, PUBLIC_URL: 'https://pay.example.mx/app/' })).toBe(
      'https://pay.example.mx',
    );
    expect(origin({ PORT: '9090' })).toBe('http://localhost:9090');
    expect(origin(PRODUCTION_ENV)).toBeUndefined();
    expect(() => origin({ PUBLIC_URL: 'ftp://pay.example.mx' })).toThrow(/PUBLIC_URL/);
    expect(() => origin({ PUBLIC_URL: 'pay.example.mx' })).toThrow(/PUBLIC_URL/);
    expect(portalUrl('https://pay.example.mx', 'PO1')).toBe(
      'https://pay.example.mx/#/portal/repayment?payOrderId=PO1',
    );
  });

  it('masks the order number and keeps only initials', () => {
    expect(maskOrderNo('PL2026112112345678')).toBe('PL2026…5678');
    expect(initials({ firstName: ' ana ', lastName: 'Gómez', address: 'Reforma 1' })).toBe('A. G.');
    expect(initials(null)).toBe('');
  });
});
