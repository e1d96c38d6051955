import { randomInt } from 'node:crypto';

/** A prefix + the date + 10 random digits: unguessable enough with the owner check. */
function datedId(prefix: string, now: Date): string {
  const digits = String(randomInt(0, 10_000_000_000)).padStart(10, '0');
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
