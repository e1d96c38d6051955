import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { fakeNgRepay, NG_REPAY_ORDER_NO } from '../../../testing/fake-repay.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { CASHIER_MAX_POLLS, CASHIER_POLL_MS } from '../hooks/use-pay-order-status.ts';
import { leaveFor } from '../lib/leave-for.ts';

// Leaving the app for the gateway is the browser's business; here it is only recorded.
vi.mock('../lib/leave-for.ts', () => ({ leaveFor: vi.fn(() => true) }));

const PATH = `/repay/cashier?orderNo=${NG_REPAY_ORDER_NO}`;
const RETURN = '/repay/cashier?payOrderId=PO-NG-0001';

beforeEach(() => {
  localStorage.clear();
  vi.mocked(leaveFor).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('pay online (cashier)', () => {
  it('offers both gateways, starts at what is due now and sends the borrower to the Paystack checkout', async () => {
    signInAs('NG');
    const { api } = fakeNgRepay();
    const user = userEvent.setup();
    renderApp(PATH);

    const gateways = await screen.findByRole('group', { name: 'Payment gateway' });
    expect(gateways).toBeVisible();
    expect((screen.getByRole('radio', { name: 'Paystack' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Flutterwave' }) as HTMLInputElement).checked).toBe(false);
    const amount = screen.getByLabelText('Amount to pay') as HTMLInputElement;
    // ₦12,345.60 due now, rounded up to the ₦100 step.
    expect(amount.value).toBe('12400');
    expect(screen.getByText('Due now ₦12,345.60. Minimum ₦1,000, in steps of ₦100.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Pay online' }));

    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('http://localhost/dev/checkout/paystack-ref-0001'),
    );
    expect(lastCall(api, '/repay/paystack/authorization')?.payload).toMatchObject({
      orderNo: NG_REPAY_ORDER_NO,
      amount: 12400,
    });
    expect(lastCall(api, '/repay/flutterwave/repay-link')).toBeUndefined();
    expect(await screen.findByText('Opening the payment page…')).toBeVisible();
  });

  it('asks Flutterwave for a link when it is chosen, for the amount typed', async () => {
    signInAs('NG');
    const { api } = fakeNgRepay();
    const user = userEvent.setup();
    renderApp(PATH);

    await user.click(await screen.findByRole('radio', { name: 'Flutterwave' }));
    const amount = screen.getByLabelText('Amount to pay');
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(screen.getByRole('button', { name: 'Pay online' }));

    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('http://localhost/dev/checkout/flutterwave-ref-0001'),
    );
    expect(lastCall(api, '/repay/flutterwave/repay-link')?.payload).toMatchObject({
      orderNo: NG_REPAY_ORDER_NO,
      amount: 5000,
    });
    expect(lastCall(api, '/repay/paystack/authorization')).toBeUndefined();
  });

  it('lists the gateways in the order the service prefers them, its first chosen', async () => {
    signInAs('NG');
    const { api } = fakeNgRepay({ offered: { gateways: ['flutterwave', 'paystack'], accountProviders: [] } });
    const user = userEvent.setup();
    renderApp(PATH);

    const gateways = await screen.findByRole('group', { name: 'Payment gateway' });
    expect(
      within(gateways)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['flutterwave', 'paystack']);
    expect((screen.getByRole('radio', { name: 'Flutterwave' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Pay online' }));

    await waitFor(() => expect(lastCall(api, '/repay/flutterwave/repay-link')).toBeDefined());
    expect(lastCall(api, '/repay/paystack/authorization')).toBeUndefined();
  });

  it('with one gateway offered, shows no choice, names it and pays through it (issue 19)', async () => {
    signInAs('NG');
    const { api } = fakeNgRepay({ offered: { gateways: ['flutterwave'], accountProviders: ['monnify'] } });
    const user = userEvent.setup();
    renderApp(PATH);

    expect(await screen.findByText("You pay on Flutterwave's secure page.")).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Payment gateway' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay online' }));

    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('http://localhost/dev/checkout/flutterwave-ref-0001'),
    );
    expect(lastCall(api, '/repay/flutterwave/repay-link')?.payload).toMatchObject({
      orderNo: NG_REPAY_ORDER_NO,
      amount: 12400,
    });
    expect(lastCall(api, '/repay/paystack/authorization')).toBeUndefined();
  });

  it('names the one gateway offered in Spanish', async () => {
    signInAs('NG', 'es');
    fakeNgRepay({ offered: { gateways: ['paystack'], accountProviders: ['monnify'] } });
    renderApp(PATH);

    expect(await screen.findByText('Pagas en la página segura de Paystack.')).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows the service refusal next to the amount and stays on the page', async () => {
    signInAs('NG');
    fakeNgRepay();
    const user = userEvent.setup();
    renderApp(PATH);

    const amount = await screen.findByLabelText('Amount to pay');
    await user.clear(amount);
    await user.type(amount, '1250');
    await user.click(screen.getByRole('button', { name: 'Pay online' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The amount must be a multiple of 100');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toContain('rp-cashier-amount-error');
    expect(leaveFor).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.click(screen.getByRole('button', { name: 'Pay online' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter the amount to pay, as a whole number.',
    );
  });

  it('pays an extension fee without an amount field: the server sets the total', async () => {
    signInAs('NG');
    const { api } = fakeNgRepay({ extension: { extensionId: 'EXT-1', total: 1850 } });
    const user = userEvent.setup();
    renderApp(`${PATH}&extensionId=EXT-1`);

    expect(
      await screen.findByText(
        'You are paying the fee of your extension. The payment page shows its exact total.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Amount to pay')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay online' }));

    await waitFor(() => expect(leaveFor).toHaveBeenCalled());
    const payload = lastCall(api, '/repay/paystack/authorization')?.payload;
    expect(payload).toEqual(expect.objectContaining({ orderNo: NG_REPAY_ORDER_NO, extensionId: 'EXT-1' }));
    expect(payload).not.toHaveProperty('amount');
  });

  it('back from the gateway, confirms with the server every 3 s until it says paid', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    signInAs('NG');
    const { api } = fakeNgRepay({ payOrders: { 'PO-NG-0001': ['pending', 'pending', 'paid'] } });
    renderApp(RETURN);

    expect(await screen.findByText('Confirming your payment…')).toBeVisible();
    expect(screen.queryByText('Payment received')).toBeNull();
    expect(lastCall(api, '/repay/flutterwave/verify-opt')?.payload).toMatchObject({
      payOrderId: 'PO-NG-0001',
    });

    await act(() => vi.advanceTimersByTimeAsync(CASHIER_POLL_MS));
    expect(screen.getByText('Confirming your payment…')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(CASHIER_POLL_MS));

    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(screen.getByText('₦12,400.00 was credited to your loan.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See what you owe' }).getAttribute('href')).toBe(
      '/repay/repay_detail',
    );
    expect(api.seen.filter((request) => request.path === '/api/repay/flutterwave/verify-opt')).toHaveLength(
      3,
    );
  });

  it('after two minutes still pending, stops asking and offers Check again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    signInAs('NG');
    const { api, state } = fakeNgRepay({ payOrders: { 'PO-NG-0001': ['pending'] } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(RETURN);
    const checks = () => api.seen.filter((request) => request.path === '/api/repay/flutterwave/verify-opt');

    expect(await screen.findByText('Confirming your payment…')).toBeVisible();
    for (let poll = 1; poll < CASHIER_MAX_POLLS; poll++) {
      await act(() => vi.advanceTimersByTimeAsync(CASHIER_POLL_MS));
    }
    const button = await screen.findByRole('button', { name: 'Check again' });
    expect(
      screen.getByText(
        'We have no confirmation of this payment yet. If you paid, it is reflected within 15 minutes.',
      ),
    ).toBeVisible();
    expect(checks()).toHaveLength(CASHIER_MAX_POLLS);
    await act(() => vi.advanceTimersByTimeAsync(CASHIER_POLL_MS * 5));
    expect(checks()).toHaveLength(CASHIER_MAX_POLLS);

    state.payOrders['PO-NG-0001'] = ['paid'];
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
  });

  it('says an extension fee paid moved the payments and did not reduce the loan', async () => {
    signInAs('NG');
    fakeNgRepay({
      payOrders: { 'PO-NG-0001': ['paid'] },
      payOrderPurpose: 'extension',
      payOrderAmount: 77.48,
    });
    renderApp(RETURN);

    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(
      screen.getByText(
        'The extension fee of ₦77.48 is paid: your payments have moved to their new dates. The fee does not reduce your loan.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/was credited to your loan/)).toBeNull();
  });

  it('an expired checkout offers to pay again, never claiming it was paid', async () => {
    signInAs('NG');
    fakeNgRepay({ payOrders: { 'PO-NG-0001': ['expired'] } });
    renderApp(RETURN);

    expect(await screen.findByRole('heading', { name: 'This payment was not completed' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pay again' }).getAttribute('href')).toBe('/repay/cashier');
    expect(screen.queryByText('Payment received')).toBeNull();
  });

  it('an unknown pay order shows the service message', async () => {
    signInAs('NG');
    fakeNgRepay();
    renderApp('/repay/cashier?payOrderId=nope');
    expect((await screen.findByRole('alert')).textContent).toContain('pay order cannot be empty, try again');
  });

  it('speaks Spanish', async () => {
    signInAs('NG', 'es');
    fakeNgRepay();
    renderApp(PATH);

    expect(await screen.findByRole('group', { name: 'Pasarela de pago' })).toBeVisible();
    expect(screen.getByLabelText('Monto a pagar')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pagar en línea' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Pago en línea' })).toBeVisible();
  });
});
