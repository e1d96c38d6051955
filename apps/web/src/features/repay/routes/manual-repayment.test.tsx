import { ERRORS } from '@puente/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../testing/fake-api.ts';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { fakeRepay, REPAY_ORDER_NO } from '../../../testing/fake-repay.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// Photos are made small with canvas in a real browser; here they pass through.
vi.mock('../lib/compress-photo.ts', () => ({
  compressPhoto: async (file: File, onProgress: (percent: number) => void) => {
    onProgress(100);
    return file;
  },
}));

const PATH = `/repay/manual_repayment?orderNo=${REPAY_ORDER_NO}`;
const receipt = () => new File([new Uint8Array(2048).fill(7)], 'receipt.png', { type: 'image/png' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('proof of payment', () => {
  it('uploads the receipt, saves the proof and lists it pending review with its feedback time', async () => {
    signInAs('MX');
    const { api, state } = fakeRepay();
    const user = userEvent.setup();
    renderApp(PATH);

    expect(await screen.findByText('No data')).toBeVisible();
    await user.upload(screen.getByLabelText('Receipt photo'), receipt());
    expect(await screen.findByText('Photo ready: receipt.png')).toBeVisible();
    expect(screen.getByRole('img', { name: 'The receipt you chose' })).toBeVisible();
    await user.type(screen.getByLabelText('Transfer reference'), ' SPEI-778812 ');
    await user.type(screen.getByLabelText('Amount paid'), '500');
    await user.click(screen.getByRole('button', { name: 'Submit proof' }));

    expect(await screen.findByText('Proof sent. We will review it within 48 hours.')).toBeVisible();
    const upload = lastCall(api, '/repay/upload/user/voucher');
    expect(upload?.method).toBe('POST');
    expect(upload?.files).toEqual(['file']);
    expect(lastCall(api, '/repay/save/user/voucher')?.payload).toMatchObject({
      orderNo: REPAY_ORDER_NO,
      imageId: '00000000-0000-4000-8000-000000000001',
      reference: 'SPEI-778812',
      amount: 500,
    });
    expect(state.vouchers).toHaveLength(1);

    const list = screen.getByRole('region', { name: 'Proofs sent' });
    const item = await within(list).findByRole('listitem');
    expect(within(item).getByText('$500.00')).toBeVisible();
    expect(within(item).getByText('Pending review')).toBeVisible();
    expect(within(item).getByText('Reference SPEI-778812')).toBeVisible();
    // Sent 15:00 UTC = 9:00 in Mexico City; feedback due 48 hours later.
    expect(within(item).getByText('Sent Apr 5, 2026, 9:00 AM')).toBeVisible();
    expect(within(item).getByText('Feedback within 48 hours (by Apr 7, 2026, 9:00 AM)')).toBeVisible();
    expect((screen.getByLabelText('Transfer reference') as HTMLInputElement).value).toBe('');
  });

  it('names each missing field next to it, and sends nothing', async () => {
    signInAs('MX');
    const { api } = fakeRepay();
    const user = userEvent.setup();
    renderApp(PATH);

    await user.type(await screen.findByLabelText('Transfer reference'), 'AB');
    await user.click(screen.getByRole('button', { name: 'Submit proof' }));

    expect(await screen.findByText('Choose a photo of the receipt.')).toBeVisible();
    expect(screen.getByText('Enter the transfer reference, 4 to 40 characters.')).toBeVisible();
    expect(screen.getByText('Enter the amount you paid, as a whole number.')).toBeVisible();
    expect(screen.getByLabelText('Amount paid').getAttribute('aria-invalid')).toBe('true');
    expect(lastCall(api, '/repay/upload/user/voucher')).toBeUndefined();
  });

  it('shows the service refusal of the amount by the field, and does not upload the photo twice', async () => {
    signInAs('MX');
    const { api } = fakeRepay();
    const user = userEvent.setup();
    renderApp(PATH);

    await user.upload(await screen.findByLabelText('Receipt photo'), receipt());
    await user.type(screen.getByLabelText('Transfer reference'), 'SPEI-1');
    await user.type(screen.getByLabelText('Amount paid'), '99999');
    await user.click(screen.getByRole('button', { name: 'Submit proof' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The amount is more than you owe (3233.8)');
    const amount = screen.getByLabelText('Amount paid');
    expect(amount.getAttribute('aria-describedby')).toContain('rp-proof-amount-error');

    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(screen.getByRole('button', { name: 'Submit proof' }));
    expect(await screen.findByText('Proof sent. We will review it within 48 hours.')).toBeVisible();
    expect(api.seen.filter((request) => request.path === '/api/repay/upload/user/voucher')).toHaveLength(1);
  });

  it('shows a refused photo next to the photo field', async () => {
    signInAs('MX');
    const { api } = fakeRepay();
    api.routes['/api/repay/upload/user/voucher'] = () =>
      fail(ERRORS.imageTooSmall.code, 'The receipt photo is too small: at least 320 px a side');
    const user = userEvent.setup();
    renderApp(PATH);

    await user.upload(await screen.findByLabelText('Receipt photo'), receipt());
    await user.type(screen.getByLabelText('Transfer reference'), 'SPEI-9');
    await user.type(screen.getByLabelText('Amount paid'), '300');
    await user.click(screen.getByRole('button', { name: 'Submit proof' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The receipt photo is too small: at least 320 px a side',
    );
    expect(screen.getByLabelText('Receipt photo').getAttribute('aria-describedby')).toContain(
      'rp-proof-photo-error',
    );
    expect(lastCall(api, '/repay/save/user/voucher')).toBeUndefined();
  });

  it('lists approved and rejected proofs, the rejection with its reason, in Spanish', async () => {
    signInAs('MX', 'es');
    fakeRepay({
      vouchers: [
        {
          voucherId: 'V-2',
          orderNo: REPAY_ORDER_NO,
          reference: 'SPEI-2',
          amount: 800,
          currency: 'MXN',
          status: 'rejected',
          submittedAt: '2026-04-03T15:00:00.000Z',
          feedbackDueAt: '2026-04-05T15:00:00.000Z',
          decidedAt: '2026-04-04T15:00:00.000Z',
          rejectReason: 'La referencia no coincide',
        },
        {
          voucherId: 'V-1',
          orderNo: REPAY_ORDER_NO,
          reference: 'SPEI-1',
          amount: 400,
          currency: 'MXN',
          status: 'approved',
          submittedAt: '2026-04-01T15:00:00.000Z',
          feedbackDueAt: '2026-04-03T15:00:00.000Z',
          decidedAt: '2026-04-02T15:00:00.000Z',
        },
      ],
    });
    renderApp(PATH);

    const list = await screen.findByRole('region', { name: 'Comprobantes enviados' });
    const [rejected, approved] = await within(list).findAllByRole('listitem');
    expect(within(rejected as HTMLElement).getByText('Rechazado')).toBeVisible();
    expect(within(rejected as HTMLElement).getByText('Motivo: La referencia no coincide')).toBeVisible();
    expect(within(approved as HTMLElement).getByText('Aprobado')).toBeVisible();
    expect(within(list).queryByText(/Respuesta en un máximo/)).toBeNull();
    expect(screen.getByLabelText('Foto del comprobante')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar comprobante' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Comprobante de pago · Puente'));
  });
});
