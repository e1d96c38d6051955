import { useLogin, useTranslate } from '@refinedev/core';
import { Alert, Button, Descriptions, Form, Input, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../ui/error-text.ts';
import { acceptInvite, type InviteSetup, startInvite } from '../invite-api.ts';
import { PublicFrame } from './public-frame.tsx';

/** The token travels after '#', so it never reaches a server log or a Referer header. */
function inviteToken(): string {
  return decodeURIComponent(window.location.hash.replace(/^#/, '').replace(/^token=/, ''));
}

/** The service's rule (staff password-rule.ts); it refuses a shorter one in the member's language. */
const MIN_PASSWORD = 12;
const SIX_DIGITS = /^\s*\d{6}\s*$/;

/** /console/invite#<token>: choose a password, add the TOTP secret to an app, prove it with a code. */
export default function AcceptInvitePage() {
  const t = useTranslate();
  const { mutate: login } = useLogin<{ to: string }>();
  const [token] = useState(inviteToken);
  const [setup, setSetup] = useState<InviteSetup | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const started = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Each start offers a new secret and forgets the last: ask once per page, even in StrictMode.
    if (!token || started.current === token) return;
    started.current = token;
    startInvite(token)
      .then(setSetup)
      .catch((e: unknown) => setError(errorText(e, t)));
  }, [token, t]);

  const onFinish = async (values: { password: string; totpCode: string }) => {
    setBusy(true);
    setError(undefined);
    try {
      // Accepting starts the session: the member lands on the console's start page.
      await acceptInvite(token, values.password, values.totpCode.trim());
      login({ to: '/' });
    } catch (e) {
      setError(errorText(e, t));
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <PublicFrame title={t('auth.invite.title')}>
        <Alert type="error" showIcon role="alert" message={t('auth.invite.noToken')} />
      </PublicFrame>
    );
  }
  return (
    <PublicFrame title={t('auth.invite.title')}>
      {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} />}
      {!setup && !error && <Spin aria-label={t('app.loading')} />}
      {setup && (
        <Form layout="vertical" onFinish={onFinish} requiredMark={false} name="accept-invite">
          <Typography.Paragraph>
            {t('auth.invite.for', { name: setup.name, email: setup.email })}
          </Typography.Paragraph>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            1. {t('auth.invite.step1')}
          </Typography.Title>
          <Form.Item
            label={t('auth.invite.password')}
            name="password"
            extra={t('auth.invite.passwordHelp')}
            rules={[
              { required: true, message: t('auth.signIn.required') },
              { min: MIN_PASSWORD, message: t('auth.invite.passwordTooShort') },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label={t('auth.invite.confirm')}
            name="confirm"
            dependencies={['password']}
            rules={[
              { required: true, message: t('auth.signIn.required') },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  !value || getFieldValue('password') === value
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('auth.invite.mismatch'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            2. {t('auth.invite.step2')}
          </Typography.Title>
          <Typography.Paragraph>{t('auth.invite.secretIntro')}</Typography.Paragraph>
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('auth.invite.secret')}>
              <Typography.Text code copyable data-testid="totp-secret">
                {setup.secret}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('auth.invite.uri')}>
              <Typography.Link href={setup.uri} style={{ wordBreak: 'break-all' }}>
                {setup.uri}
              </Typography.Link>
            </Descriptions.Item>
          </Descriptions>
          <Form.Item
            label={t('auth.invite.code')}
            name="totpCode"
            rules={[
              { required: true, message: t('auth.signIn.required') },
              { pattern: SIX_DIGITS, message: t('auth.signIn.codeFormat') },
            ]}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('auth.invite.accept')}
          </Button>
        </Form>
      )}
    </PublicFrame>
  );
}
