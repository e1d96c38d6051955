import { errorMessage } from '@puente/domain';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { fakeRepay, OXXO_REFERENCE, REPAY_ORDER_NO, repayDetailView } from '../../../testing/fake-repay.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PATH = `/repay/repay_oxxo?orderNo=${REPAY_ORDER_NO}`;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const amountField = async (name = 'Amount to pay') =>
  (await screen.findByRole('textbox', { name })) as HTMLInputElement;
const fact = (within_: HTMLElement, label: string) =>
  within(within_).getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('pay in cash at OXXO', () => {
  it('with nothing due today, its hint gives the next payment, never "due now $0.00" (issue 16, finding 10)', async () => {
    signInAs('MX');
    fakeRepay({
      detail: repayDetailView({
        status: 2,
        overdueDays: 0,
        dueNow: 0,
        schedule: repayDetailView().schedule.map((phase) => ({ ...phase, status: 'upcoming' })),
      }),
    });
    renderApp(PATH);
    expect((await amountField()).value).toBe('');
    expect(
      screen.getByText(
        'Nothing is due today; next payment $1,081.00 on Apr 1, 2026. Whole pesos, at most $10,000 per payment.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Due now \$0\.00/)).toBeNull();
  });

  it('starts with the amount due now and gives the voucher to show at the till', async () => {
    signInAs('MX');
    const { api } = fakeRepay();
    const user = userEvent.setup();
    renderApp(PATH);

    const field = await amountField();
    expect(field.value).toBe('1201');
    expect(field.getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByText('Due now $1,201.00. Whole pesos, at most $10,000 per payment.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Get payment reference' }));

    const voucher = (await screen.findByRole('heading', { name: 'OXXO' })).closest('section') as HTMLElement;
    expect(lastCall(api, '/repay/getOXXOReference')).toMatchObject({
      method: 'GET',
      payload: { orderNo: REPAY_ORDER_NO, amount: 1201 },
    });
    expect(fact(voucher, 'Amount')).toBe('$1,201.00');
    expect(within(voucher).getByText('9300 1234 5678 90')).toBeVisible();
    const barcode = within(voucher).getByRole('img', { name: 'Barcode of reference 9300 1234 5678 90' });
    expect(barcode.tagName.toLowerCase()).toBe('svg');
    expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(10);
    expect(fact(voucher, 'Pay before')).toBe('Mar 4, 2026, 11:59 PM (Mexico City time)');
    expect(fact(voucher, 'Store limit per payment')).toBe('$10,000.00');
    expect(fact(voucher, 'Payment order')).toBe('PO-0001');
    expect(
      within(voucher).getByText(
        'The store charges its own commission at the till. It is not part of your loan.',
      ),
    ).toBeVisible();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'OXXO' }));
    expect(within(voucher).getByText('Payment reflected within 15 minutes.')).toBeVisible();
  });

  it('says a real store confirms the payment by the next business day', async () => {
    signInAs('MX');
    fakeRepay({ reference: { ...OXXO_REFERENCE, reflected: 'nextBusinessDay' } });
    const user = userEvent.setup();
    renderApp(PATH);
    await amountField();
    await user.click(screen.getByRole('button', { name: 'Get payment reference' }));
    const voucher = (await screen.findByRole('heading', { name: 'OXXO' })).closest('section') as HTMLElement;
    expect(
      within(voucher).getByText(
        'The store confirms the payment by the next business day; it shows on your loan then.',
      ),
    ).toBeVisible();
    expect(within(voucher).queryByText('Payment reflected within 15 minutes.')).toBeNull();
  });

  it('never starts above the store limit', async () => {
    signInAs('MX');
    fakeRepay({ detail: repayDetailView({ dueNow: 12_480.5, totalOwed: 15_000 }) });
    renderApp(PATH);
    expect((await amountField()).value).toBe('10000');
  });

  it('shows the service refusal next to the amount field', async () => {
    signInAs('MX');
    fakeRepay();
    const user = userEvent.setup();
    renderApp(PATH);

    const field = await amountField();
    await user.clear(field);
    await user.type(field, '50');
    await user.click(screen.getByRole('button', { name: 'Get payment reference' }));

    const error = await screen.findByText(errorMessage('repayAmountBelowMinimum', 'en', { min: 100 }));
    expect(error.getAttribute('role')).toBe('alert');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(error.closest('.rp-field')).toBe(field.closest('.rp-field'));
    expect(screen.queryByRole('heading', { name: 'OXXO' })).toBeNull();

    await user.clear(field);
    await user.type(field, '5000');
    await user.click(screen.getByRole('button', { name: 'Get payment reference' }));
    expect(
      await screen.findByText(errorMessage('repayAmountAboveOwed', 'en', { owed: 3233.8 })),
    ).toBeVisible();

    await user.clear(field);
    await user.type(field, '2000');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Get payment reference' }));
    const voucher = (await screen.findByRole('heading', { name: 'OXXO' })).closest('section') as HTMLElement;
    expect(fact(voucher, 'Amount')).toBe('$2,000.00');
  });

  it('asks for an amount before calling the service, keeping only digits and separators', async () => {
    signInAs('MX');
    const { api } = fakeRepay({ detail: repayDetailView({ dueNow: 0 }) });
    const user = userEvent.setup();
    renderApp(PATH);

    const field = await amountField();
    expect(field.value).toBe('');
    await user.type(field, 'a.b');
    expect(field.value).toBe('.');
    await user.click(screen.getByRole('button', { name: 'Get payment reference' }));
    expect(await screen.findByText('Enter the amount to pay, in whole pesos.')).toBeVisible();
    expect(lastCall(api, '/repay/getOXXOReference')).toBeUndefined();
    expect(document.activeElement).toBe(field);
  });

  it("pays a waiting extension's fee: no amount field, the reference is for the fee the service sets", async () => {
    signInAs('MX');
    const { api } = fakeRepay({ extension: { extensionId: 'EXT-7', total: 139 } });
    const user = userEvent.setup();
    renderApp(`${PATH}&extensionId=EXT-7`);

    expect(
      await screen.findByText(
        'You are paying the fee of your extension: the reference is for its exact total.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Amount to pay' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Get payment reference' }));

    const voucher = (await screen.findByRole('heading', { name: 'OXXO' })).closest('section') as HTMLElement;
    expect(fact(voucher, 'Amount')).toBe('$139.00');
    const payload = lastCall(api, '/repay/getOXXOReference')?.payload;
    expect(payload).toMatchObject({ orderNo: REPAY_ORDER_NO, extensionId: 'EXT-7' });
    expect(payload).not.toHaveProperty('amount');
  });

  it('an extension that is no longer waiting shows the service message', async () => {
    signInAs('MX');
    fakeRepay();
    const user = userEvent.setup();
    renderApp(`${PATH}&extensionId=EXT-OLD`);

    await user.click(await screen.findByRole('button', { name: 'Get payment reference' }));
    expect((await screen.findByRole('alert')).textContent).toBe(errorMessage('extensionNotWaiting', 'en'));
  });

  it('speaks Spanish: the field, the refusal and the voucher', async () => {
    signInAs('MX', 'es');
    fakeRepay({ detail: repayDetailView({ totalOwed: 25_000 }) });
    const user = userEvent.setup();
    renderApp(PATH);

    const field = await amountField('Monto a pagar');
    await user.clear(field);
    await user.type(field, '20000');
    await user.click(screen.getByRole('button', { name: 'Obtener referencia de pago' }));
    expect(
      await screen.findByText(errorMessage('oxxoAboveStoreLimit', 'es', { limit: 10_000 })),
    ).toBeVisible();

    await user.clear(field);
    await user.type(field, '1201');
    await user.click(screen.getByRole('button', { name: 'Obtener referencia de pago' }));
    const voucher = (await screen.findByRole('heading', { name: 'OXXO' })).closest('section') as HTMLElement;
    expect(
      within(voucher).getByRole('img', { name: 'Código de barras de la referencia 9300 1234 5678 90' }),
    ).toBeVisible();
    expect(within(voucher).getByText('Muestra esto en la caja y paga en efectivo.')).toBeVisible();
    expect(fact(voucher, 'Límite de la tienda por pago')).toBe('$10,000.00');
  });
});
