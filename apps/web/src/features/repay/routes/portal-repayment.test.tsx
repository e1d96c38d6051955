import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { BORROWERS, lastCall } from '../../../testing/fake-onboarding.ts';
import { channelsOf, fakeRepay, PORTAL_VIEW, REPAY_ORDER_NO } from '../../../testing/fake-repay.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { leaveFor } from '../lib/leave-for.ts';

vi.mock('../lib/leave-for.ts', () => ({ leaveFor: vi.fn(() => true) }));

const PATH = `/portal/repayment?payOrderId=${PORTAL_VIEW.payOrderId}`;

beforeEach(() => {
  localStorage.clear();
  vi.mocked(leaveFor).mockClear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const fact = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('payment link (portal)', () => {
  it('opens without a login and shows what to pay, with nothing personal beyond initials', async () => {
    const { api } = fakeRepay();
    renderApp(PATH);

    expect(await screen.findByText('$1,201.00')).toBeVisible();
    expect(fact('Order')).toBe('PUMX…0001');
    expect(fact('Borrower')).toBe('J. P.');
    expect(fact('Total to pay off')).toBe('$3,233.80');
    expect(fact('Due date')).toBe('Apr 1, 2026');
    expect(lastCall(api, '/portal/repayment/detail')?.payload).toMatchObject({
      payOrderId: PORTAL_VIEW.payOrderId,
    });
    expect(lastCall(api, '/portal/repayment/detail')?.headers.authorization).toBeUndefined();

    const page = document.body.textContent ?? '';
    expect(page).not.toContain(REPAY_ORDER_NO);
    expect(page).not.toContain(BORROWERS.MX.mobile);
    expect(page).not.toContain('Juan');
    expect(screen.queryByText('Log in to see what you owe and how to pay.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bank transfer (SPEI)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cash at OXXO' })).toBeVisible();
  });

  it('choosing OXXO confirms the channel and shows the voucher with its barcode', async () => {
    const { api } = fakeRepay();
    const user = userEvent.setup();
    renderApp(PATH);

    await user.click(await screen.findByRole('button', { name: 'Cash at OXXO' }));

    const voucher = await screen.findByRole('region', { name: 'OXXO' });
    expect(within(voucher).getByText('9300 1234 5678 90')).toBeVisible();
    expect(
      within(voucher).getByRole('img', { name: 'Barcode of reference 9300 1234 5678 90' }),
    ).toBeVisible();
    expect(within(voucher).getByText('$1,201.00')).toBeVisible();
    expect(lastCall(api, '/portal/repayment/confirm')).toMatchObject({
      method: 'POST',
      payload: { payOrderId: PORTAL_VIEW.payOrderId, channelId: 'oxxo' },
    });
  });

  it('choosing SPEI shows the CLABE to copy', async () => {
    fakeRepay();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderApp(PATH);

    await user.click(await screen.findByRole('button', { name: 'Bank transfer (SPEI)' }));

    expect(await screen.findByText('646 180 1234 5678901 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy CLABE' }));
    expect(writeText).toHaveBeenCalledWith('646180123456789012');
  });

  it('a Nigerian link sends the payer to the gateway checkout', async () => {
    fakeRepay({
      portal: { ...PORTAL_VIEW, currency: 'NGN', amountDue: 12400, channels: channelsOf(['cashier'], 'en') },
    });
    const user = userEvent.setup();
    renderApp(PATH);

    await user.click(await screen.findByRole('button', { name: 'Card or bank (online checkout)' }));

    await vi.waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('http://localhost/dev/checkout/paystack-ref-0001'),
    );
    expect(await screen.findByText('Opening the payment page…')).toBeVisible();
  });

  it('a wrong link shows the service message and nothing else', async () => {
    fakeRepay();
    renderApp('/portal/repayment?payOrderId=PO-GUESS');

    expect((await screen.findByRole('alert')).textContent).toBe('pay order cannot be empty, try again');
    expect(screen.queryByRole('button', { name: /OXXO|SPEI/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('a link without a pay order says so without asking the service, in Spanish', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'es');
    const { api } = fakeRepay();
    renderApp('/portal/repayment');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'la orden de pago no puede estar vacía, inténtalo de nuevo',
    );
    expect(lastCall(api, '/portal/repayment/detail')).toBeUndefined();
  });

  it('a paid link says so, and the channels are not offered', async () => {
    fakeRepay({ portal: { ...PORTAL_VIEW, status: 'paid' } });
    renderApp(PATH);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This payment link has been paid. Thank you.',
    );
    expect(screen.queryByRole('button', { name: 'Cash at OXXO' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'es');
    fakeRepay();
    renderApp(PATH);

    expect(await screen.findByRole('heading', { name: 'Elige cómo pagar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Efectivo en OXXO' })).toBeVisible();
    expect(screen.getByText('Titular')).toBeVisible();
  });
});
