import { useTranslate } from '@refinedev/core';
import { Card, Layout, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../app/language-switch.tsx';

/** The frame of the pages without a session: the console's name, the language, one card. */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useTranslate();
  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f7f7' }}>
      <Layout.Header
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', background: '#fff' }}
      >
        <Typography.Text strong style={{ fontSize: 16 }}>
          {t('app.title')}
        </Typography.Text>
        <LanguageSwitch />
      </Layout.Header>
      <Layout.Content style={{ display: 'flex', justifyContent: 'center', padding: '64px 16px' }}>
        <main style={{ width: '100%', maxWidth: 440 }}>
          <Card>
            <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
              {title}
            </Typography.Title>
            {children}
          </Card>
        </main>
      </Layout.Content>
    </Layout>
  );
}
