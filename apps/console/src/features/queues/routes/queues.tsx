import { useTranslate } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { errorText } from '../../../ui/error-text.ts';
import { instant } from '../../../ui/market-format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatusTag } from '../../../ui/status-tag.tsx';
import { isQueueName, type QueueCountLine, queueCounts } from '../queues-api.ts';

/** Every queue the member may work: what waits, what is past its deadline, since when. */
export default function QueuesPage() {
  const t = useTranslate();
  const counts = useQuery({ queryKey: ['queues'], queryFn: queueCounts, refetchInterval: 60_000 });
  return (
    <div>
      <PageTitle extra={<Button onClick={() => counts.refetch()}>{t('buttons.refresh')}</Button>}>
        {t('queues.title')}
      </PageTitle>
      <Typography.Paragraph>{t('queues.intro')}</Typography.Paragraph>
      {counts.error && <Alert type="error" showIcon role="alert" message={errorText(counts.error, t)} />}
      <Table<QueueCountLine>
        aria-label={t('queues.title')}
        rowKey="name"
        loading={counts.isLoading}
        dataSource={counts.data ?? []}
        pagination={false}
        locale={{ emptyText: t('queues.none') }}
        rowClassName={(line) => (line.overdue > 0 ? 'queue-overdue' : '')}
        columns={[
          {
            title: t('queues.queue'),
            dataIndex: 'name',
            render: (name: string) =>
              isQueueName(name) ? (
                <Link to={`/queues/${name}`}>{t(`queues.names.${name}`)}</Link>
              ) : name === 'collections' ? (
                // Collections has its own area: a collector's cases.
                <Link to="/collections/mine">{t('queues.names.collections')}</Link>
              ) : (
                name
              ),
          },
          { title: t('queues.open'), dataIndex: 'open', align: 'right' },
          {
            title: t('queues.overdue'),
            dataIndex: 'overdue',
            align: 'right',
            render: (overdue: number) =>
              overdue > 0 ? (
                <StatusTag tone="red">{t('queues.overdueCount', { count: overdue })}</StatusTag>
              ) : (
                <span>0</span>
              ),
          },
          {
            title: t('queues.deadline'),
            dataIndex: 'deadlineHours',
            render: (hours: number) => t('queues.hours', { hours }),
          },
          {
            title: t('queues.oldest'),
            dataIndex: 'oldestAt',
            render: (at: string | null) => instant(at),
          },
        ]}
      />
    </div>
  );
}
