import { useTranslate } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Typography } from 'antd';
import { Link } from 'react-router';
import { errorText } from '../../../ui/error-text.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { CaseTable } from '../case-table.tsx';
import { collectionsApi } from '../collections-api.ts';

/** The member's own cases: missed promises first, then the longest overdue. */
export default function MyCasesPage() {
  const t = useTranslate();
  const queryKey = ['collections', 'mine'];
  const list = useQuery({ queryKey, queryFn: collectionsApi.mine });
  return (
    <div>
      <PageTitle extra={<Button onClick={() => list.refetch()}>{t('buttons.refresh')}</Button>}>
        {t('collections.mine.title')}
      </PageTitle>
      <Typography.Paragraph>
        <Link to="/collections">{t('collections.bucketList.back')}</Link> · {t('collections.mine.intro')}
      </Typography.Paragraph>
      {list.error && <Alert type="error" showIcon role="alert" message={errorText(list.error, t)} />}
      <CaseTable
        label={t('collections.mine.title')}
        items={list.data?.items ?? []}
        loading={list.isLoading}
        queryKey={queryKey}
        empty={t('collections.mine.empty')}
      />
    </div>
  );
}
