import { randomUUID } from 'node:crypto';
import {
  type Currency,
  DomainError,
  type Language,
  MARKETS,
  type MarketId,
  toMajor,
  type VoucherView,
} from '@puente/domain';
import { recordAudit } from '../../../audit/audit-repository.ts';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import type { SessionUser, UploadedFile } from '../../../protocol/call.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import { CONTENT_TYPES } from '../../identity/image-check.ts';
import { tellVoucherDecided } from '../../messages/loan-notices.ts';
import * as orders from '../../orders/orders-service.ts';
import { isRepayable, owedAt, productOf, repayableOrderOf } from '../../orders/orders-service.ts';
import type { CreditingService } from '../crediting/crediting-service.ts';
import { newVoucherId } from '../pay-order-id.ts';
import * as payOrders from '../pay-order-repository.ts';
import { checkRepaymentAmount, wholeAmountMinor } from '../repayment-amount.ts';
import { totalOwedMinor } from '../repayment-detail.ts';
import { checkReceipt, receiptKey } from './voucher-image.ts';
import * as vouchers from './voucher-repository.ts';

export interface VoucherDeps {
  db: Db;
  clock: BusinessClock;
  storage: FileStorage;
  crediting: CreditingService;
}

export interface VoucherInput {
  orderNo: string;
  imageId: string;
  reference: string;
  amount: number;
}

export interface DecisionOptions {
  /**
   * Runs in the decision's transaction, only when this call took the decision: whoever decides
   * (the console) records it there, so the decision and its record happen together or not at all.
   */
  onDecided?: (tx: Db, voucher: vouchers.VoucherRow) => Promise<void>;
}

export interface ApproveOptions extends DecisionOptions {
  /** What the reviewer found on the statement, in minor units; the amount claimed when absent. */
  amountFoundMinor?: number;
}

/** Spec §9: feedback on a proof of payment within 48 hours. */
export const VOUCHER_FEEDBACK_HOURS = 48;
const FEEDBACK_MS = VOUCHER_FEEDBACK_HOURS * 3_600_000;
/** Crediting knows a voucher by this provider name and the voucher id (decision 016). */
const VOUCHER_PROVIDER = 'voucher';

/**
 * Proof of payment: the borrower paid some other way, uploads the receipt and says the reference and
 * amount; a person checks it against the bank statement and approves it (the amount is credited once,
 * through the same crediting as every provider) or rejects it with a reason.
 */
export class VoucherService {
  constructor(private readonly deps: VoucherDeps) {}

  /** Stores the receipt photo; only a borrower with a loan taking payments may upload one. */
  async uploadImage(
    caller: { ip: string },
    user: SessionUser,
    file: UploadedFile | undefined,
  ): Promise<{ imageId: string }> {
    const image = checkReceipt(file);
    const { db, clock, storage } = this.deps;
    if (!(await repayableOrderOf(db, user.userId))) throw new DomainError('notRepaying');
    const imageId = randomUUID();
    await storage.put(receiptKey(user.userId, imageId), image.data, CONTENT_TYPES[image.format]);
    await recordAudit(db, {
      at: clock.now(),
      userId: user.userId,
      action: 'voucher.imageUploaded',
      detail: { imageId, sha256: image.sha256, bytes: image.bytes },
      ip: caller.ip,
    });
    return { imageId };
  }

  async save(
    caller: { ip: string },
    user: SessionUser,
    input: VoucherInput,
    lang: Language,
  ): Promise<VoucherView> {
    const { db, clock, storage } = this.deps;
    const reference = input.reference.trim().replace(/\s+/g, ' ');
    if (reference.length < 4 || reference.length > 40)
      throw new DomainError('voucherReferenceInvalid', { field: 'reference' });
    const amount = wholeAmountMinor(input.amount, user.market as MarketId, lang, { field: 'amount' });

    const order = await orders.findOwnOrder(db, user.userId, input.orderNo);
    if (!isRepayable(order.status)) throw new DomainError('notRepaying');
    const product = productOf(order);
    const market = order.market as MarketId;
    const owedMinor = totalOwedMinor(await owedAt(db, order, clock.now()));
    checkRepaymentAmount(amount, { product, market, owedMinor, lang }, { field: 'amount' });
    const imageKey = receiptKey(user.userId, input.imageId);
    if (!(await storage.get(imageKey))) throw new DomainError('voucherImageMissing', { field: 'imageId' });
    if (await vouchers.referenceTaken(db, order.id, reference))
      throw new DomainError('voucherReferenceUsed', { field: 'reference' });

    const now = clock.now();
    const id = newVoucherId(now);
    const currency = MARKETS[market].currency;
    const feedbackDueAt = new Date(now.getTime() + FEEDBACK_MS);
    try {
      const row = await db.transaction(async (tx) => {
        // The pay order is how crediting finds the loan when the voucher is approved: its reference
        // is the voucher id, as an OXXO pay order's is the store reference.
        await payOrders.insertPayOrder(tx, {
          id,
          orderId: order.id,
          userId: user.userId,
          channel: 'voucher',
          provider: VOUCHER_PROVIDER,
          purpose: 'repayment',
          reference: id,
          amount,
          currency,
          status: 'pending',
          createdAt: now,
          expiresAt: feedbackDueAt,
          paidAt: null,
        });
        const saved = await vouchers.insertVoucher(tx, {
          id,
          userId: user.userId,
          orderId: order.id,
          imageKey,
          reference,
          amount,
          currency,
          status: 'pending',
          submittedAt: now,
          feedbackDueAt,
        });
        await recordAudit(tx, {
          at: now,
          userId: user.userId,
          action: 'voucher.submitted',
          detail: { voucherId: id, orderNo: order.orderNo, amount, reference },
          ip: caller.ip,
        });
        return saved;
      });
      return voucherView({ ...row, orderNo: order.orderNo });
    } catch (error) {
      // The same reference sent twice at once: the unique index decides, the loser hears why.
      if (isUniqueViolation(error, 'payment_vouchers_reference'))
        throw new DomainError('voucherReferenceUsed', { field: 'reference' });
      throw error;
    }
  }

