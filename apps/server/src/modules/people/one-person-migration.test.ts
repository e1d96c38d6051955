import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrations.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { ENGINES, type Engine } from '../../testing/test-database.ts';

const TAG = '0012_one_person_one_borrower';

interface Raw {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
  /** Applies the migrations of `folder` not applied yet. */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openRaw(engine: Engine): Promise<Raw> {
  if (engine === 'pglite') {
    const client = new PGlite();
    await client.waitReady;
    return {
      query: (text) => client.query(text) as Promise<{ rows: Record<string, unknown>[] }>,
      migrate: (folder) => migrateLite(drizzleLite({ client }), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const adminUrl = process.env.DATABASE_URL_TEST as string;
  const name = `puente_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    query: (text) => client.query(text),
    migrate: (folder) => migratePg(drizzlePg({ client }), { migrationsFolder: folder }),
    async close() {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The shipped migrations before this one: a database as it stood before decision 038. */
async function foldersBefore(dir: string): Promise<string> {
  const before = path.join(dir, 'before');
  await cp(migrationsFolder, before, { recursive: true });
  const journalPath = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  // Drizzle applies only migrations newer than the last one applied, so the later ones go too.
  const at = journal.entries.findIndex((e) => e.tag === TAG);
  for (const later of journal.entries.slice(at)) await rm(path.join(before, `${later.tag}.sql`));
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return before;
}

const U = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/**
 * Decision 038's migration on a database that already holds what finding 1 describes: three phone
 * accounts with one CURP and one CLABE, each with an open loan and a welcome coupon, and two
 * Nigerian accounts with one BVN and one NIN. It must not fail, and the earliest account keeps each id.
 */
describeEngines(ENGINES)('the one-person migration on existing duplicates, %s', (engine) => {
  let dir: string;
  let db: Raw;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'puente-migration-'));
    db = await openRaw(engine);
    await db.migrate(await foldersBefore(dir));
  });
  afterAll(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('claims each id for the earliest account, queues the later ones, and keys loans and coupons by person', async () => {
    const at = (minute: number) => `'2026-01-01T00:0${minute}:00Z'`;
    for (const n of [1, 2, 3, 4, 5]) {
      await db.query(
        `insert into users (id, market, mobile, e164, created_at) values ('${U(n)}', '${n <= 3 ? 'MX' : 'NG'}', '55000000${n}', '+5255000000${n}', ${at(n)})`,
      );
    }
    // The third account typed the CURP in lower case: still the same person.
    for (const [n, curp] of [
      [1, 'HEGG560427MVZRRL04'],
      [2, 'HEGG560427MVZRRL04'],
      [3, 'hegg560427mvzrrl04'],
    ] as const) {
      await db.query(
        `insert into user_profiles (user_id, market, basic, curp, updated_at) values ('${U(n)}', 'MX', '{}', '${curp}', ${at(n)})`,
      );
      await db.query(
        `insert into bank_accounts (id, user_id, market, card_type, bank_code, bank_name, account_number, created_at)
         values ('10000000-0000-4000-8000-00000000000${n}', '${U(n)}', 'MX', 'CLABE', '002', 'Banamex', '002010077777777771', ${at(n)})`,
      );
      await db.query(
        `insert into domain_events (type, user_id, payload, at) values ('bankAccount.firstAdded', '${U(n)}',
         '{"accountId": "10000000-0000-4000-8000-00000000000${n}"}', ${at(n)})`,
      );
      await db.query(
        `insert into coupons (user_id, market, definition_id, kind, value, min_loan, source, source_ref, granted_at, valid_until)
         values ('${U(n)}', 'MX', 'mx-bank-account', 'interestOff', 10000, 100000, 'bankAccount', 'first', ${at(n)}, '2026-02-01')`,
      );
      await db.query(
        `insert into loan_orders (order_no, user_id, market, product_id, status, amount, quote, applied_at, decide_at, updated_at)
         values ('P${n}', '${U(n)}', 'MX', 'mx-91', 2, 100000, '{}', ${at(n)}, ${at(n)}, ${at(n)})`,
      );
    }
    for (const n of [4, 5]) {
      await db.query(
        `insert into user_profiles (user_id, market, basic, updated_at) values ('${U(n)}', 'NG', '{"bvn": "22212345678"}', ${at(n)})`,
      );
      await db.query(
        `insert into identity_checks (user_id, ocr_status, ocr_fields) values ('${U(n)}', 'passed', '{"idType": "NIN", "idNumber": "12345678901"}')`,
      );
    }

    await db.migrate(migrationsFolder);

    const claims = await db.query('select key, user_id from identity_claims order by key');
    expect(claims.rows).toEqual([
      { key: 'MX:CURP:HEGG560427MVZRRL04', user_id: U(1) },
      { key: 'MX:bankAccount:002010077777777771', user_id: U(1) },
      { key: 'NG:BVN:22212345678', user_id: U(4) },
      { key: 'NG:NIN:12345678901', user_id: U(4) },
    ]);
    const queue = await db.query(
      `select kind, attempting_user_id as "by", owner_user_id as owner, source from identity_conflicts
       order by attempting_user_id, kind`,
    );
    expect(queue.rows).toEqual([
      { kind: 'CURP', by: U(2), owner: U(1), source: 'migration' },
      { kind: 'bankAccount', by: U(2), owner: U(1), source: 'migration' },
      { kind: 'CURP', by: U(3), owner: U(1), source: 'migration' },
      { kind: 'bankAccount', by: U(3), owner: U(1), source: 'migration' },
      { kind: 'BVN', by: U(5), owner: U(4), source: 'migration' },
      { kind: 'NIN', by: U(5), owner: U(4), source: 'migration' },
    ]);
    const people = await db.query('select user_id, person_key from user_profiles order by user_id');
    expect(people.rows.map((r) => r.person_key)).toEqual([
      'MX:CURP:HEGG560427MVZRRL04',
      null,
      null,
      'NG:BVN:22212345678',
      null,
    ]);
    const loans = await db.query('select order_no, person_key from loan_orders order by order_no');
    expect(loans.rows.map((r) => r.person_key)).toEqual(['MX:CURP:HEGG560427MVZRRL04', null, null]);
    const welcomes = await db.query(
      `select person_key, account_key from coupons where source = 'bankAccount' order by user_id`,
    );
    expect(welcomes.rows).toEqual([
      { person_key: 'MX:CURP:HEGG560427MVZRRL04', account_key: 'MX:bankAccount:002010077777777771' },
      { person_key: null, account_key: null },
      { person_key: null, account_key: null },
    ]);
    // From now on the database itself refuses a second open loan of that person.
    await expect(
      db.query(
        `insert into loan_orders (order_no, user_id, market, product_id, status, amount, quote, applied_at, decide_at, updated_at, person_key)
         values ('P9', '${U(5)}', 'MX', 'mx-91', 1, 100000, '{}', now(), now(), now(), 'MX:CURP:HEGG560427MVZRRL04')`,
      ),
    ).rejects.toThrow(/loan_orders_one_open_per_person/);
  });
});
