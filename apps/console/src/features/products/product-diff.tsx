import { type LoanProduct, MARKETS, type MarketId } from '@puente/domain';
import { useTranslate } from '@refinedev/core';
import { Table } from 'antd';
import { money } from '../../ui/market-format.ts';
import { StatusTag } from '../../ui/status-tag.tsx';

type Read = (p: LoanProduct) => string;

/** The numbers a change may touch, each as a member reads it. */
function fieldsOf(market: MarketId, yes: string, no: string): [string, Read][] {
  const currency = MARKETS[market].currency;
  const m = (minor: number) => money(minor, currency);
  return [
    ['amountMin', (p) => m(p.amount.min)],
    ['amountMax', (p) => m(p.amount.max)],
    ['amountStep', (p) => m(p.amount.step)],
    ['tenorDays', (p) => String(p.tenorDays)],
    ['phases', (p) => String(p.phases)],
    ['interestFirst', (p) => String(p.interestPpmPerDay.first)],
    ['interestRepeat', (p) => String(p.interestPpmPerDay.repeat)],
    ['feePpmPerDay', (p) => String(p.feePpmPerDay)],
    ['feeUpfront', (p) => (p.feeUpfront ? yes : no)],
    ['penaltyPpmPerDay', (p) => String(p.penaltyPpmPerDay)],
    ['penaltyCapPpm', (p) => String(p.penaltyCapPpm)],
    ['rolloverDays', (p) => String(p.rollover.days)],
    ['rolloverFeePpm', (p) => String(p.rollover.feePpm)],
    ['rolloverMax', (p) => String(p.rollover.maxPerLoan)],
    ['offerValidHours', (p) => String(p.offerValidHours)],
  ];
}

/** A proposed version beside the one in force now, the changed numbers marked. */
export function ProductDiff({
  market,
  proposed,
  current,
}: {
  market: MarketId;
  proposed: LoanProduct;
  current: LoanProduct | undefined;
}) {
  const t = useTranslate();
  const currency = MARKETS[market].currency;
  const rows = fieldsOf(market, t('products.yes'), t('products.no')).map(([key, read]) => {
    const now = current ? read(current) : '—';
    const next = read(proposed);
    return {
      key,
      label: t(`products.fields.${key}`, { currency }),
      now,
      next,
      changed: current !== undefined && now !== next,
    };
  });
  return (
    <Table
      aria-label={t('products.changeOf', { id: proposed.id })}
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      columns={[
        { title: t('products.field'), dataIndex: 'label' },
        { title: t('products.inForce'), dataIndex: 'now' },
        {
          title: t('products.proposed'),
          key: 'next',
          render: (_, r) => (
            <span>
              {r.next} {r.changed && <StatusTag tone="blue">{t('products.changed')}</StatusTag>}
            </span>
          ),
        },
      ]}
    />
  );
}
