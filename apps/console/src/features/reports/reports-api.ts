import type { MarketId } from '@puente/domain';
import { staffApi, staffUrl } from '../../api/staff-api.ts';

export const REPORTS = [
  'daily',
  'collected-by-channel',
  'portfolio',
  'vintages',
  'rates',
  'unmatched',
] as const;
export type ReportName = (typeof REPORTS)[number];

/** Reports over days take dates; reports by month take months; the others only the market. */
const PERIOD: Record<ReportName, 'days' | 'months' | 'none'> = {
  daily: 'days',
  'collected-by-channel': 'days',
  portfolio: 'none',
  vintages: 'months',
  rates: 'months',
  unmatched: 'none',
};

export interface ReportQuery {
  market: MarketId;
  from: string;
  to: string;
}

export function reportQuery(report: ReportName, q: ReportQuery): Record<string, string> {
  const period = PERIOD[report];
  if (period === 'days') return { market: q.market, from: q.from, to: q.to };
  if (period === 'months') return { market: q.market, from: q.from.slice(0, 7), to: q.to.slice(0, 7) };
  return { market: q.market };
}

export const loadReport = <T>(report: ReportName, q: ReportQuery) =>
  staffApi.get<T>(`/reports/${report}`, { query: reportQuery(report, q) });

/** The same report as CSV: a plain link, the session cookie goes with it. */
export const csvUrl = (report: ReportName, q: ReportQuery) =>
  staffUrl(`/reports/${report}.csv`, reportQuery(report, q));

export interface DailyRow {
  date: string;
  disbursedCount: number;
  disbursedPrincipal: number;
  disbursedCash: number;
  returnedCash: number;
  collectedCount: number;
  collectedAmount: number;
  heldAsCredit: number;
}
export interface DailyReport {
  currency: string;
  days: DailyRow[];
  totals: Omit<DailyRow, 'date'>;
}
export interface ChannelReport {
  currency: string;
  rows: { date: string; channel: string; count: number; amount: number }[];
}
export interface PortfolioReport {
  currency: string;
  asOf: string;
  loans: number;
  outstanding: number;
  par: { days: number; loans: number; outstanding: number; basisPoints: number }[];
  buckets: { bucket: string; loans: number; outstanding: number; basisPoints: number }[];
}
export interface VintageReport {
  currency: string;
  asOf: string;
  cohorts: {
    month: string;
    loans: number;
    amount: number;
    points: {
      monthOnBook: number;
      loans: number;
      bad: number;
      basisPoints: number;
      amountBasisPoints: number;
    }[];
  }[];
}
export interface RatesReport {
  currency: string;
  months: {
    month: string;
    applications: number;
    approved: number;
    rejected: number;
    approvalBasisPoints: number;
    firstDue: number;
    firstPaymentDefaults: number;
    firstPaymentDefaultBasisPoints: number;
  }[];
}
export interface UnmatchedReport {
  currency: string;
  at: string;
  money: { item: string; count: number; amount: number; oldest: string | null }[];
  queues: { queue: string; count: number; overdue: number; oldest: string | null }[];
}
