import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installAndroid } from '../../../bridge/fake-hosts.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { fail, fakeApi, type Handler, ok } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { mxAddress } from './app-info-fixtures.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.Android;
});

describe('the open-app prompt', () => {
  it('opens the app through its deep link and says where to get it, in a phone browser', async () => {
    const api = fakeApi({ '/api/app-download/getAddress': () => ok(mxAddress()) });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/user_center/open_app');

    const open = await screen.findByRole('link', { name: 'Open Puente' });
    expect(open.getAttribute('href')).toBe('puente://app/');
    expect(screen.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=com.puente.loans',
    );
    expect(screen.getByText('Not on the App Store yet. On an iPhone, use the web version.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue in the browser' }).getAttribute('href')).toBe(
      'http://localhost:8080/?packageName=com.puente.loans#/',
    );
    expect(screen.queryByText('Please run in App')).toBeNull();
    expect(api.seen.map((r) => [r.method, r.path, r.payload])).toEqual([
      ['GET', '/api/app-download/getAddress', expect.not.objectContaining({ route: expect.anything() })],
    ]);
  });

  it('says to run in the app and opens it where the borrower was, in Spanish', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'es');
    const api = fakeApi({
      '/api/app-download/getAddress': (request) =>
        ok(
          mxAddress({
            deepLink: `puente://app${request.payload.route}`,
            ios: 'https://apps.apple.com/app/id123',
          }),
        ),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/user_center/open_app?route=%2Fborrow%2Fto_borrow');

    expect(await screen.findByText('Ábrelo en la app')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Abrir Puente' }).getAttribute('href')).toBe(
      'puente://app/borrow/to_borrow',
    );
    expect(screen.getByRole('link', { name: 'Descargar en el App Store' }).getAttribute('href')).toBe(
      'https://apps.apple.com/app/id123',
    );
    expect(api.seen[0]?.payload).toMatchObject({ route: '/borrow/to_borrow' });
  });

  it('ignores a route that is not one of the app, and offers to try again when the call fails', async () => {
    let answer: ReturnType<Handler> = fail(10000110, 'Please try again later.', 503);
    const api = fakeApi({ '/api/app-download/getAddress': () => answer });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderApp('/user_center/open_app?route=https%3A%2F%2Fevil.example');

    expect(await screen.findByText('Please try again later.')).toBeVisible();
    expect(api.seen[0]?.payload.route).toBeUndefined();
    answer = ok(mxAddress());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Open Puente' })).toBeVisible();
    expect(screen.queryByText('Please run in App')).toBeNull();
  });

  it('asks nothing inside the native app, which is already open', async () => {
    installAndroid();
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/user_center/open_app');

    expect(await screen.findByText('You are already in the Puente app.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open Puente' })).toBeNull();
    expect(api.seen).toEqual([]);
  });
});
