import { bigint, date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

const money = (name: string) => bigint(name, { mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * The console's daily figures of a closed business date (decision 057), written once by the tick
 * after close of business: nothing is booked on a closed date any more, so they never change. The
 * report reads these and counts only the open dates from the ledger.
 */
export const reportDailyFigures = pgTable(
  'report_daily_figures',
  {
    market: text('market').notNull(),
    businessDate: day('business_date').notNull(),
    disbursedCount: integer('disbursed_count').notNull(),
    disbursedPrincipal: money('disbursed_principal').notNull(),
    disbursedCash: money('disbursed_cash').notNull(),
    returnedCash: money('returned_cash').notNull(),
    collectedCount: integer('collected_count').notNull(),
    collectedAmount: money('collected_amount').notNull(),
    heldAsCredit: money('held_as_credit').notNull(),
    computedAt: at('computed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.market, t.businessDate] })],
);

/**
 * Portfolio at risk and delinquency buckets of a market at the start of a business date, computed
 * from the ledger by the tick once the date before it is closed (decision 057). Kept for every
 * date, so PAR can be charted over time.
 */
export const reportPortfolioSnapshots = pgTable(
  'report_portfolio_snapshots',
  {
    market: text('market').notNull(),
    asOf: day('as_of').notNull(),
    /** The report as the console receives it (console/reports/portfolio-report.ts PortfolioReport). */
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
    /** How long computing it took, for whoever watches the tick. */
    millis: integer('millis').notNull(),
    computedAt: at('computed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.market, t.asOf] })],
);
