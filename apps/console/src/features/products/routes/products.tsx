import { type LoanProduct, MARKETS, type MarketId } from '@puente/domain';
import { useTranslate } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useMe, useStaffCan } from '../../../auth/use-staff-can.ts';
import { currentLanguage } from '../../../i18n/locale.ts';
import { ConfirmAction } from '../../../ui/confirm-action.tsx';
import { errorText } from '../../../ui/error-text.ts';
import { MARKET_IDS, marketDateTime, money } from '../../../ui/market-format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatusTag } from '../../../ui/status-tag.tsx';
import { ProductDiff } from '../product-diff.tsx';
import {
  type MarketProduct,
  type ProductProposal,
  type ProductVersion,
  productsApi,
} from '../products-api.ts';
import { ProposeDialog } from '../propose-dialog.tsx';

/** ppm per day as a percent per day (900 → 0.09 %). */
const perDay = (ppm: number) =>
  `${(ppm / 10_000).toLocaleString(currentLanguage(), { maximumFractionDigits: 4 })} %`;

/** A market's products: the version in force, the ones to come, every version, and changes to approve. */
export default function ProductsPage() {
  const t = useTranslate();
  const [market, setMarket] = useState<MarketId>('MX');
  const [versionsOf, setVersionsOf] = useState<string | undefined>();
  const [changing, setChanging] = useState<LoanProduct | undefined>();
  const queryClient = useQueryClient();
  const products = useQuery({ queryKey: ['products', market], queryFn: () => productsApi.list(market) });
  const currency = MARKETS[market].currency;
  const name = (p: LoanProduct) => p.name[currentLanguage()] ?? p.name.en;
  return (
    <div>
      <PageTitle>{t('products.title')}</PageTitle>
      <Space style={{ marginBottom: 16 }}>
        <span id="products-market">{t('products.market')}</span>
        <Segmented<MarketId>
          aria-labelledby="products-market"
          value={market}
          onChange={setMarket}
          options={MARKET_IDS.map((m) => ({ value: m, label: t(`products.markets.${m}`) }))}
        />
      </Space>
      {products.error && <Alert type="error" showIcon role="alert" message={errorText(products.error, t)} />}
      <Table<MarketProduct>
        aria-label={t('products.tableLabel', { market: t(`products.markets.${market}`) })}
        rowKey="productId"
        loading={products.isLoading}
        dataSource={products.data ?? []}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          {
            title: t('products.product'),
            key: 'name',
            render: (_, p) => `${name(p.current.product)} (${p.productId})`,
          },
          {
            title: t('products.amounts'),
            key: 'amounts',
            render: (_, p) =>
              `${money(p.current.product.amount.min, currency)} – ${money(p.current.product.amount.max, currency)}`,
          },
          {
            title: t('products.tenor'),
            key: 'tenor',
            render: (_, p) =>
              t('products.tenorText', {
                days: p.current.product.tenorDays,
                phases: p.current.product.phases,
              }),
          },
          {
            title: t('products.interest'),
            key: 'interest',
            render: (_, p) =>
              t('products.interestText', {
                first: perDay(p.current.product.interestPpmPerDay.first),
                repeat: perDay(p.current.product.interestPpmPerDay.repeat),
              }),
          },
          { title: t('products.fee'), key: 'fee', render: (_, p) => perDay(p.current.product.feePpmPerDay) },
          {
            title: t('products.version'),
            key: 'version',
            render: (_, p) => (
              <Space direction="vertical" size={0}>
                <span>
                  {t('products.versionText', {
                    version: p.current.version,
                    from: marketDateTime(p.current.effectiveFrom, market),
                  })}
                </span>
                {p.upcoming.map((u) => (
                  <StatusTag key={u.version} tone="blue">
                    {t('products.upcoming', {
                      version: u.version,
                      from: marketDateTime(u.effectiveFrom, market),
                    })}
                  </StatusTag>
                ))}
              </Space>
            ),
          },
          {
            title: t('products.actions'),
            key: 'actions',
            render: (_, p) => (
              <Space>
                <Button size="small" onClick={() => setVersionsOf(p.productId)}>
                  {t('products.versions')}
                </Button>
                <Button size="small" type="primary" onClick={() => setChanging(p.current.product)}>
                  {t('products.propose')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <VersionsDrawer market={market} productId={versionsOf} onClose={() => setVersionsOf(undefined)} />
      {changing && (
        <ProposeDialog
          key={changing.id}
          market={market}
          product={changing}
          onClose={() => setChanging(undefined)}
          onSent={() => queryClient.invalidateQueries({ queryKey: ['product-proposals'] })}
        />
      )}
      <ProductProposals
        market={market}
        current={new Map((products.data ?? []).map((p) => [p.productId, p.current.product]))}
      />
    </div>
  );
}

function VersionsDrawer({
  market,
  productId,
  onClose,
}: {
  market: MarketId;
  productId: string | undefined;
  onClose: () => void;
}) {
  const t = useTranslate();
  const versions = useQuery({
    queryKey: ['product-versions', market, productId],
    queryFn: () => productsApi.versions(market, productId ?? ''),
    enabled: productId !== undefined,
  });
  const currency = MARKETS[market].currency;
  return (
    <Drawer
      open={productId !== undefined}
      onClose={onClose}
      width={720}
      title={t('products.versionsOf', { id: productId ?? '' })}
    >
      {versions.error && <Alert type="error" showIcon role="alert" message={errorText(versions.error, t)} />}
      <Table<ProductVersion>
        aria-label={t('products.versionsOf', { id: productId ?? '' })}
        rowKey="version"
        size="small"
        loading={versions.isLoading}
        dataSource={versions.data ?? []}
        pagination={false}
        columns={[
          { title: t('products.version'), dataIndex: 'version' },
          {
            title: t('products.effectiveFrom'),
            dataIndex: 'effectiveFrom',
            render: (at: string) => marketDateTime(at, market),
          },
          {
            title: t('products.amounts'),
            key: 'amounts',
            render: (_, v) =>
              `${money(v.product.amount.min, currency)} – ${money(v.product.amount.max, currency)}`,
          },
          {
            title: t('products.interest'),
            key: 'interest',
            render: (_, v) => perDay(v.product.interestPpmPerDay.first),
          },
          {
            title: t('products.tenor'),
            key: 'tenor',
            render: (_, v) =>
              t('products.tenorText', { days: v.product.tenorDays, phases: v.product.phases }),
          },
        ]}
      />
    </Drawer>
  );
}

function ProductProposals({ market, current }: { market: MarketId; current: Map<string, LoanProduct> }) {
  const t = useTranslate();
  const me = useMe();
  const canApprove = useStaffCan('products.approve');
  const queryClient = useQueryClient();
  const proposals = useQuery({ queryKey: ['product-proposals'], queryFn: () => productsApi.proposals() });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['product-proposals'] });
    await queryClient.invalidateQueries({ queryKey: ['products'] });
  };
  const note = { name: 'note', label: t('products.note'), kind: 'textarea' as const, required: false };
  return (
    <section aria-labelledby="product-proposals" style={{ marginTop: 32 }}>
      <h2 id="product-proposals" style={{ fontSize: 18 }}>
        {t('products.proposals')}
      </h2>
      <Typography.Paragraph>{t('products.proposalsIntro')}</Typography.Paragraph>
      {proposals.error && (
        <Alert type="error" showIcon role="alert" message={errorText(proposals.error, t)} />
      )}
      <Table<ProductProposal>
        aria-label={t('products.proposals')}
        rowKey="id"
        size="small"
        loading={proposals.isLoading}
        dataSource={proposals.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('products.noProposals') }}
        expandable={{
          rowExpandable: (p) => p.payload.product !== undefined,
          // A button with words (antd's is a bare "+"): every button has text.
          expandIcon: ({ expanded, onExpand, record, expandable }) =>
            expandable ? (
              <Button type="link" size="small" aria-expanded={expanded} onClick={(e) => onExpand(record, e)}>
                {expanded ? t('products.hideChange') : t('products.showChange')}
              </Button>
            ) : null,
          expandedRowRender: (p) =>
            p.payload.product && (
              <ProductDiff
                market={p.payload.market === 'NG' ? 'NG' : 'MX'}
                proposed={p.payload.product}
                current={p.payload.market === market ? current.get(p.payload.productId ?? '') : undefined}
              />
            ),
        }}
        columns={[
          {
            title: t('products.product'),
            key: 'product',
            render: (_, p) => `${p.payload.market ?? ''}/${p.payload.productId ?? ''}`,
          },
          {
            title: t('products.effectiveFrom'),
            key: 'from',
            render: (_, p) =>
              marketDateTime(p.payload.effectiveFrom, p.payload.market === 'NG' ? 'NG' : 'MX'),
          },
          {
            title: t('products.proposedAt'),
            key: 'at',
            render: (_, p) => marketDateTime(p.proposedAt, p.payload.market === 'NG' ? 'NG' : 'MX'),
          },
          { title: t('products.note'), dataIndex: 'note', render: (n: string | null) => n ?? '—' },
          {
            title: t('products.status'),
            dataIndex: 'status',
            render: (s: string) => (
              <StatusTag tone={s === 'approved' ? 'green' : s === 'rejected' ? 'red' : 'gold'}>
                {t(`products.statuses.${s}`, s)}
              </StatusTag>
            ),
          },
          {
            title: t('products.actions'),
            key: 'actions',
            render: (_, p) => {
              if (p.status !== 'proposed' || !canApprove) return null;
              if (p.proposedBy === me?.memberId)
                return <Typography.Text type="secondary">{t('products.yours')}</Typography.Text>;
              return (
                <Space>
                  <ConfirmAction
                    type="primary"
                    label={t('products.approve')}
                    title={t('products.approveTitle')}
                    description={t('products.approveIntro')}
                    fields={[note]}
                    done={t('products.approved')}
                    onConfirm={async (v) => {
                      await productsApi.approve(p.id, v.note as string | undefined);
                      await refresh();
                    }}
                  />
                  <ConfirmAction
                    danger
                    label={t('products.reject')}
                    title={t('products.rejectTitle')}
                    fields={[note]}
                    done={t('products.rejected')}
                    onConfirm={async (v) => {
                      await productsApi.reject(p.id, v.note as string | undefined);
                      await refresh();
                    }}
                  />
                </Space>
              );
            },
          },
        ]}
      />
    </section>
  );
}
