import { randomUUID } from 'node:crypto';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema.ts';
import { disbursedOrder, expectOk, orderRow } from '../modules/disbursement/money-fixtures.ts';
import { EXTENSION_LOAN } from '../modules/repayment/extensions/extension-fixtures.ts';
import { goodPhoto } from '../testing/images.ts';
import type { Borrower } from '../testing/loan-fixtures.ts';
import type { TestService } from '../testing/test-service.ts';

/** The identifiers a borrower owns, by the payload field that names them. */
export type OwnedIds = Record<string, string>;

/**
 * Everything a repaying borrower can name in a call, made through the real calls: the loan, its
 * portal payment order, a waiting extension, a prize coupon, a proof of payment and a receipt
 * photo uploaded but not yet sent (the one another borrower would try to attach).
 */
export async function ownedObjects(s: TestService, b: Borrower, seed: number): Promise<OwnedIds> {
  const as = { token: b.token };
  const orderNo = await disbursedOrder(s, b, { loanAmount: EXTENSION_LOAN });
  const link = expectOk(await s.call('POST', '/repay/portal-link', { orderNo }, as), 'portal link');
  const extension = expectOk(
    await s.call('POST', '/repay/confirmExtensionOrder', { orderNo, agree: true }, as),
    'extension',
  );
  const draw = expectOk(await s.call('POST', '/lottery-draw/create', { orderNo }, as), 'draw');
  const upload = async (n: number) =>
    expectOk(await s.upload('/repay/upload/user/voucher', { data: goodPhoto(seed + n) }, {}, as), 'receipt')
      .data.imageId as string;
  const sentImage = await upload(1);
  const voucher = expectOk(
    await s.call(
      'POST',
      '/repay/save/user/voucher',
      { orderNo, imageId: sentImage, reference: `REF${seed}${Date.now() % 1e6}`, amount: 100 },
      as,
    ),
    'proof of payment',
  );
  return {
    orderNo,
    payOrderId: link.data.payOrderId,
    extensionId: extension.data.extensionId,
    couponId: draw.data.coupon.couponId,
    voucherId: voucher.data.voucherId,
    imageId: await upload(2),
    /** The loan's internal id: not a field of any call, but what the borrower's rows point at. */
    orderId: (await orderRow(s, orderNo)).id,
  };
}

/** An identifier of the same shape that nobody owns: what "not found" looks like for that field. */
export function unknownLike(id: string): string {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(id)) return randomUUID();
  let changed = 0;
  return id
    .split('')
    .reverse()
    .map((c) => (/\d/.test(c) && changed++ < 6 ? String((Number(c) + 3) % 10) : c))
    .reverse()
    .join('');
}

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/**
 * Every row, in any table, that mentions one of the borrower's identifiers (and none of `others`,
 * whose own rows these are not), as sorted JSON: two snapshots that differ mean something of theirs
 * changed.
 */
export async function rowsMentioning(
  s: TestService,
  ids: string[],
  others: string[] = [],
): Promise<string[]> {
  const rows: string[] = [];
  for (const table of tables) {
    for (const row of await s.database.db.select().from(table)) {
      const text = JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? String(value) : value));
      if (ids.some((id) => text.includes(id)) && !others.some((id) => text.includes(id))) rows.push(text);
    }
  }
  return rows.sort();
}
