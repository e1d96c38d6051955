import { ERRORS, HOME_STATUS_TEXT, type HomeStatus } from '@puente/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../testing/fake-api.ts';
import { fakeLoans, orderView, PARTNERS } from '../../../testing/fake-loans.ts';
import { fakeOnboarding, lastCall, signInAs, stepsDone } from '../../../testing/fake-onboarding.ts';
import { fakeRepay } from '../../../testing/fake-repay.ts';
import { fakeRewards, heldCoupon } from '../../../testing/fake-rewards.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The status card once the borrower's status has loaded (it replaces a "Loading…" card). */
const statusCard = async (banner: string) =>
  (await screen.findByText(banner)).closest('section') as HTMLElement;

describe('home', () => {
  it('leads a borrower back to the next onboarding step', async () => {
    signInAs('MX');
    fakeOnboarding('MX', stepsDone('personalInfo'));
    renderApp('/');
    const link = await screen.findByRole('link', { name: 'Continue: your ID photos' });
    expect(link.getAttribute('href')).toBe('/auth/id_card_authentication');
    expect(screen.getByText('1 of 5 steps done')).toBeVisible();
  });

  it('says it in Spanish', async () => {
    signInAs('MX', 'es');
    fakeOnboarding('MX');
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Continuar: tus datos personales' })).toBeVisible();
  });

  it('shows no step once onboarding is complete, and only the public products to a visitor', async () => {
    signInAs('MX');
    const { api } = fakeLoans('MX');
    renderApp('/');
    await waitFor(() => expect(api.seen.some((r) => r.path === '/api/user/profile')).toBe(true));
    expect(await screen.findByText('You can apply for a loan')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Continue:/ })).toBeNull();
    cleanup();

    localStorage.clear();
    api.seen.length = 0;
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Hot loans' })).toBeVisible();
    expect(api.seen.map((r) => [r.path, r.headers.authorization])).toEqual([
      ['/api/loan/product/list-market', undefined],
    ]);
  });

  it('says a lapsed session ended and offers to log in, instead of greeting a visitor (issue 16, finding 10)', async () => {
    signInAs('MX', 'es');
    const { api } = fakeLoans('MX');
    api.routes['/api/loan/loan-product/index'] = () =>
      fail(ERRORS.tokenExpired.code, ERRORS.tokenExpired.es, ERRORS.tokenExpired.http);
    const user = userEvent.setup();
    const { router } = renderApp('/');
    expect(await screen.findByText('Tu sesión expiró. Inicia sesión de nuevo.')).toBeVisible();
    expect(localStorage.getItem('token')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión de nuevo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    cleanup();

    // Logged in again, the notice is gone; a visitor who never had a session never sees it.
    signInAs('MX', 'es');
    fakeLoans('MX');
    renderApp('/');
    expect(await screen.findByText('Puedes solicitar un préstamo')).toBeVisible();
    expect(screen.queryByText('Tu sesión expiró. Inicia sesión de nuevo.')).toBeNull();
  });

  it('sends Apply to the next onboarding step while onboarding is unfinished', async () => {
    signInAs('MX');
    fakeLoans('MX', {}, stepsDone('personalInfo', 'identity'));
    const { router } = renderApp('/');
    await screen.findByRole('link', { name: 'Continue: your work and contacts' });
    const card = await statusCard('You can apply for a loan');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/additionalInfomation'));
  });
});

/** Each home status of spec §4: the order behind it, and where its button leads. */
const STATUSES: [HomeStatus, number, string][] = [
  ['canLoan', 4, '/borrow/to_borrow'],
  ['assessing', 1, '/auth/review_tips'],
  ['success', 14, '/borrow/confirm_borrow'],
  ['lending', 7, '/borrow/lending'],
  ['failed', 10, '/bank_account/add_bankcard'],
  ['repaying', 2, '/repay/repay_detail'],
  ['overdue', 3, '/repay/repay_detail'],
];

