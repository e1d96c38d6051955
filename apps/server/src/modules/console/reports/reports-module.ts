import type { MarketId, StaffRole } from '@puente/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { ModuleOptions } from '../../../server/server-parts.ts';
import { type StaffRoute, staffRoute } from '../../staff/staff-route.ts';
import { channelReport, channelTable } from './channel-report.ts';
import { dailyReport, dailyTable } from './daily-report.ts';
import { portfolioTable } from './portfolio-report.ts';
import { ratesReport, ratesTable } from './rates-report.ts';
import { type ReportTable, sendCsv } from './report-csv.ts';
import {
  businessToday,
  dayRange,
  dayRangeQuery,
  marketQuery,
  monthRange,
  monthRangeQuery,
} from './report-period.ts';
import { keepReportSnapshots, latestPortfolio } from './report-snapshots.ts';
import { unmatchedReport, unmatchedTable } from './unmatched-report.ts';
import { vintageReport, vintageTable } from './vintage-report.ts';

interface Report<Query, Answer> {
  /** Below /staff-api/reports; the CSV is at the same path with `.csv`. */
  name: string;
  summary: string;
  query: z.ZodType<Query>;
  run(query: Query, now: Date, role: StaffRole): Promise<Answer>;
  table(answer: Answer): ReportTable;
  /** The download's name, without the extension. */
  filename(answer: Answer): string;
}

/** One report as two routes: the JSON table the console charts, and the same table as CSV. */
function reportRoutes<Query extends { market: MarketId }, Answer>(
  report: Report<Query, Answer>,
  now: () => Date,
): StaffRoute[] {
  return [
    staffRoute({
      method: 'GET',
      url: `/reports/${report.name}`,
      access: 'reports.view',
      summary: report.summary,
      query: report.query,
      handler: ({ query, caller }) => report.run(query, now(), caller.role),
    }),
    staffRoute({
      method: 'GET',
      url: `/reports/${report.name}.csv`,
      access: 'reports.view',
      summary: `${report.summary} (CSV download)`,
      query: report.query,
      sendsItsOwnAnswer: true,
      handler: async ({ query, reply, caller }) => {
        const answer = await report.run(query, now(), caller.role);
        sendCsv(reply, `puente-${report.name}-${report.filename(answer)}.csv`, report.table(answer));
      },
    }),
  ];
}

/**
 * The console's reports (issue 20), each market on its own business clock, for members allowed
 * `reports.view`: JSON tables to chart and the same tables as CSV. They only read.
 */
export const reportsConsoleModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const db = shared.db;
  const now = () => shared.clock.now();
  parts.addTickStep('reportSnapshots', () => keepReportSnapshots(db, now()));
  parts.addStaffRoutes(app, [
    ...reportRoutes(
      {
        name: 'daily',
        summary: 'Disbursed and collected per business date of a market',
        query: dayRangeQuery,
        run: (q, at) => {
          const { from, to } = dayRange(q, businessToday(q.market, at));
          return dailyReport(db, q.market, from, to);
        },
        table: dailyTable,
        filename: (a) => `${a.market}-${a.from}-${a.to}`,
      },
      now,
    ),
    ...reportRoutes(
      {
        name: 'collected-by-channel',
        summary: 'Collected per business date and channel of a market',
        query: dayRangeQuery,
        run: (q, at) => {
          const { from, to } = dayRange(q, businessToday(q.market, at));
          return channelReport(db, q.market, from, to);
        },
        table: channelTable,
        filename: (a) => `${a.market}-${a.from}-${a.to}`,
      },
      now,
    ),
    ...reportRoutes(
      {
        name: 'portfolio',
        summary:
          'Portfolio at risk (PAR 1, 7, 30, 90) and delinquency buckets of a market at the start of the business date',
        query: marketQuery,
        run: (q, at) => latestPortfolio(db, q.market, businessToday(q.market, at)),
        table: portfolioTable,
        filename: (a) => `${a.market}-${a.asOf}`,
      },
      now,
    ),
    ...reportRoutes(
      {
        name: 'vintages',
        summary: 'Vintage curves (ever 30+ days past due) by disbursement month of a market',
        query: monthRangeQuery,
        run: (q, at) => {
          const today = businessToday(q.market, at);
          return vintageReport(db, q.market, monthRange(q, today), today);
        },
        table: vintageTable,
        filename: (a) => `${a.market}-${a.from}-${a.to}`,
      },
      now,
    ),
    ...reportRoutes(
      {
        name: 'rates',
        summary: 'Approval and first-payment-default rates per month of a market',
        query: monthRangeQuery,
        run: (q, at) => {
          const today = businessToday(q.market, at);
          return ratesReport(db, q.market, monthRange(q, today), today);
        },
        table: ratesTable,
        filename: (a) => `${a.market}-${a.from}-${a.to}`,
      },
      now,
    ),
    ...reportRoutes(
      {
        name: 'unmatched',
        summary: 'Unmatched money and open queues of a market',
        query: marketQuery,
        run: async (q, at, role) => ({
          ...(await unmatchedReport(db, q.market, at)),
          // The console's registered queues (all markets), those the member's role may work.
          registeredQueues: await shared.staff.queues.overview(db, role, at),
        }),
        table: (a) => {
          const table = unmatchedTable(a);
          for (const q of a.registeredQueues)
            table.rows.push(['registeredQueue', q.name, q.open, null, q.overdue, q.oldestAt]);
          return table;
        },
        filename: (a) => `${a.market}-${a.at.slice(0, 10)}`,
      },
      now,
    ),
  ]);
};
