import { useTranslate } from '@refinedev/core';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { PageTitle } from '../../../ui/page-title.tsx';
import { type AuditFilter, searchAudit } from '../audit-api.ts';
import { AuditTable } from '../audit-table.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The staff audit trail: who did what, when, from where, before and after. */
export default function AuditPage() {
  const t = useTranslate();
  const [filter, setFilter] = useState<AuditFilter>({});
  const apply = (values: Record<string, string | undefined>) => {
    const clean: AuditFilter = {};
    for (const [key, value] of Object.entries(values)) {
      if (value?.trim()) clean[key as keyof AuditFilter] = value.trim();
    }
    setFilter(clean);
  };
  return (
    <div>
      <PageTitle>{t('audit.title')}</PageTitle>
      <Typography.Paragraph>{t('audit.intro')}</Typography.Paragraph>
      <Form layout="inline" role="search" onFinish={apply} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="q" label={t('audit.q')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="action" label={t('audit.action')} help={t('audit.actionHelp')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="member"
          label={t('audit.memberId')}
          rules={[{ pattern: UUID, message: t('audit.badId') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="customer"
          label={t('audit.customerId')}
          rules={[{ pattern: UUID, message: t('audit.badId') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="from" label={t('audit.from')} rules={[{ pattern: DAY, message: t('audit.badDay') }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="to" label={t('audit.to')} rules={[{ pattern: DAY, message: t('audit.badDay') }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('audit.search')}
          </Button>
        </Form.Item>
      </Form>
      <AuditTable queryKey={['audit', filter]} load={(before) => searchAudit(filter, before)} />
    </div>
  );
}