describe('home status banner', () => {
  it.each(STATUSES)(
    '%s (order status %i): banner, button and where it leads',
    async (status, orderStatus, to) => {
      signInAs('MX');
      fakeLoans('MX', { order: orderView('MX', orderStatus) });
      const { router } = renderApp('/');
      const card = await statusCard(HOME_STATUS_TEXT[status].banner.en);
      const button = within(card).getByRole('button', { name: HOME_STATUS_TEXT[status].button.en });
      await userEvent.setup().click(button);
      await waitFor(() => expect(router.state.location.pathname).toBe(to));
    },
  );

  it('shows the figures that matter: the limit, the amount on its way, what is overdue', async () => {
    signInAs('MX');
    const loans = fakeLoans('MX', { quota: 5000 });
    renderApp('/');
    expect(await screen.findByText('Your limit today: $5,000')).toBeVisible();
    cleanup();

    loans.state.order = orderView('MX', 2, { amount: 3000 });
    renderApp('/');
    // 1,000 of principal, 81.00 of interest and its IVA, 12.96.
    expect(await screen.findByText('Next payment: $1,093.96, due Apr 1, 2026.')).toBeVisible();
  });

  it('overdue, leads with the amount that stops the penalty and gives the payoff second (issue 16, finding 10)', async () => {
    signInAs('MX');
    fakeRepay();
    renderApp('/');
    const lead = await screen.findByText('Pay $1,201.00 now to stop the late penalty.');
    expect(lead).toBeVisible();
    const payoff = screen.getByText('4 days late. Penalty so far $120.00. To pay off the loan: $3,233.80.');
    expect(payoff).toBeVisible();
    expect(lead.compareDocumentPosition(payoff) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the next limit and what earns it, and announces a rise once (issue 16, finding 10)', async () => {
    signInAs('MX');
    localStorage.setItem('limitSeen:u-mx', '5000');
    fakeLoans('MX', { quota: 7500 });
    renderApp('/');
    expect(await screen.findByText('Your limit went up from $5,000 to $7,500.')).toBeVisible();
    expect(screen.getByText('Your limit today: $7,500')).toBeVisible();
    expect(screen.getByText('Repay a loan on time to raise it to $10,000.')).toBeVisible();
    cleanup();

    renderApp('/');
    expect(await screen.findByText('Repay a loan on time to raise it to $10,000.')).toBeVisible();
    expect(screen.queryByText(/Your limit went up/)).toBeNull();
  });

  it('says when the limit is the highest', async () => {
    signInAs('MX');
    fakeLoans('MX', { quota: 50_000 });
    renderApp('/');
    expect(await screen.findByText('This is the highest limit.')).toBeVisible();
  });

  it('announces the welcome coupon before a loan is signed (issue 16, finding 10)', async () => {
    signInAs('MX');
    fakeRewards('MX', { coupons: [heldCoupon('mx-bank-account-100')] });
    renderApp('/');
    const news = (await screen.findByRole('heading', { name: 'A coupon for your next loan' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(news).getByText('$100.00 off the interest')).toBeVisible();
    expect(
      within(news).getByText(
        'The one worth most goes on your loan before you sign; you can still choose none.',
      ),
    ).toBeVisible();
    expect(within(news).getByRole('link', { name: 'See my coupons' }).getAttribute('href')).toBe(
      '/user_center/coupon',
    );
  });

  it('shows the credit held for the borrower and the way to get it back', async () => {
    signInAs('MX');
    fakeLoans('MX', {
      order: orderView('MX', 4, { orderNo: 'PUMX40001' }),
      heldCredit: { amount: 123.45, orderNo: 'PUMX40001' },
    });
    renderApp('/');
    const card = (await screen.findByRole('heading', { name: 'Credit held for you' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(card).getByText('$123.45 you sent when nothing more was owed. It is yours.')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Get it back or use it on a loan' })).toHaveAttribute(
      'href',
      '/repay/repay_detail?orderNo=PUMX40001',
    );
  });

  it('gets the money of a signed loan (status 18) and shows the wait', async () => {
    signInAs('NG');
    const { api } = fakeLoans('NG', { order: orderView('NG', 18) });
    const { router } = renderApp('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Get money' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/finish_loading'));
    expect(lastCall(api, '/loan/get-money')?.payload).toMatchObject({ orderNo: 'PUNG180001' });
  });

  it('after a failed payout, sends the money again', async () => {
    signInAs('MX');
    const { api } = fakeLoans('MX', { order: orderView('MX', 10) });
    const { router } = renderApp('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send the money again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/finish_loading'));
    expect(lastCall(api, '/loan/get-money-plus')?.method).toBe('GET');
  });

  it('rejected: says when to retry and recommends other lenders with outbound links', async () => {
    signInAs('MX');
    const order = orderView('MX', 9, { retryAt: '2099-04-10T18:00:00.000Z' });
    fakeLoans('MX', { order });
    renderApp('/');
    expect(await screen.findByText('Cannot apply, retry in 30 days')).toBeVisible();
    expect(screen.getByText('You can apply again on Apr 10, 2099.')).toBeVisible();
    const offers = (await screen.findByRole('heading', { name: 'Other products you can try' })).closest(
      'section',
    ) as HTMLElement;
    const first = PARTNERS.MX[0];
    if (!first) throw new Error('no partner offer');
    expect(within(offers).getByRole('heading', { name: first.name })).toBeVisible();
    expect(within(offers).getByText('From $500 to $20,000')).toBeVisible();
    expect(within(offers).getByText(first.rate.en)).toBeVisible();
    const link = within(offers).getByRole('link', { name: `Visit ${first.name} (opens in a new tab)` });
    expect(link.getAttribute('href')).toBe(first.url);
    expect(link.getAttribute('rel')).toContain('noopener');

    await userEvent.setup().click(screen.getByRole('button', { name: 'See other products' }));
    expect(document.activeElement?.textContent).toBe('Other products you can try');
  });

  it('rejected with no partner configured: no made-up lenders and no button to them (issue 16, finding 11)', async () => {
    signInAs('MX');
    const { api } = fakeLoans('MX', {
      order: orderView('MX', 9, { retryAt: '2099-04-10T18:00:00.000Z' }),
      partners: [],
    });
    renderApp('/');
    expect(await screen.findByText('You can apply again on Apr 10, 2099.')).toBeVisible();
    await waitFor(() => expect(lastCall(api, '/app/isRejectRecommendation')).toBeDefined());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'See other products' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Other products you can try' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Visit / })).toBeNull();
  });

  it('speaks Spanish: the service texts and the dates', async () => {
    signInAs('MX', 'es');
    fakeLoans('MX', { order: orderView('MX', 9, { retryAt: '2099-04-10T18:00:00.000Z' }) });
    renderApp('/');
    expect(await screen.findByText('No puedes solicitar, inténtalo en 30 días')).toBeVisible();
    expect(screen.getByText('Podrás solicitar de nuevo el 10 abr 2099.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ver otros productos' })).toBeVisible();
  });
});

describe('hot loans', () => {
  it('shows the Mexican products with amount range, term, daily interest and the CAT legend', async () => {
    fakeLoans('MX');
    renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'Hot loans' })).closest(
      'section',
    ) as HTMLElement;
    const card = within(section)
      .getByRole('heading', { name: 'Puente 91 days' })
      .closest('li') as HTMLElement;
    expect(within(card).getByText('$1,000 to $50,000')).toBeVisible();
    expect(within(card).getByText('91 days, 3 payments')).toBeVisible();
    expect(within(card).getByText('0.09% per day')).toBeVisible();
    expect(within(card).getByText('CAT (total annual cost)')).toBeVisible();
    expect(
      within(card).getByText(/^CAT [\d.,]+% without VAT, for information and comparison purposes\.$/),
    ).toBeVisible();
  });

  it('shows the Nigerian products in naira with the effective annual rate, in Spanish too', async () => {
    localStorage.setItem('packageName', 'com.puente.naija');
    localStorage.setItem('language', 'es');
    fakeLoans('NG');
    renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'Préstamos destacados' })).closest(
      'section',
    ) as HTMLElement;
    const card = within(section)
      .getByRole('heading', { name: 'Puente 91 días' })
      .closest('li') as HTMLElement;
    expect(within(card).getByText('De 10.000 ₦ a 500.000 ₦')).toBeVisible();
    expect(within(card).getByText('Tasa anual efectiva')).toBeVisible();
  });
});
