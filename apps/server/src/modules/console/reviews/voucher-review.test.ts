import { ERRORS, ORDER_STATUS } from '@puente/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paymentVouchers, staffAudit } from '../../../db/schema.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { goodPhoto } from '../../../testing/images.ts';
import type { Borrower } from '../../../testing/loan-fixtures.ts';
import { signInStaff, staffCall } from '../../../testing/staff-fixtures.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import type { TestService } from '../../../testing/test-service.ts';
import { expectOk, orderRow } from '../../disbursement/money-fixtures.ts';
import {
  creditedMinor,
  repayingBorrower,
  startRepaymentService,
} from '../../repayment/repayment-fixtures.ts';
import { ReceiptLinks } from './receipt-links.ts';

describeEngines(ENGINES)('the proofs-of-payment queue on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService(engine);
  });
  afterAll(() => s.close());

  /** What a borrower does in the app: upload the receipt photo, then save the proof. */
  const proofOf = async (b: Borrower, orderNo: string, reference: string, amount: number) => {
    const upload = await s.upload(
      '/repay/upload/user/voucher',
      { data: goodPhoto(31) },
      {},
      { token: b.token },
    );
    const imageId = expectOk(upload, 'upload').data.imageId as string;
    const saved = await s.call(
      'POST',
      '/repay/save/user/voucher',
      { orderNo, imageId, reference, amount },
      {
        token: b.token,
      },
    );
    return expectOk(saved, 'save').data.voucherId as string;
  };
  const trailOf = async (voucherId: string) =>
    s.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.subjectType, 'voucher'), eq(staffAudit.subjectId, voucherId)));

  it('lists a pending proof with its loan, claim, ageing and a receipt link only its member can open', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const voucherId = await proofOf(b, orderNo, 'SPEI 1200', 300);
    const reviewer = await signInStaff(s, 'reviewer');
    const other = await signInStaff(s, 'reviewer');

    const queue = await staffCall(s, reviewer, 'GET', '/queues/vouchers');
    expect(queue.status).toBe(200);
    const item = queue.data.items.find((i: { id: string }) => i.id === voucherId);
    expect(item).toMatchObject({
      customerId: b.userId,
      orderNo,
      amountClaimed: 300,
      currency: 'MXN',
      reference: 'SPEI 1200',
      waitingMinutes: 0,
      overdue: false,
      assignedTo: null,
    });
    expect(Date.parse(item.dueAt) - Date.parse(item.uploadedAt)).toBe(48 * 3_600_000);
    expect(queue.data.count).toBeGreaterThanOrEqual(1);

    const image = await s.app.inject({ method: 'GET', url: item.receipt.url, headers: reviewer.headers });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.rawPayload.equals(goodPhoto(31))).toBe(true);
    expect((await trailOf(voucherId)).map((row) => row.action)).toEqual(['voucher.receiptViewed']);

    const stranger = await staffCall(s, other, 'GET', item.receipt.url.replace('/staff-api', ''));
    expect(stranger).toMatchObject({ status: 403, code: ERRORS.receiptLinkExpired.code });
    const forged = await staffCall(s, reviewer, 'GET', `/vouchers/${voucherId}/image?token=1.ab`);
    expect(forged).toMatchObject({ status: 403, code: ERRORS.receiptLinkExpired.code });

    const overview = await staffCall(s, reviewer, 'GET', '/queues');
    expect(overview.data.queues).toContainEqual(
      expect.objectContaining({ name: 'vouchers', deadlineHours: 48, open: queue.data.count }),
    );
  });

  it('approves with the amount found: the loan is credited it once and shows paid, audited with the decision', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const voucherId = await proofOf(b, orderNo, 'BBVA 5521', 300);
    const owed = (await s.call('GET', '/repay/repay-order/detail', { orderNo }, { token: b.token })).data
      .totalOwed;
    const reviewer = await signInStaff(s, 'reviewer');

    const approved = await staffCall(s, reviewer, 'POST', `/vouchers/${voucherId}/approve`, {
      amountFound: owed,
      note: 'Statement shows the whole balance',
    });
    expect(approved).toMatchObject({ status: 200, code: 0, data: { status: 'approved', amountFound: owed } });
    const again = await staffCall(s, reviewer, 'POST', `/vouchers/${voucherId}/approve`, {
      amountFound: 300,
    });
    expect(again.data).toMatchObject({ status: 'approved', amountFound: owed });
    expect(await creditedMinor(s, order.id)).toBe(Math.round(owed * 100));

    const detail = await s.call('GET', '/repay/repay-order/detail', { orderNo }, { token: b.token });
    expect(detail.data).toMatchObject({ paidOff: true, repaid: owed });
    expect((await orderRow(s, orderNo)).status).toBe(ORDER_STATUS.Finish);
    const [listed] = (await s.call('POST', '/repay/get/voucher/list', { orderNo }, { token: b.token })).data
      .vouchers;
    expect(listed.status).toBe('approved');

    const trail = await trailOf(voucherId);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'voucher.approved',
      memberId: reviewer.memberId,
      customerId: b.userId,
      before: { status: 'pending', amountClaimed: 30_000 },
      after: {
        status: 'approved',
        amountFound: Math.round(owed * 100),
        note: 'Statement shows the whole balance',
      },
    });
    const queue = await staffCall(s, reviewer, 'GET', '/queues/vouchers');
    expect(queue.data.items.map((i: { id: string }) => i.id)).not.toContain(voucherId);
  });

  it('takes no decision when its audit row cannot be written: both are one transaction', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const voucherId = await proofOf(b, orderNo, 'HSBC 8810', 200);
    const failing = async () => {
      throw new Error('audit refused');
    };
    await expect(
      s.services.vouchers.approve(voucherId, { ip: '10.0.0.1' }, { onDecided: failing }),
    ).rejects.toThrow('audit refused');
    const [row] = await s.database.db.select().from(paymentVouchers).where(eq(paymentVouchers.id, voucherId));
    expect(row).toMatchObject({ status: 'pending', decidedAt: null, amountFound: null });
    expect(await creditedMinor(s, order.id)).toBe(0);
  });

  it('rejects with a reason the borrower reads, and refuses a collector and bad amounts', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const voucherId = await proofOf(b, orderNo, 'BANORTE 4410', 250);
    const reviewer = await signInStaff(s, 'reviewer');
    const collector = await signInStaff(s, 'collector');

    for (const [method, path, body] of [
      ['GET', '/queues/vouchers', undefined],
      ['POST', `/vouchers/${voucherId}/approve`, { amountFound: 250 }],
      ['POST', `/vouchers/${voucherId}/reject`, { reason: 'no' }],
    ] as const) {
      expect(await staffCall(s, collector, method, path, body)).toMatchObject({
        status: 403,
        code: ERRORS.staffForbidden.code,
      });
    }
    for (const amountFound of [0, -5, 12.345, '250']) {
      expect(
        await staffCall(s, reviewer, 'POST', `/vouchers/${voucherId}/approve`, { amountFound }),
      ).toMatchObject({
        status: 400,
        code: ERRORS.staffFormInvalid.code,
        data: { field: 'amountFound' },
      });
    }
    expect(
      await staffCall(s, reviewer, 'POST', `/vouchers/${voucherId}/reject`, { reason: 'x'.repeat(201) }),
    ).toMatchObject({ status: 400, data: { field: 'reason' } });

    const rejected = await staffCall(s, reviewer, 'POST', `/vouchers/${voucherId}/reject`, {
      reason: 'The amount is not on the statement',
    });
    expect(rejected).toMatchObject({ status: 200, data: { status: 'rejected' } });
    const [listed] = (await s.call('POST', '/repay/get/voucher/list', { orderNo }, { token: b.token })).data
      .vouchers;
    expect(listed).toMatchObject({ status: 'rejected', rejectReason: 'The amount is not on the statement' });
    const late = await staffCall(s, reviewer, 'POST', `/vouchers/${voucherId}/approve`, { amountFound: 250 });
    expect(late).toMatchObject({ code: ERRORS.voucherAlreadyDecided.code });
    const trail = await trailOf(voucherId);
    expect(trail.map((row) => [row.action, row.after])).toEqual([
      ['voucher.rejected', { status: 'rejected', reason: 'The amount is not on the statement' }],
    ]);
  });

  it('counts a proof past its 48 hours as overdue', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const voucherId = await proofOf(b, orderNo, 'SANTANDER 9', 200);
    const reviewer = await signInStaff(s, 'reviewer');
    await s.clock.advance(49 * 3_600_000);
    const queue = await staffCall(s, reviewer, 'GET', '/queues/vouchers');
    const item = queue.data.items.find((i: { id: string }) => i.id === voucherId);
    expect(item).toMatchObject({ overdue: true, waitingMinutes: 49 * 60 });
    expect(queue.data.overdue).toBeGreaterThanOrEqual(1);
  });
});

it('receipt links expire after five minutes and name one voucher', () => {
  let now = 1_800_000_000_000;
  const links = new ReceiptLinks('secret', () => now);
  const { token } = links.issue('VO1', 'member-1');
  expect(links.verify(token, 'VO1', 'member-1')).toBe(true);
  expect(links.verify(token, 'VO2', 'member-1')).toBe(false);
  expect(new ReceiptLinks('other-secret', () => now).verify(token, 'VO1', 'member-1')).toBe(false);
  now += 5 * 60_000;
  expect(links.verify(token, 'VO1', 'member-1')).toBe(false);
});
