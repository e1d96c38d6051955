import { ERRORS, ORDER_STATUS } from '@puente/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { identityImages, loanOrders, orderEvents, staffAudit } from '../../../db/schema.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { blankPhoto, goodPhoto } from '../../../testing/images.ts';
import { advanceMinutes, type Borrower, onboardedBorrower } from '../../../testing/loan-fixtures.ts';
import { putProfile, TEST_CURP } from '../../../testing/onboarding-fixtures.ts';
import { signInStaff, staffCall } from '../../../testing/staff-fixtures.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import { startTestService, type TestService } from '../../../testing/test-service.ts';

describeEngines(ENGINES)('the applications and identities queue on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, { loanReviewDelayMs: 600_000 });
  });
  afterAll(() => s.close());

  let lastOctet = 0;
  /** An application the rules approve but the shared-device signal holds (decision 039). */
  const heldApplication = async (): Promise<{ b: Borrower; orderNo: string }> => {
    const b = await onboardedBorrower(s);
    const device = { deviceId: `farm-phone-${++lastOctet}`, platform: 'android' };
    for (const other of [await s.newBorrower(), await s.newBorrower()])
      expect((await s.call('POST', '/user/device/addActive', device, { token: other.token })).code).toBe(0);
    expect((await s.call('POST', '/user/device/addActive', device, { token: b.token })).code).toBe(0);
    const applied = await s.call(
      'POST',
      '/loan/loan-order/apply-market',
      { productId: 'mx-91', loanAmount: 1000 },
      { token: b.token, ip: `198.51.100.${lastOctet}` },
    );
    expect(applied.code, applied.msg).toBe(0);
    await advanceMinutes(s, 11);
    return { b, orderNo: applied.data.orderNo as string };
  };
  const orderOf = async (orderNo: string) =>
    (await s.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo)))[0];
  const trailOf = async (subjectId: string) =>
    s.database.db.select().from(staffAudit).where(eq(staffAudit.subjectId, subjectId));

  it('lists a held application with its fired signals, and approves it along the transition table', async () => {
    const { b, orderNo } = await heldApplication();
    const reviewer = await signInStaff(s, 'reviewer');
    const queue = await staffCall(s, reviewer, 'GET', '/queues/applications', undefined, { lang: 'es' });
    const item = queue.data.items.find((i: { id: string }) => i.id === orderNo);
    expect(item).toMatchObject({
      kind: 'application',
      customerId: b.userId,
      orderNo,
      market: 'MX',
      loanAmount: 1000,
      overdue: false,
      assignedTo: null,
      signals: [{ rule: 'sharedDevice', text: expect.stringContaining('2') }],
    });
    expect(Date.parse(item.dueAt) - Date.parse(item.receivedAt)).toBe(24 * 3_600_000);
    const overview = await staffCall(s, reviewer, 'GET', '/queues');
    expect(overview.data.queues).toContainEqual(
      expect.objectContaining({ name: 'applications', deadlineHours: 24, open: queue.data.count }),
    );

    const approved = await staffCall(s, reviewer, 'POST', `/applications/${orderNo}/approve`, {
      note: 'Family phone',
    });
    expect(approved).toMatchObject({ status: 200, data: { orderNo, status: ORDER_STATUS.Confirm } });
    const row = await orderOf(orderNo);
    expect(row).toMatchObject({ status: ORDER_STATUS.Confirm, decidedAt: expect.any(Date) });
    expect(row?.offerExpiresAt).toBeInstanceOf(Date);
    const events = await s.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row?.id ?? ''));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.reason])).toContainEqual([1, 14, 'approved']);
    const latest = await s.call('GET', '/loan/loan-order/latest', {}, { token: b.token });
    expect(latest.data.order).toMatchObject({ orderNo, status: ORDER_STATUS.Confirm });

    const trail = await trailOf(orderNo);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'application.approved',
      memberId: reviewer.memberId,
      customerId: b.userId,
      after: { status: ORDER_STATUS.Confirm, note: 'Family phone' },
    });
    expect(
      await staffCall(s, reviewer, 'POST', `/applications/${orderNo}/refuse`, { reason: 'late' }),
    ).toMatchObject({
      status: 409,
      code: ERRORS.applicationNotHeld.code,
    });
    expect(await trailOf(orderNo)).toHaveLength(1);
  });

  it('refuses a held application with a reason the borrower reads; a collector may do nothing', async () => {
    const { b, orderNo } = await heldApplication();
    const reviewer = await signInStaff(s, 'reviewer');
    const collector = await signInStaff(s, 'collector');
    for (const [method, path, body] of [
      ['GET', '/queues/applications', undefined],
      ['POST', `/applications/${orderNo}/approve`, {}],
      ['POST', `/applications/${orderNo}/refuse`, { reason: 'no' }],
      ['POST', `/identities/${b.userId}/ask-new-photos`, { reason: 'no' }],
    ] as const) {
      expect(await staffCall(s, collector, method, path, body)).toMatchObject({
        status: 403,
        code: ERRORS.staffForbidden.code,
      });
    }
    expect(
      await staffCall(s, reviewer, 'POST', `/applications/${orderNo}/refuse`, { reason: ' ' }),
    ).toMatchObject({
      status: 400,
      data: { field: 'reason' },
    });
    expect(await staffCall(s, reviewer, 'POST', '/applications/NOPE/approve', {})).toMatchObject({
      status: 404,
      code: ERRORS.applicationNotFound.code,
    });

    const reason = 'We could not confirm that this phone is yours.';
    const refused = await staffCall(s, reviewer, 'POST', `/applications/${orderNo}/refuse`, { reason });
    expect(refused).toMatchObject({
      status: 200,
      data: { status: ORDER_STATUS.Reject, refuseReason: reason },
    });
    expect(await orderOf(orderNo)).toMatchObject({ status: ORDER_STATUS.Reject, refuseReason: reason });
    const records = await s.call('GET', '/loan/loan-order/latest', {}, { token: b.token });
    expect(records.data.order).toMatchObject({ orderNo, status: ORDER_STATUS.Reject, refuseReason: reason });
    expect((await trailOf(orderNo)).map((row) => row.action)).toEqual(['application.refused']);
  });

  it('lists an identity whose face check failed, and asks for new photos with a reason the identity step shows', async () => {
    const b = await s.newBorrower();
    await putProfile(s, b.userId, TEST_CURP);
    const as = { token: b.token };
    await s.upload('/user/upload/curp/back', { data: goodPhoto(1) }, {}, as);
    await s.upload('/user/upload/curp/front', { data: goodPhoto(2) }, {}, as);
    expect((await s.call('POST', '/user/curp/ocr', {}, as)).code).toBe(0);
    const face = await s.upload('/user/saveFaceImage', { data: blankPhoto() }, {}, as);
    expect(face.code).toBe(ERRORS.faceFailed.code);

    const reviewer = await signInStaff(s, 'reviewer');
    const queue = await staffCall(s, reviewer, 'GET', '/queues/applications');
    expect(queue.data.items.find((i: { id: string }) => i.id === b.userId)).toMatchObject({
      kind: 'identity',
      customerId: b.userId,
      ocr: 'passed',
      faceMatch: 'failed',
      overdue: false,
    });

    const reason = 'Your selfie was too dark. Please take it again facing a window.';
    const asked = await staffCall(s, reviewer, 'POST', `/identities/${b.userId}/ask-new-photos`, { reason });
    expect(asked).toMatchObject({ status: 200, data: { userId: b.userId, reason } });
    const status = (await s.call('GET', '/user/identity', {}, as)).data;
    expect(status).toMatchObject({
      back: null,
      front: null,
      face: null,
      ocr: 'pending',
      faceMatch: 'pending',
    });
    expect(status.newPhotosAsked).toMatchObject({ reason });
    expect(
      await s.database.db.select().from(identityImages).where(eq(identityImages.userId, b.userId)),
    ).toEqual([]);
    const after = await staffCall(s, reviewer, 'GET', '/queues/applications');
    expect(after.data.items.map((i: { id: string }) => i.id)).not.toContain(b.userId);
    const trail = await s.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.subjectType, 'identity'), eq(staffAudit.subjectId, b.userId)));
    expect(trail).toMatchObject([{ action: 'identity.newPhotosAsked', after: { photos: 0, reason } }]);

    // The borrower uploads again: the request is answered and no longer shown.
    await s.upload('/user/upload/curp/back', { data: goodPhoto(1) }, {}, as);
    expect((await s.call('GET', '/user/identity', {}, as)).data.newPhotosAsked).toBeUndefined();
  });

  it('describes every review route in the staff API document', async () => {
    const admin = await signInStaff(s, 'administrator');
    const docs = await staffCall(s, admin, 'GET', '/docs');
    expect(docs.status).toBe(200);
    const paths = Object.keys(docs.data.paths ?? {});
    for (const path of ['/queues/vouchers', '/queues/applications', '/applications/{orderNo}/refuse'])
      expect(paths.some((p) => p.endsWith(path))).toBe(true);
  });

  it('does not ask for new photos of a completed identity', async () => {
    const b = await onboardedBorrower(s);
    const reviewer = await signInStaff(s, 'reviewer');
    expect(
      await staffCall(s, reviewer, 'POST', `/identities/${b.userId}/ask-new-photos`, { reason: 'again' }),
    ).toMatchObject({ status: 409, code: ERRORS.identityAlreadyCompleted.code });
  });
});
