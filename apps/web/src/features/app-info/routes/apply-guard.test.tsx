import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installAndroid } from '../../../bridge/fake-hosts.ts';
import { ok } from '../../../testing/fake-api.ts';
import { fakeLoans } from '../../../testing/fake-loans.ts';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { mxAddress } from './app-info-fixtures.ts';

/** The loan fake, with the app policy the service would answer. */
function loansWithPolicy(applyInAppOnly: boolean) {
  const { api } = fakeLoans('MX', { quota: 5000 });
  api.routes['/api/app-download/getAddress'] = () =>
    ok(mxAddress({ nativeAppRequired: { apply: applyInAppOnly } }));
  return api;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.Android;
});

describe('applying where the app policy wants the native app', () => {
  it('stops a phone browser with the message and a way to open the app', async () => {
    signInAs('MX');
    const api = loansWithPolicy(true);
    const user = userEvent.setup();
    renderApp('/borrow/to_borrow');

    const notice = await screen.findByText('To avoid misuse, please apply in the APP');
    expect(screen.getByRole('link', { name: 'Open the app' }).getAttribute('href')).toBe(
      '/user_center/open_app?route=%2Fborrow%2Fto_borrow',
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    // The notice, and now the toast saying it again.
    await waitFor(() =>
      expect(screen.getAllByText('To avoid misuse, please apply in the APP')).toHaveLength(2),
    );
    expect(notice.isConnected).toBe(true);
    expect(lastCall(api, '/loan/loan-order/apply-market')).toBeUndefined();
  });

  it('lets the native app apply whatever the policy says of browsers', async () => {
    installAndroid();
    signInAs('MX');
    const api = loansWithPolicy(true);
    const user = userEvent.setup();
    const { router } = renderApp('/borrow/to_borrow');

    await user.click(await screen.findByRole('button', { name: 'Apply' }));

    await vi.waitFor(() => expect(lastCall(api, '/loan/loan-order/apply-market')).toBeDefined());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/review_tips'));
  });

  it('lets a browser apply when the policy does not require the app (the demo default)', async () => {
    signInAs('MX');
    const api = loansWithPolicy(false);
    const user = userEvent.setup();
    renderApp('/borrow/to_borrow');

    await vi.waitFor(() => expect(lastCall(api, '/app-download/getAddress')).toBeDefined());
    await user.click(await screen.findByRole('button', { name: 'Apply' }));

    await vi.waitFor(() => expect(lastCall(api, '/loan/loan-order/apply-market')).toBeDefined());
    expect(screen.queryByText('To avoid misuse, please apply in the APP')).toBeNull();
  });
});

describe('applying where the service checks no identities', () => {
  it("offers no Apply, and says why, in the borrower's language", async () => {
    for (const [language, notice, apply] of [
      [
        'en',
        'Identity checks are not available right now, so you cannot apply yet. Please come back later.',
        'Apply',
      ],
      [
        'es',
        'La verificación de identidad no está disponible por ahora, así que aún no puedes solicitar. Vuelve más tarde.',
        'Solicitar',
      ],
    ] as const) {
      installAndroid();
      signInAs('MX', language);
      const { api } = fakeLoans('MX', { quota: 5000 });
      api.routes['/api/app-download/getAddress'] = () => ok(mxAddress({ identityChecks: false }));
      renderApp('/borrow/to_borrow');

      expect(await screen.findByText(notice)).toBeVisible();
      const button = screen.getByRole('button', { name: apply });
      expect(button).toBeDisabled();
      expect(button.getAttribute('aria-describedby')).toBe(screen.getByText(notice).id);
      expect(lastCall(api, '/loan/loan-order/apply-market')).toBeUndefined();
      cleanup();
      delete window.Android;
      localStorage.clear();
    }
  });
});
