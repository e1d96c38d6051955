import { useTranslate } from '@refinedev/core';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

export function Forbidden() {
  const t = useTranslate();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('app.forbidden')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('app.backHome')}
        </Button>
      }
    />
  );
}
