import { useLogin, useTranslate } from '@refinedev/core';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { StaffApiError } from '../../../api/staff-api.ts';
import { safeReturnPath } from '../../../auth/auth-provider.ts';
import { errorText } from '../../../ui/error-text.ts';
import {
  finishWithPasskey,
  finishWithTotp,
  type PasswordStep,
  type SecondFactor,
  SIGN_IN_STEP_EXPIRED,
  signInWithPassword,
} from '../sign-in-api.ts';
import { PublicFrame } from './public-frame.tsx';

/** Email and password, then a TOTP code or a passkey; the session cookie is set by the last step. */
export default function SignInPage() {
  const t = useTranslate();
  const [search] = useSearchParams();
  const { mutate: login } = useLogin<{ to: string }>();
  const [step, setStep] = useState<PasswordStep | undefined>();
  const [factor, setFactor] = useState<SecondFactor>('totp');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (e) {
      setError(errorText(e, t));
      // The half-done sign-in expired: the member starts again from the password (the message says so).
      if (e instanceof StaffApiError && e.code === SIGN_IN_STEP_EXPIRED) setStep(undefined);
    } finally {
      setBusy(false);
    }
  }
  const signedIn = () => login({ to: safeReturnPath(search.get('to')) });

  const onPassword = (values: { email: string; password: string }) =>
    run(async () => {
      const next = await signInWithPassword(values.email.trim(), values.password);
      setStep(next);
      setFactor(next.factors[0] ?? 'totp');
    });
  const onTotp = (values: { code: string }) =>
    run(async () => {
      if (!step) return;
      await finishWithTotp(step.pending, values.code.trim());
      signedIn();
    });
  const onPasskey = () =>
    run(async () => {
      if (!step) return;
      try {
        await finishWithPasskey(step.pending);
      } catch (e) {
        // The browser's own refusals (cancelled, no passkey here) come as DOMExceptions.
        if (e instanceof Error && e.name !== 'StaffApiError') throw new Error(t('auth.signIn.passkeyFailed'));
        throw e;
      }
      signedIn();
    });

  const alert = error && (
    <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />
  );

  if (!step) {
    return (
      <PublicFrame title={t('auth.signIn.title')}>
        <Typography.Paragraph type="secondary">{t('auth.signIn.intro')}</Typography.Paragraph>
        {alert}
        <Form layout="vertical" onFinish={onPassword} requiredMark={false} name="sign-in">
          <Form.Item
            label={t('auth.signIn.email')}
            name="email"
            rules={[{ required: true, message: t('auth.signIn.required') }]}
          >
            <Input type="email" autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            label={t('auth.signIn.password')}
            name="password"
            rules={[{ required: true, message: t('auth.signIn.required') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('auth.signIn.next')}
          </Button>
        </Form>
      </PublicFrame>
    );
  }

  const other: SecondFactor | undefined = step.factors.find((f) => f !== factor);
  return (
    <PublicFrame title={t('auth.signIn.factorTitle')}>
      {alert}
      {factor === 'totp' ? (
        <Form layout="vertical" onFinish={onTotp} requiredMark={false} name="sign-in-totp">
          <Form.Item
            label={t('auth.signIn.totpLabel')}
            name="code"
            extra={t('auth.signIn.totpHelp')}
            rules={[
              { required: true, message: t('auth.signIn.required') },
              { pattern: /^\s*\d{6}\s*$/, message: t('auth.signIn.codeFormat') },
            ]}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('auth.signIn.verify')}
          </Button>
        </Form>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>{t('auth.signIn.passkeyIntro')}</Typography.Paragraph>
          <Button type="primary" block onClick={onPasskey} loading={busy}>
            {t('auth.signIn.passkeyButton')}
          </Button>
        </Space>
      )}
      <Space style={{ marginTop: 16 }} wrap>
        {other && (
          <Button type="link" onClick={() => setFactor(other)}>
            {other === 'passkey' ? t('auth.signIn.usePasskey') : t('auth.signIn.useTotp')}
          </Button>
        )}
        <Button
          type="link"
          onClick={() => {
            setStep(undefined);
            setError(undefined);
          }}
        >
          {t('auth.signIn.startOver')}
        </Button>
      </Space>
    </PublicFrame>
  );
}
