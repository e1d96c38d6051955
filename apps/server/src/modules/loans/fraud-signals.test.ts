import { ORDER_STATUS } from '@puente/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, bankAccounts, loanOrders } from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { advanceMinutes, type Borrower, onboardedBorrower } from '../../testing/loan-fixtures.ts';
import { NAIJA, NG_OTHERS_ACCOUNT, onboardedNgBorrower } from '../../testing/nigeria-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';

/**
 * The fraud signals on the applying path (decision 039): each one, on a borrower the rules approve,
 * holds the application for an operator; a clean borrower on the same path is approved.
 */
describeEngines(ENGINES)('fraud signals on applying, on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, { loanReviewDelayMs: 600_000 });
  });
  afterAll(() => s.close());

  /** Public addresses (TEST-NET-2), one per test so no test counts another's applications. */
  let lastOctet = 0;
  const newAddress = () => `198.51.100.${++lastOctet}`;

  const apply = async (b: Borrower, ip: string, app: { packageName?: string } = {}) => {
    const product = app.packageName
      ? { productId: 'ng-91', loanAmount: 10_000 }
      : { productId: 'mx-91', loanAmount: 1000 };
    const answer = await s.call('POST', '/loan/loan-order/apply-market', product, {
      ...app,
      token: b.token,
      ip,
    });
    expect(answer.code, answer.msg).toBe(0);
    return answer.data.orderNo as string;
  };
  const orderRow = async (orderNo: string) =>
    (await s.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo)))[0];
  const fired = (row: Awaited<ReturnType<typeof orderRow>>) =>
    row?.decision?.signals.filter((signal) => signal.fired).map((signal) => signal.rule);

  /** Held: still Applying with no time promised, the decision and its signals stored, audited, never decided later. */
  async function expectHeld(b: Borrower, orderNo: string, rule: string, app: { packageName?: string } = {}) {
    const row = await orderRow(orderNo);
    expect(row).toMatchObject({ status: ORDER_STATUS.Applying, decidedAt: null, offerExpiresAt: null });
    expect(row?.heldAt).toBeInstanceOf(Date);
    expect(row?.decision).toMatchObject({ approved: false, held: true });
    expect(row?.decision?.reasons.every((reason) => reason.passed)).toBe(true);
    expect(fired(row)).toContain(rule);

    const latest = await s.call('GET', '/loan/loan-order/latest', {}, { ...app, token: b.token });
    expect(latest.data.order).toMatchObject({ orderNo, status: ORDER_STATUS.Applying });
    expect(latest.data.order.decideAt).toBeUndefined();
    const home = await s.call('GET', '/loan/loan-product/index', {}, { ...app, token: b.token });
    expect(home.data).toMatchObject({ homeStatus: 'assessing' });

    const audit = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, b.userId), eq(auditLog.action, 'loan.held')));
    expect(audit.map((a) => a.detail)).toEqual([expect.objectContaining({ orderNo, signals: fired(row) })]);

    // The review job passes a held application by, however long it waits.
    await advanceMinutes(s, 60);
    expect(await orderRow(orderNo)).toMatchObject({ status: ORDER_STATUS.Applying, heldAt: row?.heldAt });
  }

  it('approves a clean borrower applying from a public address, every signal evaluated and none fired', async () => {
    const b = await onboardedBorrower(s);
    await s.call(
      'POST',
      '/user/device/addActive',
      { deviceId: 'own-phone', platform: 'android' },
      { token: b.token },
    );
    const orderNo = await apply(b, newAddress());
    await advanceMinutes(s, 11);
    const row = await orderRow(orderNo);
    expect(row).toMatchObject({ status: ORDER_STATUS.Confirm, heldAt: null });
    expect(row?.decision).toMatchObject({ approved: true, held: false });
    expect(row?.decision?.signals.map((signal) => [signal.rule, signal.fired])).toEqual([
      ['sharedDevice', false],
      ['sharedAddress', false],
      ['accountName', false],
      ['identityReused', false],
    ]);
    expect(row?.decision?.signals.find((signal) => signal.rule === 'sharedAddress')?.text.en).toMatch(
      /same address within 24 hours: 0 /,
    );
  });

  it('holds an application from a device two other accounts activated the app on', async () => {
    const b = await onboardedBorrower(s);
    const device = { deviceId: 'farm-phone-1', platform: 'android' };
    for (const other of [await s.newBorrower(), await s.newBorrower()]) {
      expect((await s.call('POST', '/user/device/addActive', device, { token: other.token })).code).toBe(0);
    }
    expect((await s.call('POST', '/user/device/addActive', device, { token: b.token })).code).toBe(0);
    const orderNo = await apply(b, newAddress());
    await advanceMinutes(s, 11);
    await expectHeld(b, orderNo, 'sharedDevice');
    const row = await orderRow(orderNo);
    expect(row?.decision?.signals.find((signal) => signal.rule === 'sharedDevice')?.text.en).toBe(
      'Other accounts that activated the app on this borrower’s devices: 2 (2 or more hold the application for an operator)',
    );
  });

  it('holds the same device known by its install id (afid) under another device id', async () => {
    const b = await onboardedBorrower(s);
    for (const [i, other] of [await s.newBorrower(), await s.newBorrower()].entries()) {
      const device = { deviceId: `reset-phone-${i}`, platform: 'android', afid: 'af-shared-install' };
      expect((await s.call('POST', '/user/device/addActive', device, { token: other.token })).code).toBe(0);
    }
    const mine = { deviceId: 'reset-phone-9', platform: 'android', afid: 'af-shared-install' };
    expect((await s.call('POST', '/user/device/addActive', mine, { token: b.token })).code).toBe(0);
    const orderNo = await apply(b, newAddress());
    await advanceMinutes(s, 11);
    await expectHeld(b, orderNo, 'sharedDevice');
  });

  it('holds all six applications when six accounts apply from one public address within a day', async () => {
    const ip = newAddress();
    const borrowers: Borrower[] = [];
    for (let i = 0; i < 6; i++) borrowers.push(await onboardedBorrower(s));
    const orders: string[] = [];
    for (const b of borrowers) orders.push(await apply(b, ip));
    await advanceMinutes(s, 11);
    for (const [i, b] of borrowers.entries()) await expectHeld(b, orders[i] as string, 'sharedAddress');
  }, 120_000);

  it('does not count a private address: six applications through an untrusted balancer are approved', async () => {
    const borrowers: Borrower[] = [];
    for (let i = 0; i < 6; i++) borrowers.push(await onboardedBorrower(s));
    const orders: string[] = [];
    for (const b of borrowers) orders.push(await apply(b, '10.0.0.7'));
    await advanceMinutes(s, 11);
    for (const orderNo of orders) expect((await orderRow(orderNo))?.status).toBe(ORDER_STATUS.Confirm);
  }, 120_000);

  it('holds a Mexican application whose typed holder name is someone else’s', async () => {
    const b = await onboardedBorrower(s);
    await s.database.db
      .update(bankAccounts)
      .set({ holderName: 'Juan Hernández García' })
      .where(and(eq(bankAccounts.userId, b.userId), eq(bankAccounts.primary, true)));
    const orderNo = await apply(b, newAddress());
    await advanceMinutes(s, 11);
    await expectHeld(b, orderNo, 'accountName');
    expect((await orderRow(orderNo))?.decision?.signals.find((x) => x.rule === 'accountName')?.text.en).toBe(
      'The account may be someone else’s: the holder name typed “Juan Hernández García” does not match “Ana Gómez”',
    );
  });

  it('holds a Nigerian application whose account the bank names for someone else, and approves one in the borrower’s name', async () => {
    const others = await onboardedNgBorrower(s, NG_OTHERS_ACCOUNT);
    const own = await onboardedNgBorrower(s);
    const heldOrder = await apply(others, newAddress(), NAIJA);
    const approvedOrder = await apply(own, newAddress(), NAIJA);
    await advanceMinutes(s, 11);
    await expectHeld(others, heldOrder, 'accountName', NAIJA);
    expect(
      (await orderRow(heldOrder))?.decision?.signals.find((x) => x.rule === 'accountName')?.text.en,
    ).toBe(
      'The account may be someone else’s: the bank’s name for the account “EMEKA ADEYEMI” does not match “Adaeze Okafor”',
    );
    expect(await orderRow(approvedOrder)).toMatchObject({ status: ORDER_STATUS.Confirm, heldAt: null });
  }, 60_000);

  it('holds an application whose CURP another phone number was refused for', async () => {
    const curp = 'GOMA900514HDFRRN07';
    const b = await onboardedBorrower(s, {}, curp);
    const intruder = await s.newBorrower();
    await s.database.db.insert(auditLog).values({
      at: s.clock.now(),
      userId: intruder.userId,
      action: 'identity.reuseRefused',
      detail: { kind: 'CURP', number: curp, ownerUserId: b.userId },
    });
    const orderNo = await apply(b, newAddress());
    await advanceMinutes(s, 11);
    await expectHeld(b, orderNo, 'identityReused');
  });

  it('holds an application whose bank account another phone number was refused for, not one the borrower themself retyped', async () => {
    const useAccount = async (b: Borrower, clabe: string) =>
      s.database.db
        .update(bankAccounts)
        .set({ accountNumber: clabe })
        .where(and(eq(bankAccounts.userId, b.userId), eq(bankAccounts.primary, true)));
    const refusal = (userId: string, clabe: string, ownerUserId: string) => ({
      at: s.clock.now(),
      userId,
      action: 'identity.reuseRefused',
      detail: { kind: 'bankAccount', number: clabe, ownerUserId },
    });
    const b = await onboardedBorrower(s);
    await useAccount(b, '002010077777700017');
    const intruder = await s.newBorrower();
    await s.database.db.insert(auditLog).values(refusal(intruder.userId, '002010077777700017', b.userId));
    // A refusal the borrower's own account wrote is no other phone number.
    const retyped = await onboardedBorrower(s);
    await useAccount(retyped, '002010077777700020');
    await s.database.db
      .insert(auditLog)
      .values(refusal(retyped.userId, '002010077777700020', retyped.userId));

    const heldOrder = await apply(b, newAddress());
    const approvedOrder = await apply(retyped, newAddress());
    await advanceMinutes(s, 11);
    await expectHeld(b, heldOrder, 'identityReused');
    expect((await orderRow(approvedOrder))?.status).toBe(ORDER_STATUS.Confirm);
  }, 60_000);
});
