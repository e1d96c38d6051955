import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { ledgerEntries, loanOrders } from '../../db/schema.ts';

const DAY_MS = 86_400_000;

/** mulberry32: a small seeded generator, so a failing run can be replayed with its seed. */
export function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The wall clock's start for a seed: a minute of some day of 2027, so the run meets weekends, month
 * ends and the year's turn depending on its seed, and the same ones each time it is replayed.
 */
export function seededStart(seed: number): number {
  const random = generator(seed ^ 0x5eed_da7e);
  return Date.UTC(2027, 0, 1) + Math.floor(random() * 365) * DAY_MS + Math.floor(random() * 1440) * 60_000;
}

/** Order numbers shaped like the service's (PL + business date + 8 digits), drawn from the seed. */
export function seededOrderNumbers(seed: number): (now: Date) => string {
  const random = generator(seed ^ 0x0bde_2a05);
  return (now) =>
    `PL${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
}

/**
 * A digest of what a run left behind: every order (number, product, amount, status) and every ledger
 * entry (order, kind, what it settles, business date, time, amount), sorted. Row ids and provider
 * references are left out: they are random by design and say nothing about the loans.
 */
export async function runFingerprint(db: Db): Promise<{ orders: number; entries: number; digest: string }> {
  const orders = await db.select().from(loanOrders);
  const numberOf = new Map(orders.map((o) => [o.id, o.orderNo]));
  const entries = await db.select().from(ledgerEntries);
  const lines = [
    ...orders.map((o) => ['order', o.orderNo, o.productId, o.amount, o.status].join(' ')),
    ...entries.map((e) =>
      [
        'entry',
        numberOf.get(e.orderId),
        e.kind,
        e.phase ?? '-',
        e.appliesTo ?? '-',
        e.businessDate,
        e.at.toISOString(),
        e.amount,
      ].join(' '),
    ),
  ].sort();
  return {
    orders: orders.length,
    entries: entries.length,
    digest: createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16),
  };
}
