import { useLogout, useTranslate } from '@refinedev/core';
import { Button, Layout, Space, Typography } from 'antd';
import { useMe } from '../auth/use-staff-can.ts';
import { LanguageSwitch } from './language-switch.tsx';

/** Who is signed in and in which role, the language, and signing out. */
export function ConsoleHeader() {
  const t = useTranslate();
  const me = useMe();
  const { mutate: logout, isPending } = useLogout();
  return (
    <Layout.Header
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: 24,
        padding: '0 24px',
        background: '#fff',
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      <Space size="large">
        {me && (
          <Typography.Text>
            {t('app.signedInAs', { name: me.name })} · {t(`roles.${me.role}`)}
          </Typography.Text>
        )}
        <LanguageSwitch />
        <Button onClick={() => logout()} loading={isPending}>
          {t('buttons.logout')}
        </Button>
      </Space>
    </Layout.Header>
  );
}
