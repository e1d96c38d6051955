import { randomInt } from 'node:crypto';

/**
 * A prefix + the date + 14 random digits: unguessable with the owner check, and too many to collide
 * (ten thousand a day collide about once in half a million days; a collision would fail the insert).
 */
function datedId(prefix: string, now: Date): string {
  const digits = String(randomInt(0, 100_000_000_000_000)).padStart(14, '0');
  return `${prefix}${now.toISOString().slice(0, 10).replaceAll('-', '')}${digits}`;
}

/** PO…: the spec's payOrderId, one id space for every channel's pay orders. */
export function newPayOrderId(now: Date): string {
  return datedId('PO', now);
}

/** VO…: like a pay order id; it is also the voucher's pay order id. */
export function newVoucherId(now: Date): string {
  return datedId('VO', now);
}
