import { useTranslate } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Table, Typography } from 'antd';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../ui/error-text.ts';
import { marketDateTime, marketOf } from '../../../ui/market-format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { type CustomerFound, customersApi } from '../customers-api.ts';

/** Find a customer by phone, CURP/BVN/NIN, name, order number or account; results are masked. */
export default function CustomerSearchPage() {
  const t = useTranslate();
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const found = useQuery({
    queryKey: ['customers', 'search', q],
    queryFn: () => customersApi.search(q),
    enabled: q.trim().length >= 3,
  });
  return (
    <div>
      <PageTitle>{t('customers.title')}</PageTitle>
      <Form
        layout="inline"
        role="search"
        initialValues={{ q }}
        onFinish={(v: { q?: string }) => setParams(v.q ? { q: v.q.trim() } : {})}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="q" label={t('customers.searchLabel')} htmlFor={inputId}>
          <Input id={inputId} style={{ width: 360 }} placeholder={t('customers.searchHint')} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('customers.search')}
          </Button>
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary">{t('customers.searchHelp')}</Typography.Paragraph>
      {found.error && <Alert type="error" showIcon role="alert" message={errorText(found.error, t)} />}
      {q.trim().length >= 3 && (
        <Table<CustomerFound>
          aria-label={t('customers.results')}
          rowKey="id"
          loading={found.isLoading}
          dataSource={found.data ?? []}
          pagination={false}
          locale={{ emptyText: t('customers.noResults') }}
          columns={[
            {
              title: t('customers.fields.name'),
              dataIndex: 'name',
              render: (name: string | null, row) => <Link to={`/customers/${row.id}`}>{name ?? row.id}</Link>,
            },
            { title: t('customers.fields.mobile'), dataIndex: 'mobile', render: (m) => m ?? '—' },
            { title: t('customers.market'), dataIndex: 'market' },
            {
              title: t('customers.matchedBy'),
              dataIndex: 'matchedBy',
              render: (by: string | null) => (by ? t(`customers.matches.${by}`, by) : '—'),
            },
            {
              title: t('customers.since'),
              dataIndex: 'createdAt',
              render: (at: string | null, row) => marketDateTime(at, marketOf(row.market)),
            },
          ]}
        />
      )}
    </div>
  );
}
