// The portfolio the reports bench reads: N loan orders written with set-based SQL on a migrated,
// empty database. Disbursement dates spread over the last 540 days (about 18 months), four in five
// in Mexico and one in Nigeria, one application in twelve refused. Amounts and schedules follow the
// mx-91 product's shape (three phases at 30, 61 and 91 days); eight borrowers in ten pay each phase
// on its date, the others stop at phase 1, 2 or 3 and stay Overdued from then on (nothing is ever
// written off), so every delinquency bucket is full. The ledger holds what the reports read: the
// payout, principal and interest per phase, and each payment as two credits (interest, then
// principal) whose ref starts with the payment's id, as crediting writes them. Penalties are left
// out: no report reads them (close of business has its own bench).
//
// Draws are PostgreSQL's hash of the series number (independent of each other). Order ids grow with the series, and the secondary indexes are dropped while the rows go in and
// built again after (from their own definitions, read from pg_indexes), so a million loans seed in
// minutes instead of an hour of random index inserts.

const TABLES = ['users', 'loan_orders', 'loan_phases', 'ledger_entries'];

/** The statements that save, then drop, every secondary index of the seeded tables. */
export const dropIndexesSql = `
  create table bench_saved_indexes as
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = 'public' and i.tablename in (${TABLES.map((t) => `'${t}'`).join(', ')})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname);
  do $$ declare r record; begin
    for r in select indexname from bench_saved_indexes loop execute 'drop index ' || quote_ident(r.indexname); end loop;
  end $$;`;

/** Builds the dropped indexes again, exactly as the migrations define them. */
export const restoreIndexesSql = `
  set maintenance_work_mem = '512MB';
  do $$ declare r record; begin
    for r in select indexdef from bench_saved_indexes loop execute r.indexdef; end loop;
  end $$;
  drop table bench_saved_indexes;`;

/**
 * `today`: the Mexican business date (YYYY-MM-DD) the reports are read on. The reminders bench spreads
 * the loans over the last `spreadDays` days and refuses none (`refused: false`), so every loan is open.
 */
export function reportsSeedSql(loans, today, { spreadDays = 540, refused = true } = {}) {
  const day = `'${today}'::date`;
  return `
    set session_replication_role = replica; -- scratch database: no foreign-key trigger per row
    create temp table seed as
      select g,
        ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid as user_id,
        ('00000000-0000-4000-9000-' || lpad(to_hex(g), 12, '0'))::uuid as order_id,
        case when g % 5 = 0 then 'NG' else 'MX' end as market,
        (100000 + (g % 99) * 50000)::bigint as amount,
        (${day} - 1 - (abs(hashint4(g)::bigint) % ${spreadDays})::int)::date as start,
        ${refused ? 'g % 12 = 0' : 'false'} as refused,
        case when abs(hashint4(-g)::bigint) % 10 < 8 then 4 else 1 + abs(hashint8(g)) % 3 end as first_missed
      from generate_series(1, ${loans}) g;
    create temp table seed_phases as
      select s.order_id, s.g, k as phase, (s.start + (array[30, 61, 91])[k])::date as due_date,
        case when k < 3 then s.amount / 3 else s.amount - 2 * (s.amount / 3) end as principal,
        ((s.amount - (k - 1) * (s.amount / 3)) * 900 * (array[30, 31, 30])[k] + 500000) / 1000000 as interest,
        s.first_missed
      from seed s cross join generate_series(1, 3) k
      where not s.refused;
    insert into users (id, market, mobile, e164, created_at)
      select user_id, market, '57' || lpad(g::text, 8, '0'), '+5257' || lpad(g::text, 8, '0'), start - 1
      from seed order by user_id;
    insert into loan_orders (id, order_no, user_id, market, product_id, status, amount, repeat, quote,
        applied_at, decide_at, decided_at, disbursed_at, start_date, due_date, closed_at, updated_at)
      select order_id, 'BENCHR' || g, user_id, market, case when market = 'NG' then 'ng-91' else 'mx-91' end,
        case
          when refused then 9
          when first_missed < 4 and s.start + (array[30, 61, 91])[first_missed] < ${day} then 3
          when s.start + 91 < ${day} then 4
          else 2
        end,
        amount, false, '{}'::jsonb, start - 1, start - 1, start - 1,
        case when refused then null else start end,
        case when refused then null else start end,
        case when refused then null else start + 91 end,
        case when refused then start - 1 when first_missed = 4 and s.start + 91 < ${day} then start + 91 end,
        now()
      from seed s order by order_id;
    insert into loan_phases (order_id, phase, due_date, principal, interest, fee, tax, total)
      select order_id, phase, due_date, principal, interest, 0, 0, principal + interest
      from seed_phases order by order_id, phase;
    insert into ledger_entries (order_id, kind, amount, phase, applies_to, business_date, at, ref)
      select order_id, kind, amount, phase, applies_to, business_date, business_date::timestamptz, ref
      from (
        select s.order_id, 'payout' as kind, s.amount * 947 / 1000 as amount, null::smallint as phase,
          null as applies_to, s.start as business_date, 'disbursement' as ref
        from seed s where not s.refused
        union all
        select p.order_id, c.kind, case when c.kind = 'principal' then p.principal else p.interest end,
          p.phase, null, p.due_date - (array[30, 61, 91])[p.phase], 'phase-' || p.phase
        from seed_phases p cross join (values ('principal'), ('interest')) c(kind)
        union all
        select p.order_id, 'repayment', -(case when c.part = 'principal' then p.principal else p.interest end),
          p.phase, c.part, p.due_date,
          md5('bench-payment-' || p.g || '-' || p.phase)::uuid::text || ':' || c.part || ':' || p.phase
        from seed_phases p cross join (values ('interest'), ('principal')) c(part)
        where p.phase < p.first_missed and p.due_date < ${day}
      ) e
      order by order_id;
    set session_replication_role = origin;
    select (select count(*) from loan_orders)::int as loans,
      (select count(*) from loan_orders where status in (2, 3))::int as open,
      (select count(*) from loan_orders where status = 3)::int as overdue,
      (select count(*) from ledger_entries)::int as entries;
  `;
}
