import { useTranslate } from '@refinedev/core';
import { Card, Typography } from 'antd';
import { useMe } from '../../../auth/use-staff-can.ts';
import { AddPasskey } from '../../auth/add-passkey.tsx';

export default function HomePage() {
  const t = useTranslate();
  const me = useMe();
  return (
    <div style={{ maxWidth: 720 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('home.welcome', { name: me?.name ?? '' })}
      </Typography.Title>
      {me && <Typography.Paragraph>{t('home.role', { role: t(`roles.${me.role}`) })}</Typography.Paragraph>}
      <Typography.Paragraph>{t('home.intro')}</Typography.Paragraph>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('home.security')}</h2>}>
        <Typography.Paragraph>{t('home.passkeyIntro')}</Typography.Paragraph>
        <AddPasskey />
      </Card>
    </div>
  );
}
