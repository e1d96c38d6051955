import { DELINQUENCY_BUCKETS } from '@puente/domain';
import { useTranslate } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Select, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorText } from '../../../ui/error-text.ts';
import { MARKET_IDS } from '../../../ui/market-format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { CaseTable } from '../case-table.tsx';
import { collectionsApi } from '../collections-api.ts';

/** One bucket's overdue loans in a market, most days past due first. */
export default function BucketPage() {
  const t = useTranslate();
  const { bucket = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const market = search.get('market') ?? 'MX';
  const known = DELINQUENCY_BUCKETS.some((b) => b.id === bucket);
  const queryKey = ['collections', 'bucket', bucket, market];
  const list = useQuery({ queryKey, queryFn: () => collectionsApi.bucket(bucket, market), enabled: known });
  if (!known) return <Typography.Title level={1}>{t('app.notFound')}</Typography.Title>;
  const title = t('collections.bucketList.title', { bucket: t(`collections.buckets.${bucket}`) });
  return (
    <div>
      <PageTitle extra={<Button onClick={() => list.refetch()}>{t('buttons.refresh')}</Button>}>
        {title}
      </PageTitle>
      <Typography.Paragraph>
        <Link to="/collections">{t('collections.bucketList.back')}</Link>
      </Typography.Paragraph>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('collections.bucketList.market')} htmlFor="collections-market">
          <Select
            id="collections-market"
            style={{ width: 120 }}
            value={market}
            onChange={(value) => setSearch({ market: value })}
            options={MARKET_IDS.map((id) => ({ value: id, label: id }))}
          />
        </Form.Item>
      </Form>
      {list.error && <Alert type="error" showIcon role="alert" message={errorText(list.error, t)} />}
      <CaseTable
        label={title}
        items={list.data?.items ?? []}
        loading={list.isLoading}
        queryKey={queryKey}
        empty={t('collections.list.empty')}
      />
    </div>
  );
}
