import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLoans, orderView } from '../../../testing/fake-loans.ts';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { PAYOUT_POLL_MS } from './payout-wait.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('payout wait', () => {
  it('shows when the money is expected, and goes home once it is sent', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    signInAs('MX');
    const order = orderView('MX', 19, { amount: 3000 });
    const { api, state } = fakeLoans('MX', {
      order,
      moneyTime: { requestedAt: '2026-03-02T15:00:00.000Z', expectedBy: '2026-03-02T16:00:00.000Z' },
    });
    const { router } = renderApp('/finish_loading');
    expect(await screen.findByRole('heading', { name: 'We are sending your money' })).toBeVisible();
    expect(await screen.findByText('Expected by Mar 2, 2026, 10:00 AM.')).toBeVisible();
    expect(
      screen.getByText(
        `$${order.quote.disbursalAmount.toLocaleString('en-US', { minimumFractionDigits: 2 })} is on its way to your bank account.`,
      ),
    ).toBeVisible();
    expect(lastCall(api, '/loan/get-money-time')?.payload).toMatchObject({ orderNo: order.orderNo });

    state.order = { ...order, status: 2 };
    await act(() => vi.advanceTimersByTimeAsync(PAYOUT_POLL_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('The money has been sent to your bank account')).toBeVisible();
  });

  it('says the loan failed and leads to the bank account, or sends again', async () => {
    signInAs('NG', 'es');
    const { api, state } = fakeLoans('NG', {
      order: orderView('NG', 10),
      moneyTime: { failureReason: 'cuenta no encontrada' },
    });
    const user = userEvent.setup();
    renderApp('/borrow/lending');
    expect(await screen.findByRole('heading', { name: 'El préstamo falló' })).toBeVisible();
    expect(await screen.findByText(/\(cuenta no encontrada\)/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Editar cuenta bancaria' }).getAttribute('href')).toBe(
      '/bank_account/add_bankcard',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar el dinero de nuevo' }));
    expect(await screen.findByRole('heading', { name: 'Estamos enviando tu dinero' })).toBeVisible();
    expect(lastCall(api, '/loan/get-money-plus')?.method).toBe('GET');
    expect(state.order?.status).toBe(19);
  });

  it('with no payout under way, says so', async () => {
    signInAs('MX');
    fakeLoans('MX', { order: orderView('MX', 1) });
    renderApp('/borrow/lending');
    expect(await screen.findByText('You have no money on its way.')).toBeVisible();
  });
});
