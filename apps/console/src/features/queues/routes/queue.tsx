import { useTranslate } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useParams } from 'react-router';
import { useMe } from '../../../auth/use-staff-can.ts';
import { errorText } from '../../../ui/error-text.ts';
import { marketDateTime, marketOf, waited } from '../../../ui/market-format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatusTag } from '../../../ui/status-tag.tsx';
import { useQueueSpecs } from '../queue-specs.tsx';
import {
  assignToMe,
  isQueueName,
  type QueueItem,
  type QueueName,
  queueItems,
  unassign,
} from '../queues-api.ts';

/** One queue: its items oldest first, their ageing and assignee, and what can be done with each. */
export default function QueuePage() {
  const t = useTranslate();
  const { queue } = useParams();
  if (!isQueueName(queue)) return <Typography.Title level={1}>{t('app.notFound')}</Typography.Title>;
  return <QueueTable queue={queue} key={queue} />;
}

function QueueTable({ queue }: { queue: QueueName }) {
  const t = useTranslate();
  const me = useMe();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const spec = useQueueSpecs()[queue];
  const items = useQuery({ queryKey: ['queue', queue], queryFn: () => queueItems(queue, spec.query) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['queue', queue] });
  const take = async (item: QueueItem, mine: boolean) => {
    try {
      await (mine ? unassign(queue, item.id) : assignToMe(queue, item.id));
      message.success(mine ? t('queues.released') : t('queues.assigned'));
      await refresh();
    } catch (e) {
      message.error(errorText(e, t));
    }
  };
  const when = (item: QueueItem, at: string) =>
    marketDateTime(at, marketOf(spec.market?.(item), spec.currency?.(item)));

  const columns: ColumnsType<QueueItem> = [
    {
      title: t('queues.received'),
      key: 'received',
      render: (_, item) => when(item, item.receivedAt),
    },
    {
      title: t('queues.waiting'),
      key: 'waiting',
      render: (_, item) => (
        <Space direction="vertical" size={0}>
          <span>{waited(item.waitingMinutes)}</span>
          {item.overdue ? (
            <StatusTag tone="red">{t('queues.late')}</StatusTag>
          ) : (
            <Typography.Text type="secondary">
              {t('queues.dueAt', { at: when(item, item.dueAt) })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('queues.customer'),
      key: 'customer',
      render: (_, item) =>
        item.customerId ? <Link to={`/customers/${item.customerId}`}>{t('queues.openCustomer')}</Link> : '—',
    },
    ...spec.columns,
    {
      title: t('queues.assignee'),
      key: 'assignee',
      render: (_, item) => {
        const mine = item.assignedTo?.memberId === me?.memberId;
        return (
          <Space direction="vertical" size={4}>
            <span>
              {item.assignedTo ? (mine ? t('queues.you') : item.assignedTo.name) : t('queues.nobody')}
            </span>
            <Button size="small" onClick={() => take(item, mine)}>
              {mine ? t('queues.release') : t('queues.assignToMe')}
            </Button>
          </Space>
        );
      },
    },
    {
      title: t('queues.actions'),
      key: 'actions',
      render: (_, item) => <Space wrap>{spec.actions(item, refresh)}</Space>,
    },
  ];

  return (
    <div>
      <PageTitle extra={<Button onClick={() => items.refetch()}>{t('buttons.refresh')}</Button>}>
        {t(`queues.names.${queue}`)}
      </PageTitle>
      <Typography.Paragraph>
        <Link to="/queues">{t('queues.back')}</Link> · {t(`queues.about.${queue}`)}
      </Typography.Paragraph>
      {items.data && (
        <Typography.Paragraph>
          {t('queues.summary', { count: items.data.count })}{' '}
          {(items.data.overdue ?? items.data.items.filter((i) => i.overdue).length) > 0 && (
            <StatusTag tone="red">
              {t('queues.overdueCount', {
                count: items.data.overdue ?? items.data.items.filter((i) => i.overdue).length,
              })}
            </StatusTag>
          )}
        </Typography.Paragraph>
      )}
      {items.error && <Alert type="error" showIcon role="alert" message={errorText(items.error, t)} />}
      <Table<QueueItem>
        aria-label={t(`queues.names.${queue}`)}
        rowKey="id"
        loading={items.isLoading}
        dataSource={items.data?.items ?? []}
        columns={columns}
        locale={{ emptyText: t('queues.empty') }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: true }}
      />
    </div>
  );
}
