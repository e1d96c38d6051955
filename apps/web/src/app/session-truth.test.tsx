import { ERRORS } from '@puente/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installAndroid } from '../bridge/fake-hosts.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { fail, ok } from '../testing/fake-api.ts';
import { fakeMessage, fakeMessages } from '../testing/fake-messages.ts';
import { signInAs } from '../testing/fake-onboarding.ts';
import { renderApp } from '../testing/render-app.tsx';

/** Issue 21 "session truth": a lapsed or replaced session says so, and logging in again goes back. */

const USER = {
  userId: 'u-mx',
  mobile: '5512345678',
  e164: '+525512345678',
  market: 'MX',
  registeredAt: '2025-01-01T00:00:00.000Z',
};
const TOKEN = { token: 'tok-2', userId: 'u-mx', mobile: '5512345678', expiresAt: '2030-01-01T00:00:00.000Z' };

/** The inbox and login, with the inbox refusing the old token `t` with `error`. */
function serve(error: (typeof ERRORS)['tokenExpired' | 'loggedInElsewhere'], language: 'en' | 'es') {
  const message = fakeMessage({ title: 'Payment received', text: 'Thanks', time: '2026-03-05T18:05:00Z' });
  const fake = fakeMessages(
    { messages: [message] },
    {
      '/api/security/existsByMobile': () => ok(true),
      '/api/security/getVerifyCode': () =>
        ok({ resendSeconds: 60, expiresInSeconds: 300, channel: 'sms' }, 'Sent successfully'),
      '/api/security/login': () => ok(TOKEN, 'Successful login'),
      '/api/security/getUserInfo': () => ok(USER),
    },
  );
  const inbox = fake.api.routes['/api/msg/list'];
  const refuse = (request: Parameters<NonNullable<typeof inbox>>[0]) =>
    request.headers.authorization === 'Bearer t' ? fail(error.code, error[language], error.http) : undefined;
  for (const path of ['/api/msg/list', '/api/msg/unread']) {
    const answer = fake.api.routes[path];
    if (!answer) throw new Error(path);
    fake.api.routes[path] = (request) => refuse(request) ?? answer(request);
  }
  return fake;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.Android;
});

describe('a session the service ended', () => {
  it('says it expired, and logging in again returns to the inbox (10010303)', async () => {
    signInAs('MX');
    serve(ERRORS.tokenExpired, 'en');
    const user = userEvent.setup();
    const { router } = renderApp('/user_center/msg_list');

    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.getByText(ERRORS.tokenExpired.en)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Log in again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fuser_center%2Fmsg_list');
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '5512345678');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/user_center/msg_list');
    expect(screen.queryByText('Your session has ended. Please log in again.')).toBeNull();
  });

  it('says the account logged in on another device, in Spanish (10010304)', async () => {
    signInAs('MX', 'es');
    serve(ERRORS.loggedInElsewhere, 'es');
    const user = userEvent.setup();
    const { router } = renderApp('/user_center/msg_list');

    expect(
      await screen.findByText(
        'Tu cuenta inició sesión en otro dispositivo, así que aquí se cerró. Inicia sesión de nuevo para continuar.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión de nuevo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fuser_center%2Fmsg_list');
  });

  it('asks the native app to log in again, with the way back', async () => {
    signInAs('MX');
    const host = installAndroid();
    serve(ERRORS.loggedInElsewhere, 'en');
    const user = userEvent.setup();
    const { router } = renderApp('/user_center/msg_list');

    expect(
      await screen.findByText(
        'You logged in on another device, so you were logged out here. Log in again to continue.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(host.received()).toContainEqual({
      action: 'toLogin',
      data: { returnPath: '/user_center/msg_list' },
    });
    expect(host.received()).toContainEqual({ action: 'logout', data: {} });
    expect(router.state.location.pathname).toBe('/');
  });
});
