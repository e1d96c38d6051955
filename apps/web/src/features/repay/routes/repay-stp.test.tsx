import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { fakeRepay, REPAY_ORDER_NO } from '../../../testing/fake-repay.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PATH = `/repay/repay_stp?orderNo=${REPAY_ORDER_NO}`;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const fact = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('pay by bank transfer (STP)', () => {
  it('shows the CLABE grouped for reading, the bank, the beneficiary, the amounts and the SPEI steps', async () => {
    signInAs('MX');
    const { api } = fakeRepay();
    renderApp(PATH);

    expect(await screen.findByText('646 180 1234 5678901 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your CLABE' })).toBeTruthy();
    expect(fact('Bank')).toBe('STP');
    expect(fact('Beneficiary')).toBe('Puente Créditos SA de CV');
    expect(fact('Due now')).toBe('$1,201.00');
    expect(fact('Total to pay off')).toBe('$3,233.80');
    expect(lastCall(api, '/repay/getStpClabe')?.payload).toMatchObject({ orderNo: REPAY_ORDER_NO });

    const steps = (await screen.findByRole('heading', { name: 'How to pay by SPEI' })).closest(
      'section',
    ) as HTMLElement;
    const items = within(steps).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[2]?.textContent).toBe(
      'Check that the bank is STP and the beneficiary is Puente Créditos SA de CV.',
    );
    expect(items[3]?.textContent).toBe(
      'Send at least $1,201.00 to stay up to date, or $3,233.80 to pay off the loan.',
    );
    expect(within(steps).getByText('Payment reflected within 15 minutes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See what you owe' }).getAttribute('href')).toBe(
      `/repay/repay_detail?orderNo=${REPAY_ORDER_NO}`,
    );
  });

  it('copies the 18 digits and says Copied, for screen readers too', async () => {
    signInAs('MX');
    fakeRepay();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderApp(PATH);

    await user.click(await screen.findByRole('button', { name: 'Copy CLABE' }));

    expect(writeText).toHaveBeenCalledWith('646180123456789012');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied'));
  });

  it('says Copy failed when the clipboard refuses', async () => {
    signInAs('MX');
    fakeRepay();
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    renderApp(PATH);

    await user.click(await screen.findByRole('button', { name: 'Copy CLABE' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copy failed'));
  });

  it('speaks Spanish, including the copy messages', async () => {
    signInAs('MX', 'es');
    fakeRepay();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderApp(PATH);

    expect(await screen.findByRole('heading', { name: 'Tu CLABE' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cómo pagar por SPEI' })).toBeTruthy();
    expect(screen.getByText('El pago se refleja en un máximo de 15 minutos.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copiar CLABE' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copiado'));

    writeText.mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copiar CLABE' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No se pudo copiar'));
  });

  it('uses the latest loan without ?orderNo=', async () => {
    signInAs('MX');
    const { api } = fakeRepay();
    renderApp('/repay/repay_stp');
    expect(await screen.findByText('646 180 1234 5678901 2')).toBeTruthy();
    expect(lastCall(api, '/repay/getStpClabe')?.payload).toMatchObject({ orderNo: REPAY_ORDER_NO });
  });
});
