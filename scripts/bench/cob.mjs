// Close of business over N open loans on PostgreSQL: N disbursed loans are written with set-based
// SQL (schedule, ledger, repayments of the borrowers who pay, penalties of those who stopped), every
// date but yesterday is marked closed, and the service's own tick closes yesterday. The figure is
// the time cob_runs records for that one date (its transaction, the single COB statement included).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { scratchDatabase, sql } from './postgres.mjs';
import { freePort, serviceEnv, startNode, stop, waitFor200 } from './proc.mjs';

export const COB_TARGET_SECONDS = 60;

/**
 * Loans spread over the last 120 days, so about three in four have a phase due. Eight borrowers in
 * ten pay each phase on its date; the others stop paying at phase 1, 2 or 3 and have been charged a
 * penalty for every day since (capped at 50 days, as the product's cap would). Amounts follow the
 * mx-91 product closely enough for the work to be the real one; COB reads the rows, not the quote.
 */
export function seedSql(loans, today) {
  const yesterday = `('${today}'::date - 1)`;
  return `
    create temp table seed as
      select g,
        md5('bench-user-' || g)::uuid as user_id,
        md5('bench-order-' || g)::uuid as order_id,
        (100000 + (g % 99) * 50000)::bigint as amount,
        ('${today}'::date - ((g::bigint * 7919) % 121)::int)::date as start,
        case when g % 10 < 8 then 4 else 1 + (g / 10) % 3 end as first_missed
      from generate_series(1, ${loans}) g;
    create temp table seed_phases as
      select s.order_id, k as phase, (s.start + (array[30, 61, 91])[k])::date as due_date,
        case when k < 3 then s.amount / 3 else s.amount - 2 * (s.amount / 3) end as principal,
        ((s.amount - (k - 1) * (s.amount / 3)) * 900 * (array[30, 31, 30])[k] + 500000) / 1000000 as interest,
        s.first_missed, s.amount
      from seed s cross join generate_series(1, 3) k;
    insert into users (id, market, mobile, e164, created_at)
      select user_id, 'MX', '57' || lpad(g::text, 8, '0'), '+5257' || lpad(g::text, 8, '0'), now() from seed;
    insert into loan_orders (id, order_no, user_id, market, product_id, status, amount, repeat, quote,
        applied_at, decide_at, disbursed_at, start_date, due_date, updated_at)
      select order_id, 'BENCH' || g, user_id, 'MX', 'mx-91',
        case when s.first_missed < 4 and s.start + (array[30, 61, 91])[s.first_missed] < ${yesterday} then 3 else 2 end,
        amount, false, '{}'::jsonb, start, start, start, start, start + 91, now()
      from seed s;
    insert into loan_phases (order_id, phase, due_date, principal, interest, fee, tax, total)
      select order_id, phase, due_date, principal, interest, 0, 0, principal + interest from seed_phases;
    insert into ledger_entries (order_id, kind, amount, phase, business_date, at, ref)
      select order_id, 'payout', amount * 947 / 1000, null, start, start, 'disbursement' from seed;
    insert into ledger_entries (order_id, kind, amount, phase, business_date, at, ref)
      select p.order_id, k.kind, case when k.kind = 'principal' then p.principal else p.interest end,
        p.phase, s.start, s.start, 'phase-' || p.phase
      from seed_phases p join seed s on s.order_id = p.order_id
      cross join (values ('principal'), ('interest')) k(kind);
    insert into ledger_entries (order_id, kind, amount, phase, business_date, at, ref)
      select order_id, 'repayment', -(principal + interest), phase, due_date, due_date, 'pay-' || phase
      from seed_phases where phase < first_missed and due_date <= ${yesterday};
    insert into ledger_entries (order_id, kind, amount, phase, business_date, at, ref)
      select p.order_id, 'penalty', ((p.principal + p.interest) * 5000 + 500000) / 1000000, null, d::date, d, d::date::text
      from seed_phases p
      cross join lateral generate_series(p.due_date, least(${yesterday} - 1, p.due_date + 49), interval '1 day') d
      where p.phase = p.first_missed and p.due_date < ${yesterday};
    insert into cob_runs (market, business_date, started_at, finished_at)
      values ('MX', ${yesterday} - 1, now(), now()), ('NG', ${yesterday}, now(), now());
    select (select count(*) from loan_orders)::int as loans,
      (select count(*) from loan_orders where status = 3)::int as overdue,
      (select count(*) from ledger_entries)::int as entries;
  `;
}

/** Closes one business date over `loans` open loans; answers the seconds it took. */
export async function cobBench({ adminUrl, serverMain, tmp, loans, nodeArgs = [] }) {
  const db = await scratchDatabase(adminUrl, `cob${loans}`);
  const dir = join(tmp, `cob-${loans}`);
  mkdirSync(join(dir, 'data'), { recursive: true });
  const port = await freePort();
  const env = serviceEnv({ port, dataDir: join(dir, 'data'), databaseUrl: db.url, JOBS: 'false' });
  const proc = startNode(`cob-${loans}`, [...nodeArgs, serverMain], env, join(dir, 'service.log'));
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor200(proc, `${base}/readyz`, 90_000);
    const now = new Date((await (await fetch(`${base}/dev/clock`)).json()).now);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(now);
    const seedStarted = Date.now();
    const [seeded] = await sql(db.url, seedSql(loans, today));
    // What autovacuum would have done by then: statistics, and the visibility map index-only scans need.
    await sql(db.url, 'vacuum (analyze) users, loan_orders, loan_phases, ledger_entries, cob_runs');
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    console.log(
      `bench: seeded ${seeded.loans} loans (${seeded.overdue} overdue, ${seeded.entries} ledger entries) in ${seedSeconds.toFixed(0)} s`,
    );

    const tickStarted = Date.now();
    const moved = await fetch(`${base}/dev/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ minutes: 1 }),
      signal: AbortSignal.timeout(900_000),
    });
    if (!moved.ok) throw new Error(`clock advance answered ${moved.status} ${await moved.text()}`);
    const tickSeconds = (Date.now() - tickStarted) / 1000;
    const runs = await sql(
      db.url,
      `select business_date::text as date, extract(epoch from finished_at - started_at)::float as seconds,
         marked_overdue, penalties from cob_runs where market = 'MX' and business_date = $1::date - 1`,
      [today],
    );
    const run = runs[0];
    if (!run) throw new Error('close of business did not run for yesterday');
    return {
      loans: seeded.loans,
      overdueBefore: seeded.overdue,
      ledgerEntries: seeded.entries,
      businessDate: run.date,
      seconds: run.seconds,
      markedOverdue: run.marked_overdue,
      penalties: run.penalties,
      tickSeconds,
      seedSeconds,
      targetSeconds: loans >= 1_000_000 ? COB_TARGET_SECONDS : undefined,
    };
  } finally {
    await stop(proc);
    await db.drop();
  }
}
