import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLoans, orderView, PARTNERS } from '../../../testing/fake-loans.ts';
import { signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { REVIEW_POLL_MS } from './review-tips.tsx';

const PATH = '/auth/review_tips?pageName=confirmBorrow';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('review', () => {
  it('counts down to the decision and shows the progress steps', async () => {
    signInAs('MX');
    fakeLoans('MX', { order: orderView('MX', 1) });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'We are reviewing your application' })).toBeVisible();
    const timer = await screen.findByRole('timer', { name: 'Time until the decision' });
    expect(timer.textContent).toMatch(/^(10:00|09:5\d)$/);
    expect(screen.getByText('Submitted')).toBeVisible();
    expect(screen.getByText('Under review')).toBeVisible();
    expect(screen.getByText('Decision')).toBeVisible();
    expect(screen.getByText('Step 2 of 3: Under review')).toBeVisible();
    expect(screen.getByText(/^Decision expected by /)).toBeVisible();
  });

  it('says the decision is due once the countdown is over', async () => {
    signInAs('MX', 'es');
    const past = new Date(Date.now() - 60_000).toISOString();
    fakeLoans('MX', { order: orderView('MX', 1, { decideAt: past }) });
    renderApp(PATH);
    expect((await screen.findByRole('timer', { name: 'Tiempo hasta la decisión' })).textContent).toBe(
      '00:00',
    );
    expect(screen.getByText('La decisión llegará en cualquier momento.')).toBeVisible();
  });

  it('asks again while assessing, shows the approval and stops asking', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    signInAs('MX');
    const { api, state } = fakeLoans('MX', { order: orderView('MX', 1) });
    const latestCalls = () => api.seen.filter((r) => r.path === '/api/loan/loan-order/latest').length;
    renderApp(PATH);
    await screen.findByRole('heading', { name: 'We are reviewing your application' });
    expect(latestCalls()).toBe(1);

    state.order = orderView('MX', 14);
    await act(() => vi.advanceTimersByTimeAsync(REVIEW_POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Your loan is approved' })).toBeVisible();
    const asked = latestCalls();
    expect(asked).toBe(2);
    expect(screen.getByRole('link', { name: 'Confirm your loan' }).getAttribute('href')).toBe(
      '/borrow/confirm_borrow',
    );
    await act(() => vi.advanceTimersByTimeAsync(REVIEW_POLL_MS * 3));
    expect(latestCalls()).toBe(asked);
  });

  it('rejected: the retry date and other lenders', async () => {
    signInAs('NG');
    fakeLoans('NG', { order: orderView('NG', 9, { retryAt: '2099-04-10T18:00:00.000Z' }) });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Your application was not approved' })).toBeVisible();
    expect(screen.getByText('Cannot apply, retry in 30 days.')).toBeVisible();
    expect(screen.getByText('You can apply again on 10 Apr 2099.')).toBeVisible();
    const offers = (await screen.findByRole('heading', { name: 'Other products you can try' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(offers).getAllByRole('listitem')).toHaveLength(PARTNERS.NG.length);
    expect(within(offers).getByText('From ₦20,000 to ₦300,000')).toBeVisible();
  });

  it('rejected with no partner configured: recommends none, rather than made-up lenders (issue 16, finding 11)', async () => {
    signInAs('NG');
    fakeLoans('NG', { order: orderView('NG', 9, { retryAt: '2099-04-10T18:00:00.000Z' }), partners: [] });
    renderApp(PATH);
    expect(await screen.findByText('You can apply again on 10 Apr 2099.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Other products you can try' })).toBeNull(),
    );
    expect(screen.queryByRole('link', { name: /^Visit / })).toBeNull();
  });

  it('with nothing under review, leads to where the loan is', async () => {
    signInAs('MX');
    fakeLoans('MX', { order: orderView('MX', 7) });
    const { router } = renderApp(PATH);
    expect(await screen.findByText('You have no application under review.')).toBeVisible();
    expect(screen.getByText('Your latest loan is being sent to your account.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to my loan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/borrow/lending'));
  });
});
