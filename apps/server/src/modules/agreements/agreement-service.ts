import { DomainError, type Language, type MarketId, ORDER_STATUS, type SigningSubject } from '@puente/domain';
import { recordAudit } from '../../audit/audit-repository.ts';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import type { SessionUser } from '../../protocol/call.ts';
import * as orders from '../orders/orders-service.ts';
import type { SecurityService } from '../security/security-service.ts';
import { agreementParties } from './agreement-parties.ts';
import * as repo from './agreement-repository.ts';
import { agreementText, agreementTitle } from './agreement-text.ts';

export interface AgreementDeps {
  db: Db;
  clock: BusinessClock;
  security: Pick<SecurityService, 'confirmOwnNumber'>;
}

/** Who accepts, kept as evidence with the signature. */
export interface Signer {
  ip: string;
  userAgent: string;
  lang: Language;
}

export interface AgreementAnswer {
  orderNo: string;
  version: string;
  language: Language;
  title: string;
  text: string;
  sha256: string;
  signed: boolean;
  signedAt?: string;
  evidence?: { ip: string; userAgent: string };
}

/** An approved offer (or a signed one) past its validity, whether or not the tick has cancelled it yet. */
export function offerHasExpired(order: orders.OrderRow, now: Date): boolean {
  if (order.status === ORDER_STATUS.Cancel) return order.cancelReason === 'offerExpired';
  const waiting = order.status === ORDER_STATUS.Confirm || order.status === ORDER_STATUS.getMoney;
  return waiting && order.offerExpiresAt !== null && order.offerExpiresAt <= now;
}

function checkSignable(order: orders.OrderRow, now: Date): void {
  if (offerHasExpired(order, now)) throw new DomainError('offerExpired');
  if (order.status !== ORDER_STATUS.Confirm) throw new DomainError('orderNotReady');
}

/**
 * The approved offer a signing code would sign, as its message names it (decision 033), or the
 * refusal signing it would get: no code is sent for a loan that cannot be signed.
 */
export async function signingSubject(
  db: Db,
  userId: string,
  orderNo: string,
  now: Date,
): Promise<SigningSubject> {
  const order = await orders.findOwnOrder(db, userId, orderNo);
  checkSignable(order, now);
  return { orderNo: order.orderNo, amountMinor: order.amount, market: order.market as MarketId };
}

/** The loan agreement: shown from the order's exact figures, signed with a code, kept as evidence. */
export class AgreementService {
  constructor(private readonly deps: AgreementDeps) {}

  /** The signed copy once there is one; before that, the text the borrower would sign, in their language. */
  async agreement(user: SessionUser, orderNo: string, lang: Language): Promise<AgreementAnswer> {
    const { db } = this.deps;
    const order = await orders.findOwnOrder(db, user.userId, orderNo);
    const signed = await repo.findAgreement(db, order.id);
    if (signed) {
      const language = signed.language as Language;
      return {
        orderNo,
        version: signed.version,
        language,
        title: agreementTitle(orderNo, language),
        text: signed.text,
        sha256: signed.sha256,
        signed: true,
        signedAt: signed.signedAt.toISOString(),
        evidence: { ip: signed.ip, userAgent: signed.userAgent },
      };
    }
    const doc = agreementText(await agreementParties(db, order), lang);
    return { orderNo, ...doc, signed: false };
  }

  /**
   * Signs an approved offer (14 → 18). Every refusal that is the borrower's to fix comes before the
   * code is checked, so it does not cost them their code.
   */
  async sign(
    signer: Signer,
    user: SessionUser,
    input: { orderNo: string; code?: string | undefined; agree?: boolean | undefined },
  ): Promise<{ orderNo: string; status: number }> {
    const { db, clock } = this.deps;
    if (input.agree !== true) throw new DomainError('agreementNotAccepted');
    const order = await orders.findOwnOrder(db, user.userId, input.orderNo);
    checkSignable(order, clock.now());
    await this.deps.security.confirmOwnNumber(user, input.code);

    return db.transaction(async (tx) => {
      const now = clock.now();
      // Locked as choosing a coupon locks it: the quote the agreement is written from is the one the
      // ledger books, and a coupon change waits for the signature (then finds the order signed).
      const current = await orders.lockOrder(tx, order.id);
      if (!current) throw new DomainError('orderNotFound');
      checkSignable(current, now);
      const doc = agreementText(await agreementParties(tx, current), signer.lang);
      // The guarded transition first: of two simultaneous signatures, the second is told "not ready".
      const moved = await orders.transition(tx, current, ORDER_STATUS.getMoney, 'signed', now, {
        signedAt: now,
      });
      await repo.insertAgreement(tx, {
        orderId: current.id,
        version: doc.version,
        language: doc.language,
        text: doc.text,
        sha256: doc.sha256,
        signedAt: now,
        ip: signer.ip,
        userAgent: signer.userAgent,
      });
      await recordAudit(tx, {
        at: now,
        userId: user.userId,
        action: 'loan.signed',
        detail: {
          orderNo: current.orderNo,
          version: doc.version,
          sha256: doc.sha256,
          language: doc.language,
        },
        ip: signer.ip,
      });
      return { orderNo: moved.orderNo, status: moved.status };
    });
  }

  async list(user: SessionUser, lang: Language) {
    const rows = await repo.signedAgreementsOf(this.deps.db, user.userId);
    return rows.map((r) => ({
      orderNo: r.orderNo,
      title: agreementTitle(r.orderNo, lang),
      version: r.version,
      language: r.language as Language,
      signedAt: r.signedAt.toISOString(),
      sha256: r.sha256,
    }));
  }
}
