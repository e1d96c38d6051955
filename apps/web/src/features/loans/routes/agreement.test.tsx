import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLoans, orderView } from '../../../testing/fake-loans.ts';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('loan agreement', () => {
  it("shows the offer's agreement before signing, one paragraph at a time", async () => {
    signInAs('MX');
    const { api } = fakeLoans('MX', { order: orderView('MX', 14) });
    renderApp('/borrow/agreement?orderNo=PUMX140001');
    const article = (await screen.findByRole('heading', { name: 'Loan agreement', level: 2 })).closest(
      'article',
    ) as HTMLElement;
    expect(within(article).getByText('Loan agreement for order PUMX140001.')).toBeVisible();
    expect(within(article).getByText('Version 2026-1')).toBeVisible();
    expect(within(article).getByText(`Fingerprint of the text (SHA-256): ${'a'.repeat(64)}`)).toBeVisible();
    expect(lastCall(api, '/loan/loan-order/loanAgreement')?.payload).toMatchObject({ orderNo: 'PUMX140001' });
    expect(lastCall(api, '/loan/get-money/contract')).toBeUndefined();
  });

  it("without an order number, shows the latest order's signed copy", async () => {
    signInAs('MX', 'es');
    const { api } = fakeLoans('MX', { order: orderView('MX', 2) });
    renderApp('/borrow/agreement');
    expect(await screen.findByRole('heading', { name: 'Contrato de préstamo', level: 2 })).toBeVisible();
    expect(screen.getByText(/^Versión 2026-1, firmada el 2 mar 2026/)).toBeVisible();
    expect(lastCall(api, '/loan/get-money/contract')?.payload).toMatchObject({ orderNo: 'PUMX20001' });
  });
});

describe('agreement list', () => {
  it('lists the signed agreements, each opening its signed text', async () => {
    signInAs('MX');
    fakeLoans('MX', {
      order: orderView('MX', 2),
      agreements: [
        {
          orderNo: 'PUMX20001',
          title: 'Loan agreement',
          version: '2026-1',
          language: 'en',
          signedAt: '2026-03-02T15:00:00.000Z',
          sha256: 'b'.repeat(64),
        },
      ],
    });
    const user = userEvent.setup();
    const { router } = renderApp('/user_center/agreement_list');
    const item = (await screen.findByText('Order PUMX20001')).closest('li') as HTMLElement;
    expect(within(item).getByText('Version 2026-1, signed on Mar 2, 2026, 9:00 AM')).toBeVisible();
    await user.click(within(item).getByRole('link', { name: 'Read the agreement of order PUMX20001' }));
    expect(router.state.location.search).toBe('?orderNo=PUMX20001&signed=1');
    expect(await screen.findByText('Loan agreement for order PUMX20001.')).toBeVisible();
  });

  it('says No data before the first signature', async () => {
    signInAs('NG');
    fakeLoans('NG');
    renderApp('/user_center/agreement_list');
    expect(await screen.findByText('No data')).toBeVisible();
  });
});
