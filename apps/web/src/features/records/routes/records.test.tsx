import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLoans, orderView } from '../../../testing/fake-loans.ts';
import { lastCall, signInAs, stepsDone } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const orderCard = async (title: string | RegExp) =>
  (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;

describe('records', () => {
  it('offers the next missing step under Incomplete, and No data under an empty Finished', async () => {
    signInAs('MX');
    fakeLoans('MX', {}, stepsDone('personalInfo', 'identity'));
    renderApp('/records');
    const link = await screen.findByRole('link', { name: 'Continue: your work and contacts' });
    expect(link.getAttribute('href')).toBe('/auth/additionalInfomation');
    expect(screen.getByRole('tab', { name: 'Incomplete' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Finished' }));
    expect(await screen.findByText('No data')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Continue/ })).toBeNull();
  });

  it('says No data under Incomplete once onboarding is done and no loan is open', async () => {
    signInAs('MX');
    const { api } = fakeLoans('MX');
    renderApp('/records');
    expect(await screen.findByText('No data')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Incomplete' }).getAttribute('aria-selected')).toBe('true');
    expect(
      api.seen.filter((r) => r.path === '/api/loan/loan-order/list').map((r) => r.payload.group),
    ).toEqual(['incomplete', 'finished']);
  });

  it('opens on Finished when nothing is open and a loan was finished (issue 16, finding 10)', async () => {
    signInAs('MX');
    fakeLoans('MX', { order: orderView('MX', 4, { amount: 3000 }) });
    const user = userEvent.setup();
    renderApp('/records');
    expect(await orderCard('Puente 91 days · $3,000.00')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Finished' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('No data')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Incomplete' }));
    expect(await screen.findByText('No data')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Incomplete' }).getAttribute('aria-selected')).toBe('true');
  });

  it('asks a visitor to log in, in Spanish too', async () => {
    localStorage.setItem('language', 'es');
    renderApp('/records');
    expect(await screen.findByText('Inicia sesión para ver tus solicitudes y préstamos.')).toBeVisible();
  });

  it('lists an open loan with its schedule and statement, and opens its screen', async () => {
    signInAs('MX');
    fakeLoans('MX', { order: orderView('MX', 3, { amount: 3000 }) });
    const { router } = renderApp('/records');
    const card = await orderCard('Puente 91 days · $3,000.00');
    expect(within(card).getByText('overdue')).toBeVisible();
    expect(within(card).getByText('4 days, penalty $120.00')).toBeVisible();
    // 3,000 + 163.80 of interest + 26.21 of IVA on it.
    expect(within(card).getByText('$3,190.01')).toBeVisible();

    const user = userEvent.setup();
    await user.click(within(card).getByText('Statement and payments'));
    const schedule = within(card).getByRole('table', { name: 'Payments' });
    const rows = within(schedule).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['1 of 3', 'Apr 1, 2026', '$1,093.96', 'Overdue'],
      ['2 of 3', 'May 2, 2026', '$1,064.73', 'Upcoming'],
      ['3 of 3', 'Jun 1, 2026', '$1,031.32', 'Upcoming'],
    ]);
    expect(within(card).getByText('Loan disbursed')).toBeVisible();
    expect(within(card).getByText('Processing fee')).toBeVisible();

    await user.click(within(card).getByRole('link', { name: 'Open this loan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repay/repay_detail'));
  });

  it('opens on Finished with ?tab=finished, listing finished loans with no link back to records', async () => {
    signInAs('NG', 'es');
    const finished = orderView('NG', 4, { amount: 30_000, orderNo: 'PUNG-OLD' });
    const { api } = fakeLoans('NG', { history: [finished] });
    renderApp('/records?tab=finished');
    const card = await orderCard(/^Puente 91 days · 30\.000,00\s₦$/);
    expect(screen.getByRole('tab', { name: 'Terminados' }).getAttribute('aria-selected')).toBe('true');
    expect(within(card).getByText('terminado')).toBeVisible();
    // The statement sits in the card's folded details until the person opens them; its line is there.
    expect(card).toHaveTextContent('Repayment received');
    expect(within(card).queryByRole('link')).toBeNull();
    expect(lastCall(api, '/loan/loan-order/list')?.payload).toMatchObject({ group: 'finished' });
  });

  it('shows the credit held on a finished loan, with the way to get it back', async () => {
    signInAs('MX');
    const finished = orderView('MX', 4, { amount: 3000, orderNo: 'PUMX-OLD' });
    fakeLoans('MX', { history: [{ ...finished, balance: { ...finished.balance, credit: 123.45 } }] });
    renderApp('/records?tab=finished');
    const card = await orderCard(/^Puente 91 days · \$3,000\.00$/);
    const credit = within(card).getByText('Credit held for you').closest('div') as HTMLElement;
    expect(within(credit).getByText('$123.45')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Get your credit back or use it' })).toHaveAttribute(
      'href',
      '/repay/repay_detail?orderNo=PUMX-OLD',
    );
  });
});
