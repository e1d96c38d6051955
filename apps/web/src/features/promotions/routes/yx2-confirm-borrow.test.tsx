import { LOAN_PRODUCTS, MARKET_LENDING } from '@puente/domain';
import { loanFactsText } from '@puente/domain/content';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('/yx2ConfirmBorrow', () => {
  it('asks a visitor to log in and come back here', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/yx2ConfirmBorrow');

    expect(await screen.findByText('Log in to continue with your offer.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Continue to apply' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/yx2ConfirmBorrow');
  });

  it('leads a signed-in borrower into the borrow flow, with the cost shown first', async () => {
    signInAs('MX');
    renderApp('/yx2ConfirmBorrow');

    expect(await screen.findByRole('heading', { name: 'Your offer', level: 1 })).toBeVisible();
    expect(screen.getByText(loanFactsText(MARKET_LENDING.MX, LOAN_PRODUCTS, 'en').example)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue to apply' }).getAttribute('href')).toBe(
      '/borrow/to_borrow',
    );
    expect(screen.getByRole('link', { name: 'Not now' }).getAttribute('href')).toBe('/');
  });

  it('speaks Spanish', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'es');
    renderApp('/yx2ConfirmBorrow');
    expect(await screen.findByText('Inicia sesión para continuar con tu oferta.')).toBeVisible();
    cleanup();

    signInAs('MX', 'es');
    renderApp('/yx2ConfirmBorrow');
    expect(await screen.findByRole('link', { name: 'Continuar con la solicitud' })).toBeVisible();
  });
});
