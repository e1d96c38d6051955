import type { MarketId } from '@puente/domain';
import { useTranslate } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Radio, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../ui/error-text.ts';
import {
  businessDate,
  count,
  MARKET_IDS,
  marketDateTime,
  marketToday,
  money,
  percent,
} from '../../../ui/market-format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatusTag } from '../../../ui/status-tag.tsx';
import { BarChart } from '../bar-chart.tsx';
import {
  type ChannelReport,
  csvUrl,
  type DailyReport,
  loadReport,
  type PortfolioReport,
  type RatesReport,
  type ReportName,
  type ReportQuery,
  type UnmatchedReport,
  type VintageReport,
} from '../reports-api.ts';

const BLUE = '#1677ff';
const GREEN = '#389e0d';
const RED = '#cf1322';
const GOLD = '#d48806';

const SHOWN = ['daily', 'channel', 'portfolio', 'vintages', 'rates', 'unmatched'] as const;
type Shown = (typeof SHOWN)[number];

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** Reports per market on its business clock: tables, simple charts, CSV downloads. */
export default function ReportsPage() {
  const t = useTranslate();
  const [market, setMarket] = useState<MarketId>('MX');
  const today = marketToday(market);
  const [range, setRange] = useState({ from: daysBefore(today, 30), to: today });
  const [shown, setShown] = useState<Shown>('daily');
  const q: ReportQuery = { market, ...range };
  return (
    <div>
      <PageTitle>{t('reports.title')}</PageTitle>
      <Form
        layout="inline"
        initialValues={range}
        onFinish={(v: { from: string; to: string }) => setRange(v)}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item label={t('reports.market')}>
          <Segmented<MarketId>
            aria-label={t('reports.market')}
            value={market}
            onChange={setMarket}
            options={MARKET_IDS.map((m) => ({ value: m, label: t(`reports.markets.${m}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="from"
          label={t('reports.from')}
          rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/ }]}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="to"
          label={t('reports.to')}
          rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/ }]}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('reports.show')}
          </Button>
        </Form.Item>
      </Form>
      <Space style={{ marginBottom: 16 }} wrap>
        <span id="report-shown">{t('reports.report')}</span>
        <Radio.Group
          aria-labelledby="report-shown"
          optionType="button"
          value={shown}
          onChange={(e) => setShown(e.target.value)}
          options={SHOWN.map((key) => ({ value: key, label: t(`reports.names.${key}`) }))}
        />
      </Space>
      <h2 style={{ fontSize: 18 }}>{t(`reports.names.${shown}`)}</h2>
      {shown === 'daily' && <Daily q={q} />}
      {shown === 'channel' && <Channel q={q} />}
      {shown === 'portfolio' && <Portfolio q={q} />}
      {shown === 'vintages' && <Vintages q={q} />}
      {shown === 'rates' && <Rates q={q} />}
      {shown === 'unmatched' && <Unmatched q={q} />}
    </div>
  );
}

function useReport<T>(name: ReportName, q: ReportQuery) {
  return useQuery({ queryKey: ['report', name, q], queryFn: () => loadReport<T>(name, q) });
}

function Frame({
  name,
  q,
  error,
  children,
}: {
  name: ReportName;
  q: ReportQuery;
  error: unknown;
  children: React.ReactNode;
}) {
  const t = useTranslate();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <a href={csvUrl(name, q)} download>
        {t('reports.csv')}
      </a>
      {error ? <Alert type="error" showIcon role="alert" message={errorText(error, t)} /> : null}
      {children}
    </Space>
  );
}

function Daily({ q }: { q: ReportQuery }) {
  const t = useTranslate();
  const r = useReport<DailyReport>('daily', q);
  const c = r.data?.currency ?? 'MXN';
  const m = (v: number) => money(v, c);
  const days = r.data?.days ?? [];
  return (
    <Frame name="daily" q={q} error={r.error}>
      {days.length > 0 && (
        <BarChart
          label={t('reports.daily.chart')}
          categories={days.map((d) => d.date)}
          series={[
            { key: 'disbursed', label: t('reports.daily.disbursedCash'), colour: BLUE },
            { key: 'collected', label: t('reports.daily.collected'), colour: GREEN },
          ]}
          values={days.map((d) => [d.disbursedCash, d.collectedAmount])}
          format={m}
        />
      )}
      <Table
        aria-label={t('reports.names.daily')}
        rowKey="date"
        size="small"
        loading={r.isLoading}
        dataSource={days}
        pagination={false}
        scroll={{ x: true }}
        summary={() =>
          r.data ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t('reports.total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {count(r.data.totals.disbursedCount, q.market)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {m(r.data.totals.disbursedPrincipal)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {m(r.data.totals.disbursedCash)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {m(r.data.totals.returnedCash)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                {count(r.data.totals.collectedCount, q.market)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">
                {m(r.data.totals.collectedAmount)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} align="right">
                {m(r.data.totals.heldAsCredit)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
        columns={[
          { title: t('reports.date'), dataIndex: 'date', render: (d: string) => businessDate(d, q.market) },
          {
            title: t('reports.daily.disbursedCount'),
            dataIndex: 'disbursedCount',
            align: 'right',
            render: (v: number) => count(v, q.market),
          },
          {
            title: t('reports.daily.disbursedPrincipal'),
            dataIndex: 'disbursedPrincipal',
            align: 'right',
            render: m,
          },
          { title: t('reports.daily.disbursedCash'), dataIndex: 'disbursedCash', align: 'right', render: m },
          { title: t('reports.daily.returnedCash'), dataIndex: 'returnedCash', align: 'right', render: m },
          {
            title: t('reports.daily.collectedCount'),
            dataIndex: 'collectedCount',
            align: 'right',
            render: (v: number) => count(v, q.market),
          },
          { title: t('reports.daily.collected'), dataIndex: 'collectedAmount', align: 'right', render: m },
          { title: t('reports.daily.heldAsCredit'), dataIndex: 'heldAsCredit', align: 'right', render: m },
        ]}
      />
    </Frame>
  );
}

function Channel({ q }: { q: ReportQuery }) {
  const t = useTranslate();
  const r = useReport<ChannelReport>('collected-by-channel', q);
  const c = r.data?.currency ?? 'MXN';
  return (
    <Frame name="collected-by-channel" q={q} error={r.error}>
      <Table
        aria-label={t('reports.names.channel')}
        rowKey={(row) => `${row.date}:${row.channel}`}
        size="small"
        loading={r.isLoading}
        dataSource={r.data?.rows ?? []}
        pagination={{ pageSize: 100, hideOnSinglePage: true }}
        columns={[
          { title: t('reports.date'), dataIndex: 'date', render: (d: string) => businessDate(d, q.market) },
          { title: t('reports.channel'), dataIndex: 'channel' },
          {
            title: t('reports.count'),
            dataIndex: 'count',
            align: 'right',
            render: (v: number) => count(v, q.market),
          },
          {
            title: t('reports.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (v: number) => money(v, c),
          },
        ]}
      />
    </Frame>
  );
}

function Portfolio({ q }: { q: ReportQuery }) {
  const t = useTranslate();
  const r = useReport<PortfolioReport>('portfolio', q);
  const c = r.data?.currency ?? 'MXN';
  const buckets = r.data?.buckets ?? [];
  return (
    <Frame name="portfolio" q={q} error={r.error}>
      {r.data && (
        <p>
          {t('reports.portfolio.summary', {
            asOf: businessDate(r.data.asOf, q.market),
            loans: count(r.data.loans, q.market),
            outstanding: money(r.data.outstanding, c),
          })}
        </p>
      )}
      <Table
        aria-label={t('reports.portfolio.par')}
        rowKey="days"
        size="small"
        loading={r.isLoading}
        dataSource={r.data?.par ?? []}
        pagination={false}
        columns={[
          { title: t('reports.portfolio.measure'), dataIndex: 'days', render: (d: number) => `PAR ${d}` },
          {
            title: t('reports.loans'),
            dataIndex: 'loans',
            align: 'right',
            render: (v: number) => count(v, q.market),
          },
          {
            title: t('reports.portfolio.outstanding'),
            dataIndex: 'outstanding',
            align: 'right',
            render: (v: number) => money(v, c),
          },
          {
            title: t('reports.share'),
            dataIndex: 'basisPoints',
            align: 'right',
            render: (v: number) => percent(v, q.market),
          },
        ]}
      />
      {buckets.length > 0 && (
        <BarChart
          label={t('reports.portfolio.bucketsChart')}
          categories={buckets.map((b) => b.bucket)}
          series={[{ key: 'outstanding', label: t('reports.portfolio.outstanding'), colour: GOLD }]}
          values={buckets.map((b) => [b.outstanding])}
          format={(v) => money(v, c)}
          height={180}
        />
      )}
      <Table
        aria-label={t('reports.portfolio.buckets')}
        rowKey="bucket"
        size="small"
        loading={r.isLoading}
        dataSource={buckets}
        pagination={false}
        columns={[
          {
            title: t('reports.portfolio.bucket'),
            dataIndex: 'bucket',
            render: (b: string) => t(`reports.portfolio.bucketNames.${b}`, b),
          },
          {
            title: t('reports.loans'),
            dataIndex: 'loans',
            align: 'right',
            render: (v: number) => count(v, q.market),
          },
          {
            title: t('reports.portfolio.outstanding'),
            dataIndex: 'outstanding',
            align: 'right',
            render: (v: number) => money(v, c),
          },
          {
            title: t('reports.share'),
            dataIndex: 'basisPoints',
            align: 'right',
            render: (v: number) => percent(v, q.market),
          },
        ]}
      />
    </Frame>
  );
}

function Vintages({ q }: { q: ReportQuery }) {
  const t = useTranslate();
  const r = useReport<VintageReport>('vintages', q);
  const c = r.data?.currency ?? 'MXN';
  const cohorts = r.data?.cohorts ?? [];
  const books = Math.max(0, ...cohorts.flatMap((k) => k.points.map((p) => p.monthOnBook)));
  return (
    <Frame name="vintages" q={q} error={r.error}>
      <p>{t('reports.vintages.intro')}</p>
      <Table
        aria-label={t('reports.names.vintages')}
        rowKey="month"
        size="small"
        loading={r.isLoading}
        dataSource={cohorts}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          { title: t('reports.vintages.cohort'), dataIndex: 'month' },
          {
            title: t('reports.loans'),
            dataIndex: 'loans',
            align: 'right',
            render: (v: number) => count(v, q.market),
          },
          {
            title: t('reports.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (v: number) => money(v, c),
          },
          ...Array.from({ length: books + 1 }, (_, mob) => ({
            title: t('reports.vintages.mob', { n: mob }),
            key: `mob${mob}`,
            align: 'right' as const,
            render: (_: unknown, k: VintageReport['cohorts'][number]) => {
              const point = k.points.find((p) => p.monthOnBook === mob);
              return point ? percent(point.basisPoints, q.market) : '';
            },
          })),
        ]}
      />
    </Frame>
  );
}

function Rates({ q }: { q: ReportQuery }) {
  const t = useTranslate();
  const r = useReport<RatesReport>('rates', q);
  const months = r.data?.months ?? [];
  return (
    <Frame name="rates" q={q} error={r.error}>
      {months.length > 0 && (
        <BarChart
          label={t('reports.rates.chart')}
          categories={months.map((m) => m.month)}
          series={[
            { key: 'approval', label: t('reports.rates.approval'), colour: GREEN },
            { key: 'fpd', label: t('reports.rates.fpd'), colour: RED },
          ]}
          values={months.map((m) => [m.approvalBasisPoints, m.firstPaymentDefaultBasisPoints])}
          format={(v) => percent(v, q.market)}
          height={180}
        />
      )}
      <Table
        aria-label={t('reports.names.rates')}
        rowKey="month"
        size="small"
        loading={r.isLoading}
        dataSource={months}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          { title: t('reports.month'), dataIndex: 'month' },
          { title: t('reports.rates.applications'), dataIndex: 'applications', align: 'right' },
          { title: t('reports.rates.approved'), dataIndex: 'approved', align: 'right' },
          { title: t('reports.rates.rejected'), dataIndex: 'rejected', align: 'right' },
          {
            title: t('reports.rates.approval'),
            dataIndex: 'approvalBasisPoints',
            align: 'right',
            render: (v: number) => percent(v, q.market),
          },
          { title: t('reports.rates.firstDue'), dataIndex: 'firstDue', align: 'right' },
          { title: t('reports.rates.defaults'), dataIndex: 'firstPaymentDefaults', align: 'right' },
          {
            title: t('reports.rates.fpd'),
            dataIndex: 'firstPaymentDefaultBasisPoints',
            align: 'right',
            render: (v: number) => percent(v, q.market),
          },
        ]}
      />
    </Frame>
  );
}

function Unmatched({ q }: { q: ReportQuery }) {
  const t = useTranslate();
  const r = useReport<UnmatchedReport>('unmatched', q);
  const c = r.data?.currency ?? 'MXN';
  return (
    <Frame name="unmatched" q={q} error={r.error}>
      <Table
        aria-label={t('reports.unmatched.money')}
        rowKey="item"
        size="small"
        loading={r.isLoading}
        dataSource={r.data?.money ?? []}
        pagination={false}
        columns={[
          {
            title: t('reports.unmatched.item'),
            dataIndex: 'item',
            render: (i: string) => t(`reports.unmatched.items.${i}`, i),
          },
          { title: t('reports.count'), dataIndex: 'count', align: 'right' },
          {
            title: t('reports.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (v: number) => money(v, c),
          },
          {
            title: t('reports.oldest'),
            dataIndex: 'oldest',
            render: (at: string | null) => marketDateTime(at, q.market),
          },
        ]}
      />
      <Table
        aria-label={t('reports.unmatched.queues')}
        rowKey="queue"
        size="small"
        loading={r.isLoading}
        dataSource={r.data?.queues ?? []}
        pagination={false}
        columns={[
          {
            title: t('reports.unmatched.queue'),
            dataIndex: 'queue',
            render: (i: string) => t(`reports.unmatched.queueNames.${i}`, i),
          },
          { title: t('reports.count'), dataIndex: 'count', align: 'right' },
          {
            title: t('reports.unmatched.overdue'),
            dataIndex: 'overdue',
            align: 'right',
            render: (v: number) => (v > 0 ? <StatusTag tone="red">{v}</StatusTag> : v),
          },
          {
            title: t('reports.oldest'),
            dataIndex: 'oldest',
            render: (at: string | null) => marketDateTime(at, q.market),
          },
        ]}
      />
    </Frame>
  );
}
