import { useTranslate } from '@refinedev/core';
import { Alert, Button, Descriptions, Form, Input, Result, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { staffApi } from '../../../api/staff-api.ts';
import { errorText } from '../error-text.ts';
import { PublicFrame } from './public-frame.tsx';

interface TotpSetup {
  secret: string;
  uri: string;
}

/** The token travels after '#', so it never reaches a server log or a Referer header. */
function inviteToken(): string {
  return decodeURIComponent(window.location.hash.replace(/^#/, '').replace(/^token=/, ''));
}

const MIN_PASSWORD = 12;

/** /console/invite#<token>: choose a password, add the TOTP secret to an app, prove it with a code. */
export default function AcceptInvitePage() {
  const t = useTranslate();
  const [token] = useState(inviteToken);
  const [setup, setSetup] = useState<TotpSetup | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!token) return;
    // TODO(console): shape guessed from the brief: POST /invites/accept/start {token} → {secret, uri}.
    staffApi
      .post<Partial<TotpSetup>>('/invites/accept/start', { token }, { signedOutIsExpected: true })
      .then((data) => setSetup({ secret: String(data?.secret ?? ''), uri: String(data?.uri ?? '') }))
      .catch((e: unknown) => setError(errorText(e, t)));
  }, [token, t]);

  const onFinish = async (values: { password: string; totpCode: string }) => {
    setBusy(true);
    setError(undefined);
    try {
      await staffApi.post(
        '/invites/accept',
        { token, password: values.password, totpCode: values.totpCode.trim() },
        { signedOutIsExpected: true },
      );
      setDone(true);
    } catch (e) {
      setError(errorText(e, t));
    } finally {
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
  if (done) {
    return (
      <PublicFrame title={t('auth.invite.title')}>
        <Result
          status="success"
          title={t('auth.invite.accepted')}
          extra={
            <Link to="/sign-in" className="ant-btn ant-btn-primary">
              {t('auth.invite.goSignIn')}
            </Link>
          }
        />
      </PublicFrame>
    );
  }
  return (
    <PublicFrame title={t('auth.invite.title')}>
      {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} />}
      {!setup && !error && <Spin aria-label={t('app.loading')} />}
      {setup && (
        <Form layout="vertical" onFinish={onFinish} requiredMark={false} name="accept-invite">
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
              <Typography.Link
                href={setup.uri}
                copyable={{ text: setup.uri }}
                style={{ wordBreak: 'break-all' }}
              >
                {setup.uri}
              </Typography.Link>
            </Descriptions.Item>
          </Descriptions>
          <Form.Item
            label={t('auth.invite.code')}
            name="totpCode"
            rules={[
              { required: true, message: t('auth.signIn.required') },
              { pattern: /^\s*\d{6}\s*$/, message: t('auth.signIn.codeFormat') },
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
