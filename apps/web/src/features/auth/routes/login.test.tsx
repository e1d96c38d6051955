import { ERRORS } from '@puente/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const USER = {
  userId: 'u1',
  mobile: '5512345678',
  e164: '+525512345678',
  market: 'MX',
  registeredAt: '2025-01-01T00:00:00.000Z',
};
const TOKEN = { token: 'tok-1', userId: 'u1', mobile: '5512345678', expiresAt: '2030-01-01T00:00:00.000Z' };

function serve(known: boolean) {
  const api = fakeApi({
    '/api/security/existsByMobile': () => ok(known),
    '/api/security/getVerifyCode': () =>
      ok({ resendSeconds: 60, expiresInSeconds: 300, channel: 'sms' }, 'Sent successfully'),
    '/api/security/login': () =>
      known
        ? ok(TOKEN, 'Successful login')
        : fail(ERRORS.mobileNotRegistered.code, ERRORS.mobileNotRegistered.en, 404),
    '/api/security/getUserInfo': () => ok(USER),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('login screen', () => {
  it('sends a code, logs in, stores the session and lands on home', async () => {
    const api = serve(true);
    const user = userEvent.setup();
    renderApp('/user/login');

    expect(await screen.findByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    expect(screen.getByText('+52')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '55 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('Sent successfully')).toBeVisible();
    const resend = await screen.findByRole('button', { name: /Resend in \d+s/ });
    expect(resend.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Get the code by voice call' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(api.seen.find((r) => r.path.endsWith('getVerifyCode'))?.payload).toMatchObject({
      mobile: '5512345678',
      channel: 'sms',
    });

    const code = screen.getByRole('textbox', { name: 'Verification code' });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Hello, 55 **** 5678' })).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('Bearer tok-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo) ?? '{}')).toEqual(USER);
    expect(api.seen.find((r) => r.path.endsWith('/login'))?.payload).toMatchObject({
      mobile: '5512345678',
      code: '123456',
    });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('resumes the countdown the server gives when a code was sent moments ago', async () => {
    const api = serve(true);
    api.routes['/api/security/getVerifyCode'] = () =>
      fail(ERRORS.sendTooSoon.code, 'Please wait 42 seconds before requesting another code', 429, {
        seconds: 42,
      });
    const user = userEvent.setup();
    renderApp('/user/login');
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '5512345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please wait 42 seconds before requesting another code')).toBeVisible();
    expect((await screen.findByRole('button', { name: /Resend in (41|42)s/ })).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('asks for the code before logging in, for every number, without asking the service', async () => {
    const api = serve(true);
    const user = userEvent.setup();
    renderApp('/user/login');

    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '5512345678');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText(ERRORS.codeEmpty.en)).toBeVisible();
    expect(api.seen.map((r) => r.path)).toEqual([]);
  });

  it('asks for the code by voice call', async () => {
    const api = serve(true);
    const user = userEvent.setup();
    renderApp('/user/login');

    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '5512345678');
    await user.click(screen.getByRole('button', { name: 'Get the code by voice call' }));

    await waitFor(() =>
      expect(api.seen.find((r) => r.path.endsWith('getVerifyCode'))?.payload.channel).toBe('voice'),
    );
  });

  it('guides a new number to register, keeping what was typed', async () => {
    serve(false);
    const user = userEvent.setup();
    renderApp('/user/login');

    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '5512345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect((await screen.findByRole('alert')).textContent).toContain(ERRORS.mobileNotRegistered.en);
    await user.click(screen.getByRole('link', { name: 'Register with this number' }));

    expect(await screen.findByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
    expect((screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement).value).toBe(
      '5512345678',
    );
  });

  it('refuses a malformed number before calling the service', async () => {
    const api = serve(true);
    const user = userEvent.setup();
    renderApp('/user/login');

    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText(ERRORS.mobileFormat.en)).toBeVisible();
    expect(api.seen).toHaveLength(0);
  });

  it('returns to the guarded screen that sent the person to log in', async () => {
    serve(true);
    const user = userEvent.setup();
    const { router } = renderApp('/user_center/settings');

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fuser_center%2Fsettings');
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '5512345678');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
  });
});
