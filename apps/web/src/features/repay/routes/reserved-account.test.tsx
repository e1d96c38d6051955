import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../testing/fake-api.ts';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { fakeNgRepay, NG_REPAY_ORDER_NO } from '../../../testing/fake-repay.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PATH = `/repay/reserved_account?orderNo=${NG_REPAY_ORDER_NO}`;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const fact = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('pay to a reserved account (Monnify)', () => {
  it('shows the account number grouped for reading, the bank, the name, the amounts and the steps', async () => {
    signInAs('NG');
    const { api } = fakeNgRepay();
    renderApp(PATH);

    expect(await screen.findByText('501 234 5678')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your account number' })).toBeTruthy();
    expect(fact('Bank')).toBe('Wema Bank');
    expect(fact('Account name')).toBe('Puente Naija - Ada Obi');
    expect(fact('Due now')).toBe('₦12,345.60');
    expect(fact('Total to pay off')).toBe('₦36,000.00');
    expect(lastCall(api, '/repay/monnify_reserved_account')?.payload).toMatchObject({
      orderNo: NG_REPAY_ORDER_NO,
    });

    const steps = screen
      .getByRole('heading', { name: 'How to pay by transfer' })
      .closest('section') as HTMLElement;
    const items = within(steps).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[2]?.textContent).toBe(
      'Choose Wema Bank and check that the account name is Puente Naija - Ada Obi.',
    );
    expect(items[3]?.textContent).toBe(
      'Send at least ₦12,345.60 to stay up to date, or ₦36,000.00 to pay off the loan.',
    );
    expect(within(steps).getByText('Payment reflected within 15 minutes.')).toBeTruthy();
  });

  it('copies the ten digits and says Copied, or Copy failed', async () => {
    signInAs('NG');
    fakeNgRepay();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderApp(PATH);

    await user.click(await screen.findByRole('button', { name: 'Copy account number' }));
    expect(writeText).toHaveBeenCalledWith('5012345678');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied'));

    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy account number' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copy failed'));
  });

  it('shows what went wrong when the account cannot be had, and tries again', async () => {
    signInAs('NG');
    const { api } = fakeNgRepay();
    const account = api.routes['/api/repay/monnify_reserved_account'];
    api.routes['/api/repay/monnify_reserved_account'] = () => fail(10010604, 'There is no payment method');
    const user = userEvent.setup();
    renderApp(PATH);

    expect((await screen.findByRole('alert')).textContent).toContain('There is no payment method');
    if (account) api.routes['/api/repay/monnify_reserved_account'] = account;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('501 234 5678')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    signInAs('NG', 'es');
    fakeNgRepay();
    renderApp(PATH);

    expect(await screen.findByRole('heading', { name: 'Tu número de cuenta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar número de cuenta' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cómo pagar por transferencia' })).toBeTruthy();
  });
});
