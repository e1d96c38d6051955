import { useTranslate } from '@refinedev/core';
import { startRegistration } from '@simplewebauthn/browser';
import { App, Button } from 'antd';
import { useState } from 'react';
import { StaffApiError, staffApi } from '../../api/staff-api.ts';
import { errorText } from '../../ui/error-text.ts';

/** Registers a passkey for the signed-in member: options from the service, the browser, then the service checks. */
export function AddPasskey() {
  const t = useTranslate();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const options = await staffApi.post<Record<string, unknown>>('/me/passkeys/options', {});
      // The auth routes answer the options as they are; `options` kept in case they get wrapped.
      const optionsJSON = (options?.options ?? options) as Parameters<
        typeof startRegistration
      >[0]['optionsJSON'];
      const response = await startRegistration({ optionsJSON });
      await staffApi.post('/me/passkeys', { response });
      message.success(t('auth.passkeys.added'));
    } catch (e) {
      message.error(e instanceof StaffApiError ? errorText(e, t) : t('auth.passkeys.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={add} loading={busy}>
      {t('auth.passkeys.add')}
    </Button>
  );
}
