import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '../../../lib/app-version.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const advice = (version: string, updateRequired: boolean) => ({
  currentVersion: version,
  latestVersion: '1.4.0',
  minimumVersion: '1.2.0',
  updateAvailable: true,
  updateRequired,
  platform: 'android',
  downloadUrl: 'https://play.google.com/store/apps/details?id=com.puente.loans',
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('settings', () => {
  it('shows the versions and, in an older native app, an update prompt with its store link', async () => {
    signInAs('MX');
    localStorage.setItem(STORAGE_KEYS.edition, '1.3.2');
    const api = fakeApi({ '/api/app/getNewVersion': (r) => ok(advice(String(r.payload.version), false)) });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/user_center/settings');

    expect(await screen.findByText('Version 1.4.0 is available.')).toBeVisible();
    expect(screen.getByText(`Version ${APP_VERSION} (1.3.2)`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Update the app' }).getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=com.puente.loans',
    );
    const versionCalls = api.seen.filter((r) => r.path === '/api/app/getNewVersion');
    expect(versionCalls.map((r) => r.payload.version)).toEqual(['1.3.2']);
  });

  it('says a release below the minimum must update, in Spanish', async () => {
    signInAs('MX', 'es');
    localStorage.setItem(STORAGE_KEYS.edition, '1.1.0');
    vi.stubGlobal('fetch', fakeApi({ '/api/app/getNewVersion': () => ok(advice('1.1.0', true)) }).fetch);
    renderApp('/user_center/settings');

    const prompt = await screen.findByRole('alert');
    expect(prompt.textContent).toContain(
      'Tu versión 1.1.0 ya no es compatible. Actualiza a la 1.4.0 para continuar.',
    );
    expect(screen.getByRole('link', { name: 'Actualizar la app' })).toBeVisible();
  });

  it('asks nothing in a browser, where there is no native app to update, and logs out', async () => {
    signInAs('MX');
    const api = fakeApi({ '/api/security/logout': () => ok(null, 'Exited successfully') });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    const { router } = renderApp('/user_center/settings');

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Exited successfully')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('link', { name: 'Update the app' })).toBeNull();
    expect(api.seen.filter((r) => r.path === '/api/app/getNewVersion')).toEqual([]);
  });

  it('shows no prompt when the native app is up to date', async () => {
    signInAs('MX');
    localStorage.setItem(STORAGE_KEYS.edition, '1.4.0');
    const api = fakeApi({
      '/api/app/getNewVersion': () => ok({ ...advice('1.4.0', false), updateAvailable: false }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/user_center/settings');

    await waitFor(() => expect(api.seen.filter((r) => r.path === '/api/app/getNewVersion')).toHaveLength(1));
    expect(await screen.findByText(`Version ${APP_VERSION} (1.4.0)`)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Update the app' })).toBeNull();
  });
});
