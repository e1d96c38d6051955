import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { fakeNgRepay, fakeRepay, NG_REPAY_ORDER_NO, REPAY_ORDER_NO } from '../../../testing/fake-repay.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { leaveFor } from '../lib/leave-for.ts';

// Leaving the app for the gateway is the browser's business; here it is only recorded.
vi.mock('../lib/leave-for.ts', () => ({ leaveFor: vi.fn(() => true) }));
vi.mock('../lib/compress-photo.ts', () => ({ compressPhoto: async (file: File) => file }));

const OXXO = `/repay/repay_oxxo?orderNo=${REPAY_ORDER_NO}`;
const CASHIER = `/repay/cashier?orderNo=${NG_REPAY_ORDER_NO}`;
const PROOF = `/repay/manual_repayment?orderNo=${REPAY_ORDER_NO}`;

beforeEach(() => {
  localStorage.clear();
  vi.mocked(leaveFor).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function typeAmount(label: string, text: string) {
  const user = userEvent.setup();
  const field = (await screen.findByLabelText(label)) as HTMLInputElement;
  await user.clear(field);
  await user.type(field, text);
  return { user, field };
}

describe('issue 16 finding 4: an amount is what was typed, never rescaled', () => {
  it('OXXO: "12.50" stays 12.50 and is refused as whole pesos only, never a $1,250.00 voucher', async () => {
    signInAs('MX');
    const { api } = fakeRepay();
    renderApp(OXXO);
    const { user, field } = await typeAmount('Amount to pay', '12.50');
    expect(field.value).toBe('12.50');
    expect(field.getAttribute('inputmode')).toBe('decimal');
    await user.click(screen.getByRole('button', { name: 'Get payment reference' }));

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Enter whole pesos only, without centavos');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(lastCall(api, '/repay/getOXXOReference')).toBeUndefined();
    expect(screen.queryByText('$1,250.00')).toBeNull();
  });

  it('OXXO: "1,201.00" is read as 1,201 pesos', async () => {
    signInAs('MX');
    const { api } = fakeRepay();
    renderApp(OXXO);
    const { user } = await typeAmount('Amount to pay', '1,201.00');
    await user.click(screen.getByRole('button', { name: 'Get payment reference' }));
    await screen.findByRole('heading', { name: 'OXXO' });
    expect(lastCall(api, '/repay/getOXXOReference')?.payload).toMatchObject({ amount: 1201 });
  });

  it('OXXO in Spanish: the refusal names pesos and centavos', async () => {
    signInAs('MX', 'es');
    fakeRepay();
    renderApp(OXXO);
    const { user } = await typeAmount('Monto a pagar', '12,50');
    await user.click(screen.getByRole('button', { name: 'Obtener referencia de pago' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ingresa solo pesos enteros, sin centavos');
  });

  it('Nigerian checkout: "20000.50" is refused as whole naira only, never a checkout for 2000050', async () => {
    signInAs('NG');
    const { api } = fakeNgRepay();
    renderApp(CASHIER);
    const { user, field } = await typeAmount('Amount to pay', '20000.50');
    expect(field.value).toBe('20000.50');
    await user.click(screen.getByRole('button', { name: 'Pay online' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter whole naira only, without kobo');
    expect(lastCall(api, '/repay/paystack/authorization')).toBeUndefined();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('proof of payment: "150.50" is refused as whole pesos only, and nothing is uploaded', async () => {
    signInAs('MX');
    const { api } = fakeRepay();
    renderApp(PROOF);
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('Receipt photo'),
      new File([new Uint8Array(2048).fill(7)], 'receipt.png', { type: 'image/png' }),
    );
    await user.type(screen.getByLabelText('Transfer reference'), 'SPEI-778812');
    const { field } = await typeAmount('Amount paid', '150.50');
    expect(field.value).toBe('150.50');
    await user.click(screen.getByRole('button', { name: 'Submit proof' }));

    expect(await screen.findByText('Enter whole pesos only, without centavos')).toBeVisible();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(lastCall(api, '/repay/save/user/voucher')).toBeUndefined();
  });
});
