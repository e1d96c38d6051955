import { errorMessage } from '@puente/domain';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXTENSION_ORDER_NO, fakeExtension } from '../../../testing/fake-extension.ts';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { EXTENSION_POLL_MS } from '../hooks/use-extension-status.ts';

const MX_ORDER = EXTENSION_ORDER_NO.MX;
const NG_ORDER = EXTENSION_ORDER_NO.NG;
const confirmPath = (orderNo: string) => `/repay/confirm_exhibition?orderNo=${orderNo}`;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setVisibility('visible');
});

/** The page seen or hidden (another app in front), as the browser tells TanStack Query. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  // The browser fires it at the document and it bubbles to the window, where TanStack Query listens.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const statusCalls = (api: ReturnType<typeof fakeExtension>['api']) =>
  api.seen.filter((request) => request.path === '/api/repay/updateExtensionOrderStatus').length;

describe('confirm the extension', () => {
  it('refuses to go on without the agreement accepted, then asks for it and shows how to pay the fee', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    signInAs('MX');
    const { api, state } = fakeExtension();
    const user = userEvent.setup();
    renderApp(confirmPath(MX_ORDER));

    const box = await screen.findByRole('checkbox', { name: 'I accept the renewal agreement' });
    expect(screen.getByRole('link', { name: 'Read the renewal agreement' }).getAttribute('href')).toBe(
      `/convenios?orderNo=${MX_ORDER}`,
    );
    await user.click(screen.getByRole('button', { name: 'Request extension' }));
    const error = await screen.findByText(
      'Tick the box to accept the renewal agreement before you continue.',
    );
    expect(error.getAttribute('role')).toBe('alert');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(error.id);
    expect(error.closest('.ex-field')).toBe(box.closest('.ex-field'));
    expect(document.activeElement).toBe(box);
    expect(lastCall(api, '/repay/confirmExtensionOrder')).toBeUndefined();

    await user.click(box);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request extension' }));

    const fee = (await screen.findByRole('heading', { name: 'Pay the fee' })).closest(
      'section',
    ) as HTMLElement;
    expect(lastCall(api, '/repay/confirmExtensionOrder')).toMatchObject({
      method: 'GET',
      payload: { orderNo: MX_ORDER, agree: true },
    });
    expect(
      within(fee).getByText(
        'Pay $12.54 before Apr 6, 2026, 11:59 PM and your payment moves to Apr 12, 2026.',
      ),
    ).toBeVisible();
    // The ways to pay show once the service says which it offers.
    await within(fee).findByRole('link', { name: /Cash at OXXO/ });
    expect(
      within(fee)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [
        'Cash at OXXOCash with a reference for exactly the fee',
        `/repay/repay_oxxo?orderNo=${MX_ORDER}&extensionId=EXT-0001`,
      ],
      ['See your CLABE', `/repay/repay_stp?orderNo=${MX_ORDER}`],
    ]);
    expect(
      within(fee).getByText('A transfer of at least $12.54 to your CLABE pays the fee first.'),
    ).toBeVisible();
    expect(within(fee).getByRole('status').textContent).toBe(
      'Waiting for your fee. This screen updates by itself once it is credited.',
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pay the fee' }));

    await act(() => vi.advanceTimersByTimeAsync(EXTENSION_POLL_MS));
    expect(statusCalls(api)).toBe(1);
    expect(screen.getByRole('heading', { name: 'Pay the fee' })).toBeVisible();

    if (state.extension) state.extension = { ...state.extension, status: 'applied' };
    await act(() => vi.advanceTimersByTimeAsync(EXTENSION_POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Extension applied' })).toBeVisible();
    expect(screen.getByText('Extension applied: your new due date is Apr 12, 2026.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See what you owe' }).getAttribute('href')).toBe(
      `/repay/repay_detail?orderNo=${MX_ORDER}`,
    );
    expect(lastCall(api, '/repay/updateExtensionOrderStatus')?.payload).toMatchObject({ orderNo: MX_ORDER });

    const asked = statusCalls(api);
    await act(() => vi.advanceTimersByTimeAsync(EXTENSION_POLL_MS * 3));
    expect(statusCalls(api)).toBe(asked);
  });

  it('in Nigeria leads to the online checkout with the extension, and says when the request expired', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    signInAs('NG');
    const { state } = fakeExtension({ market: 'NG' });
    const user = userEvent.setup();
    renderApp(confirmPath(NG_ORDER));

    await user.click(await screen.findByRole('checkbox', { name: 'I accept the renewal agreement' }));
    await user.click(screen.getByRole('button', { name: 'Request extension' }));
    const fee = (await screen.findByRole('heading', { name: 'Pay the fee' })).closest(
      'section',
    ) as HTMLElement;
    // The ways to pay show once the service says which it offers.
    expect(await within(fee).findByRole('link', { name: /Card or bank \(online checkout\)/ })).toBeVisible();
    expect(
      within(fee)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/repay/cashier?orderNo=${NG_ORDER}&extensionId=EXT-0001`]);
    expect(within(fee).queryByText(/CLABE/)).toBeNull();
    expect(
      within(fee).getByText('Pay ₦116.21 before 6 Apr 2026, 23:59 and your payment moves to 12 Apr 2026.'),
    ).toBeVisible();

    if (state.extension) state.extension = { ...state.extension, status: 'expired' };
    await act(() => vi.advanceTimersByTimeAsync(EXTENSION_POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Extension request expired' })).toBeVisible();
    expect(screen.getByText('The fee was not paid in time, so your due date did not change.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the extension again' }).getAttribute('href')).toBe(
      `/repay/exhibition_period_detail?orderNo=${NG_ORDER}`,
    );
  });

  it('polls only while the page is visible, and asks again when the borrower comes back', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    signInAs('MX');
    const { api, state } = fakeExtension();
    state.extension = {
      extensionId: 'EXT-0009',
      orderNo: MX_ORDER,
      status: 'awaitingFee',
      total: 12.54,
      currency: 'MXN',
      newDueDate: '2026-04-12',
      expiresAt: '2026-04-07T05:59:00.000Z',
    };
    renderApp(confirmPath(MX_ORDER));
    expect(await screen.findByRole('heading', { name: 'Pay the fee' })).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();

    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(EXTENSION_POLL_MS * 4));
    expect(statusCalls(api)).toBe(0);

    state.extension = { ...state.extension, status: 'applied' };
    await act(async () => setVisibility('visible'));
    expect(await screen.findByRole('heading', { name: 'Extension applied' })).toBeVisible();
    await waitFor(() => expect(statusCalls(api)).toBe(1));
  });

  it('speaks Spanish: the tick box, its message and a refusal of the service', async () => {
    signInAs('MX', 'es');
    const { api, state } = fakeExtension();
    const user = userEvent.setup();
    renderApp(confirmPath(MX_ORDER));

    const box = await screen.findByRole('checkbox', { name: 'Acepto el convenio de renovación' });
    await user.click(screen.getByRole('button', { name: 'Solicitar prórroga' }));
    expect(
      await screen.findByText('Marca la casilla para aceptar el convenio de renovación antes de continuar.'),
    ).toBeVisible();

    // The last extension was taken meanwhile (another device): the service refuses.
    state.refusal = 'noneLeft';
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Solicitar prórroga' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe(errorMessage('extensionNoneLeft', 'es'));
    expect(lastCall(api, '/repay/confirmExtensionOrder')?.method).toBe('GET');
    expect(screen.queryByRole('heading', { name: 'Paga la comisión' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver lo que debes' }).getAttribute('href')).toBe(
      `/repay/repay_detail?orderNo=${MX_ORDER}`,
    );
  });

  it('shows the refusal and no tick box when no extension may be asked for', async () => {
    signInAs('MX');
    fakeExtension({ refusal: 'nothingDue' });
    renderApp(confirmPath(MX_ORDER));
    expect(await screen.findByText(errorMessage('extensionNothingDue', 'en'))).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request extension' })).toBeNull();
  });
});
