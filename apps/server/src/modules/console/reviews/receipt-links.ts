import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a receipt link works: long enough to open it from the queue, too short to pass around. */
export const RECEIPT_LINK_MS = 5 * 60_000;

/**
 * Short-lived links to a proof of payment's receipt image. The token names the voucher, the member
 * it was issued to and when it stops working, signed with a key of its own derived from the service
 * secret, so a link copied out of the console is useless to anyone else and after five minutes.
 */
export class ReceiptLinks {
  private readonly key: Buffer;

  constructor(
    serviceSecret: string,
    private readonly wallNow: () => number = Date.now,
  ) {
    this.key = createHmac('sha256', serviceSecret).update('staff:voucher-receipt-link').digest();
  }

  /** The token for `voucherId` opened by `memberId`, valid for RECEIPT_LINK_MS from now. */
  issue(voucherId: string, memberId: string): { token: string; expiresAt: string } {
    const expires = this.wallNow() + RECEIPT_LINK_MS;
    return {
      token: `${expires}.${this.sign(voucherId, memberId, expires)}`,
      expiresAt: new Date(expires).toISOString(),
    };
  }

  /** Whether `token` was issued for this voucher and member and has not yet expired. */
  verify(token: string, voucherId: string, memberId: string): boolean {
    const match = /^(\d{13,15})\.([0-9a-f]{64})$/.exec(token);
    if (!match?.[1] || !match[2]) return false;
    const expires = Number(match[1]);
    if (expires <= this.wallNow()) return false;
    const expected = Buffer.from(this.sign(voucherId, memberId, expires), 'hex');
    return timingSafeEqual(expected, Buffer.from(match[2], 'hex'));
  }

  private sign(voucherId: string, memberId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${voucherId}\n${memberId}\n${expires}`).digest('hex');
  }
}
