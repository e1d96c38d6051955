import { useTranslate } from '@refinedev/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { errorText } from '../../ui/error-text.ts';
import { instant } from '../../ui/market-format.ts';
import type { AuditPage, AuditRow } from '../customers/customers-api.ts';

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Staff actions, newest first, with "Load more" (the service pages by id). */
export function AuditTable({
  queryKey,
  load,
}: {
  queryKey: readonly unknown[];
  load: (before: number | undefined) => Promise<AuditPage>;
}) {
  const t = useTranslate();
  const pages = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  const rows = pages.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div>
      {pages.error && <Alert type="error" showIcon role="alert" message={errorText(pages.error, t)} />}
      <Table<AuditRow>
        aria-label={t('audit.table')}
        rowKey="id"
        size="small"
        loading={pages.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('audit.empty') }}
        scroll={{ x: true }}
        expandable={{
          // A button with words (antd's is a bare "+"): every button has text.
          expandIcon: ({ expanded, onExpand, record }) => (
            <Button type="link" size="small" aria-expanded={expanded} onClick={(e) => onExpand(record, e)}>
              {expanded ? t('audit.hideDetails') : t('audit.details')}
            </Button>
          ),
          expandedRowRender: (row) => (
            <div>
              <Typography.Paragraph>
                <strong>{t('audit.before')}:</strong> <code>{json(row.before)}</code>
              </Typography.Paragraph>
              <Typography.Paragraph>
                <strong>{t('audit.after')}:</strong> <code>{json(row.after)}</code>
              </Typography.Paragraph>
            </div>
          ),
        }}
        columns={[
          { title: t('audit.at'), dataIndex: 'at', render: (at: string) => instant(at) },
          {
            title: t('audit.member'),
            key: 'member',
            render: (_, row) =>
              row.memberName
                ? `${row.memberName}${row.memberRole ? ` (${t(`roles.${row.memberRole}`, row.memberRole)})` : ''}`
                : '—',
          },
          { title: t('audit.action'), dataIndex: 'action' },
          {
            title: t('audit.subject'),
            key: 'subject',
            render: (_, row) => (row.subjectType ? `${row.subjectType} ${row.subjectId ?? ''}` : '—'),
          },
          {
            title: t('audit.customer'),
            dataIndex: 'customerId',
            render: (id: string | null) =>
              id ? <Link to={`/customers/${id}`}>{t('audit.openCustomer')}</Link> : '—',
          },
          { title: t('audit.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
        ]}
      />
      {pages.hasNextPage && (
        <Button
          style={{ marginTop: 16 }}
          loading={pages.isFetchingNextPage}
          onClick={() => pages.fetchNextPage()}
        >
          {t('audit.more')}
        </Button>
      )}
    </div>
  );
}
