import { useTranslate } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { useMe } from '../../auth/use-staff-can.ts';
import { errorText } from '../../ui/error-text.ts';
import { businessDate, marketDateTime, marketOf, money } from '../../ui/market-format.ts';
import { StatusTag } from '../../ui/status-tag.tsx';
import { type CaseLine, collectionsApi } from './collections-api.ts';

/** Overdue loans as a bucket or My cases lists them, with "Assign to me" and the way into each case. */
export function CaseTable({
  label,
  items,
  loading,
  queryKey,
  empty,
}: {
  label: string;
  items: CaseLine[];
  loading: boolean;
  queryKey: unknown[];
  empty: string;
}) {
  const t = useTranslate();
  const me = useMe();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const take = async (line: CaseLine) => {
    try {
      await collectionsApi.assignToMe(line.orderNo);
      message.success(t('collections.list.assigned'));
      await queryClient.invalidateQueries({ queryKey });
    } catch (e) {
      message.error(errorText(e, t));
    }
  };
  return (
    <Table<CaseLine>
      aria-label={label}
      rowKey="orderNo"
      loading={loading}
      dataSource={items}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      locale={{ emptyText: empty }}
      scroll={{ x: true }}
      columns={[
        {
          title: t('collections.list.orderNo'),
          dataIndex: 'orderNo',
          render: (orderNo: string) => (
            <Link to={`/collections/cases/${encodeURIComponent(orderNo)}`}>{orderNo}</Link>
          ),
        },
        { title: t('collections.list.borrower'), dataIndex: 'borrowerName', render: (name) => name ?? '—' },
        {
          title: t('collections.list.daysPastDue'),
          dataIndex: 'daysPastDue',
          align: 'right',
          render: (days: number, line) => (
            <Space direction="vertical" size={0}>
              <span>{days}</span>
              {line.overdue && <StatusTag tone="red">{t('collections.list.late')}</StatusTag>}
            </Space>
          ),
        },
        {
          title: t('collections.list.owed'),
          dataIndex: 'owedMinor',
          align: 'right',
          render: (owed: number, line) => money(owed, line.currency),
        },
        {
          title: t('collections.list.lastContact'),
          key: 'lastContact',
          render: (_, line) =>
            line.lastContact ? (
              <Space direction="vertical" size={0}>
                <span>{marketDateTime(line.lastContact.at, marketOf(line.market))}</span>
                <Typography.Text type="secondary">
                  {t(`collections.channels.${line.lastContact.channel}`)} ·{' '}
                  {t(`collections.outcomes.${line.lastContact.outcome}`)}
                </Typography.Text>
              </Space>
            ) : (
              t('collections.list.never')
            ),
        },
        {
          title: t('collections.list.promise'),
          key: 'promise',
          render: (_, line) => {
            const market = marketOf(line.market);
            if (line.missedPromise)
              return (
                <StatusTag tone="red">
                  {t('collections.list.missedPromise', {
                    amount: money(line.missedPromise.amount, line.currency),
                    date: businessDate(line.missedPromise.promisedDate, market),
                  })}
                </StatusTag>
              );
            if (line.openPromise)
              return t('collections.list.openPromise', {
                amount: money(line.openPromise.amount, line.currency),
                date: businessDate(line.openPromise.promisedDate, market),
              });
            return t('collections.list.none');
          },
        },
        {
          title: t('collections.list.assignee'),
          key: 'assignee',
          render: (_, line) => {
            const mine = line.assignedTo?.memberId === me?.memberId;
            return (
              <Space direction="vertical" size={4}>
                <span>
                  {line.assignedTo
                    ? mine
                      ? t('collections.list.you')
                      : line.assignedTo.name
                    : t('collections.list.nobody')}
                </span>
                {!mine && (
                  <Button size="small" onClick={() => take(line)}>
                    {t('collections.list.assignToMe')}
                  </Button>
                )}
              </Space>
            );
          },
        },
      ]}
    />
  );
}