  async list(user: SessionUser, orderNo: string | undefined): Promise<{ vouchers: VoucherView[] }> {
    const { db } = this.deps;
    const order = orderNo ? await orders.findOwnOrder(db, user.userId, orderNo) : undefined;
    const rows = await vouchers.vouchersOf(db, user.userId, order?.id);
    return { vouchers: rows.map(voucherView) };
  }

  /**
   * Credits the amount found (by default the amount claimed) to the voucher's loan, once. The
   * decision is taken first (pending → approved, so a rejection can no longer win), then the credit,
   * keyed by the voucher id: approving again, at once or after a crash between the two steps,
   * finishes the same credit of the amount stored with the decision and adds nothing.
   */
  async approve(
    voucherId: string,
    reviewer: { ip: string },
    options: ApproveOptions = {},
  ): Promise<VoucherView> {
    const { db, clock, crediting } = this.deps;
    let voucher = await this.find(voucherId);
    const now = clock.now();
    if (voucher.status === 'rejected') throw alreadyDecided('rejected');
    if (voucher.status === 'pending') {
      const amountFound = options.amountFoundMinor ?? voucher.amount;
      if (!Number.isSafeInteger(amountFound) || amountFound <= 0)
        throw new DomainError('payloadInvalid', { field: 'amountFound' });
      const order = await orders.findOrderById(db, voucher.orderId);
      if (!order || !isRepayable(order.status)) throw new DomainError('notRepaying');
      await db.transaction(async (tx) => {
        const row = await vouchers.decide(tx, voucherId, { status: 'approved', decidedAt: now, amountFound });
        if (!row) return;
        await recordAudit(tx, {
          at: now,
          userId: row.userId,
          action: 'voucher.approved',
          detail: { voucherId, amount: row.amount, amountFound },
          ip: reviewer.ip,
        });
        await tellVoucherDecided(tx, now, row);
        await options.onDecided?.(tx, row);
      });
      // Whoever decided it (this call or one at the same instant), the stored decision is credited.
      voucher = await this.find(voucherId);
      if (voucher.status === 'rejected') throw alreadyDecided('rejected');
    }
    if (!voucher.incomingPaymentId) {
      await crediting.credit({
        provider: VOUCHER_PROVIDER,
        providerRef: voucherId,
        currency: voucher.currency as Currency,
        amountMinor: voucher.amountFound ?? voucher.amount,
        match: { kind: 'reference', reference: voucherId },
        paidAt: voucher.submittedAt,
      });
      const paymentId = await vouchers.incomingPaymentId(db, VOUCHER_PROVIDER, voucherId);
      if (!paymentId) throw new Error(`voucher ${voucherId} was credited but no payment is recorded`);
      await vouchers.linkIncomingPayment(db, voucherId, paymentId);
    }
    return voucherView(await this.find(voucherId));
  }

  /** Refuses the voucher with a reason the borrower reads in the list; nothing is credited. */
  async reject(
    voucherId: string,
    reason: string,
    reviewer: { ip: string },
    options: DecisionOptions = {},
  ): Promise<VoucherView> {
    const { db, clock } = this.deps;
    const text = reason.trim();
    if (text.length === 0 || text.length > 200) throw new DomainError('payloadInvalid', { field: 'reason' });
    const voucher = await this.find(voucherId);
    if (voucher.status === 'approved') throw alreadyDecided('approved');
    if (voucher.status === 'pending') {
      const now = clock.now();
      const decided = await db.transaction(async (tx) => {
        const row = await vouchers.decide(tx, voucherId, {
          status: 'rejected',
          decidedAt: now,
          rejectReason: text,
        });
        if (row) {
          await vouchers.closePayOrder(tx, voucherId);
          await recordAudit(tx, {
            at: now,
            userId: row.userId,
            action: 'voucher.rejected',
            detail: { voucherId, reason: text },
            ip: reviewer.ip,
          });
          await tellVoucherDecided(tx, now, row);
          await options.onDecided?.(tx, row);
        }
        return row;
      });
      if (!decided && (await this.find(voucherId)).status === 'approved') throw alreadyDecided('approved');
    }
    return voucherView(await this.find(voucherId));
  }

  private async find(voucherId: string): Promise<vouchers.VoucherWithOrder> {
    const voucher = await vouchers.voucherWithOrder(this.deps.db, voucherId);
    if (!voucher) throw new DomainError('voucherNotFound');
    return voucher;
  }
}

function alreadyDecided(status: 'approved' | 'rejected'): DomainError {
  return new DomainError('voucherAlreadyDecided', {
    decision: status,
    decision_es: status === 'approved' ? 'aprobado' : 'rechazado',
  });
}

export function voucherView(row: vouchers.VoucherWithOrder): VoucherView {
  return {
    voucherId: row.id,
    orderNo: row.orderNo,
    reference: row.reference,
    amount: toMajor(row.amount),
    currency: row.currency as Currency,
    status: row.status as VoucherView['status'],
    submittedAt: row.submittedAt.toISOString(),
    feedbackDueAt: row.feedbackDueAt.toISOString(),
    ...(row.decidedAt ? { decidedAt: row.decidedAt.toISOString() } : {}),
    ...(row.rejectReason ? { rejectReason: row.rejectReason } : {}),
  };
}
