import { useTranslate } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { errorText } from '../../../ui/error-text.ts';
import { businessDate, count, marketOf, money } from '../../../ui/market-format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { type BucketLine, collectionsApi } from '../collections-api.ts';

/** Overdue loans per market by bucket: how many and how much, each bucket opening its list. */
export default function CollectionsOverviewPage() {
  const t = useTranslate();
  const markets = useQuery({ queryKey: ['collections', 'buckets'], queryFn: collectionsApi.buckets });
  return (
    <div>
      <PageTitle
        extra={
          <Space>
            <Link to="/collections/mine">{t('collections.overview.myCases')}</Link>
            <Button onClick={() => markets.refetch()}>{t('buttons.refresh')}</Button>
          </Space>
        }
      >
        {t('collections.overview.title')}
      </PageTitle>
      <Typography.Paragraph>{t('collections.overview.intro')}</Typography.Paragraph>
      {markets.error && <Alert type="error" showIcon role="alert" message={errorText(markets.error, t)} />}
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        {(markets.data ?? []).map((m) => {
          const market = marketOf(m.market, m.currency);
          const heading = t('collections.overview.market', {
            market: m.market,
            date: businessDate(m.asOf, market),
          });
          return (
            <Card
              key={m.market}
              title={
                <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                  {heading}
                </Typography.Title>
              }
            >
              <Table<BucketLine>
                aria-label={heading}
                rowKey="bucket"
                pagination={false}
                dataSource={m.buckets}
                columns={[
                  {
                    title: t('collections.overview.bucket'),
                    dataIndex: 'bucket',
                    render: (bucket: string) => (
                      <Link to={`/collections/buckets/${bucket}?market=${m.market}`}>
                        {t(`collections.buckets.${bucket}`)}
                      </Link>
                    ),
                  },
                  {
                    title: t('collections.overview.loans'),
                    dataIndex: 'loans',
                    align: 'right',
                    render: (loans: number) => count(loans, market),
                  },
                  {
                    title: t('collections.overview.owed'),
                    dataIndex: 'owedMinor',
                    align: 'right',
                    render: (owed: number) => money(owed, m.currency),
                  },
                ]}
              />
            </Card>
          );
        })}
      </Space>
    </div>
  );
}
