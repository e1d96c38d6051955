import { canTransition, ORDER_STATUS } from '@puente/domain';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import { closeDateSql } from '../cob/cob-sql.ts';
import { expireOffers } from '../loans/review-job.ts';
import { setTransition, statusList, statusSql } from './status-sql.ts';

const render = (query: SQL) => new PgDialect().sqlToQuery(query).sql;

/**
 * The status moves a set-based statement makes, read back from its SQL: the `from` statuses its
 * update accepts and the status it sets. Parsing the text (rather than asking how it was built)
 * catches a hand-written number as surely as a wrong table.
 */
function movesIn(text: string): { from: number[]; to: number } {
  const update = /update loan_orders o\s+set status = (\d+)[\s\S]*?where ([\s\S]*?)returning/.exec(text);
  if (!update) throw new Error(`no status update in ${text}`);
  const from = /\b[a-z]\.status in \(([\d, ]+)\)/.exec(update[2] ?? '')?.[1];
  if (!from) throw new Error(`the update names no from statuses: ${update[2]}`);
  return { from: from.split(',').map(Number), to: Number(update[1]) };
}

/** Runs `expireOffers` against a stand-in that keeps the statement instead of running it. */
async function expireOffersSql(): Promise<string> {
  let statement: SQL | undefined;
  const db = {
    execute: async (query: SQL) => {
      statement = query;
      return { rows: [] };
    },
  } as unknown as Db;
  await expireOffers(db, { now: () => new Date('2026-01-01T00:00:00Z') } as BusinessClock);
  if (!statement) throw new Error('expireOffers ran no statement');
  return render(statement);
}

describe('set-based status moves', () => {
  it('reads each move from ORDER_TRANSITIONS', () => {
    expect(setTransition('pastDue')).toEqual({
      from: [ORDER_STATUS.Repaying],
      to: ORDER_STATUS.Overdued,
      reason: 'pastDue',
    });
    expect(setTransition('offerExpired')).toEqual({
      from: [ORDER_STATUS.Confirm, ORDER_STATUS.getMoney],
      to: ORDER_STATUS.Cancel,
      reason: 'offerExpired',
    });
  });

  it('closes a business date moving orders only as pastDue allows', () => {
    const { from, to } = movesIn(render(closeDateSql('MX', '2026-01-01', new Date())));
    expect(from.length).toBeGreaterThan(0);
    for (const status of from) expect(canTransition(status, to, 'pastDue'), `${status} → ${to}`).toBe(true);
  });

  it('expires offers moving orders only as offerExpired allows', async () => {
    const text = await expireOffersSql();
    const from = /where status in \(([\d, ]+)\) and offer_expires_at/.exec(text)?.[1]?.split(',').map(Number);
    const to = Number(/set status = (\d+)/.exec(text)?.[1]);
    expect(from?.length).toBeGreaterThan(0);
    for (const status of from ?? []) {
      expect(canTransition(status, to, 'offerExpired'), `${status} → ${to}`).toBe(true);
    }
  });

  it('finds a move the table does not allow', () => {
    const wrong = sql`update loan_orders o set status = 4 from overdue v where o.id = v.id and v.status in (2, 3) returning o.id`;
    const { from, to } = movesIn(render(wrong));
    expect(from.map((status) => canTransition(status, to, 'pastDue'))).toEqual([false, false]);
  });

  it('writes statuses as literals and refuses anything else', () => {
    expect(render(sql`status in ${statusList([2, 3])}`)).toBe('status in (2, 3)');
    expect(() => statusSql(2.5)).toThrow();
    expect(() => statusList([])).toThrow();
  });
});
