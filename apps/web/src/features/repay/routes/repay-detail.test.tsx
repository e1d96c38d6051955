import { ERRORS } from '@puente/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../testing/fake-api.ts';
import { orderView } from '../../../testing/fake-loans.ts';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import {
  fakeRepay,
  heldCreditView,
  mxChannels,
  REPAY_ORDER_NO,
  repayDetailView,
} from '../../../testing/fake-repay.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PATH = '/repay/repay_detail';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** How many times the screen called a path of the service. */
const calls = (api: { seen: { path: string }[] }, path: string) =>
  api.seen.filter((request) => request.path === `/api${path}`).length;
const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;
const fact = (within_: HTMLElement, label: string) =>
  within(within_).getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('repayment details', () => {
  it('shows what is due now, the total, the breakdown in pesos and the schedule of the latest loan', async () => {
    signInAs('MX');
    const { api } = fakeRepay();
    renderApp(PATH);

    const due = (await screen.findByRole('heading', { name: 'Pay now to stop the late penalty' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(due).getByText('$1,201.00')).toBeVisible();
    expect(within(due).getByText('4 days overdue')).toBeVisible();
    expect(
      within(due).getByText(
        'This is what is overdue, with the penalty so far: paying it stops the daily late penalty. The total below pays off the whole loan.',
      ),
    ).toBeVisible();
    expect(fact(due, 'Total to pay off today')).toBe('$3,233.80');
    expect(fact(due, 'Next due date')).toBe('Apr 1, 2026');
    expect(fact(due, 'Repaid so far')).toBe('$0.00');
    expect(within(due).queryByText('Credit held for you')).toBeNull();
    expect(lastCall(api, '/repay/repay-order/detail')?.payload).toMatchObject({ orderNo: REPAY_ORDER_NO });

    const owed = section('What you owe');
    expect(
      [...owed.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    ).toEqual([
      ['Principal', '$3,000.00'],
      ['Interest', '$36.00'],
      ['Tax on the interest', '$5.76'],
      ['Processing fee', '$108.00'],
      ['Tax on the fee', '$19.80'],
      ['Late penalty', '$64.24'],
      ['Total to pay off', '$3,233.80'],
    ]);
    // Issue 16, finding 2: the lines add up to the total, and the coupon, already inside the
    // interest, is said once and not subtracted again.
    const cents = (text: string | null | undefined) =>
      Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);
    const amounts = [...owed.querySelectorAll('dd')].map((dd) => cents(dd.textContent));
    expect(amounts.slice(0, -1).reduce((a, b) => a + b, 0)).toBe(amounts.at(-1));
    expect(within(owed).getByText('Your coupon already took $50.00 off the interest.')).toBeVisible();
    expect(within(owed).queryByText('Extension fee')).toBeNull();

    const schedule = screen.getByRole('table', { name: 'Payments' });
    expect(
      within(schedule)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['1 of 3', 'Apr 1, 2026', '$1,081.00', 'Overdue'],
      ['2 of 3', 'May 2, 2026', '$1,055.80', 'Upcoming'],
      ['3 of 3', 'Jun 1, 2026', '$1,027.00', 'Upcoming'],
    ]);
    expect(screen.getByText('Minimum payment $100, in steps of $1.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Extend 7 days' })).toBeNull();
  });

  it('leads to each channel with the order number', async () => {
    signInAs('MX');
    fakeRepay();
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    const channels = (await screen.findByRole('heading', { name: 'How to pay' })).closest(
      'section',
    ) as HTMLElement;
    const links = within(channels).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      mxChannels('en').map((channel) => [
        `${channel.name}${channel.hint}`,
        `${channel.route}?orderNo=${REPAY_ORDER_NO}`,
      ]),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/repay/repay_stp?orderNo=${REPAY_ORDER_NO}`,
      `/repay/repay_oxxo?orderNo=${REPAY_ORDER_NO}`,
      `/repay/manual_repayment?orderNo=${REPAY_ORDER_NO}`,
    ]);

    await user.click(within(channels).getByRole('link', { name: /Cash at OXXO/ }));
    expect(await screen.findByRole('textbox', { name: 'Amount to pay' })).toBeVisible();
    expect(router.state.location.search).toBe(`?orderNo=${REPAY_ORDER_NO}`);
  });

  it('opens the order of ?orderNo=, with the extension, a partly paid phase and credit held', async () => {
    signInAs('MX');
    const { api } = fakeRepay({
      detail: repayDetailView({
        orderNo: 'PUMX-OTHER',
        status: 2,
        overdueDays: 0,
        dueNow: 0,
        totalOwed: 2100,
        breakdown: {
          principal: 0,
          interest: 0,
          interestTax: 0,
          fee: 0,
          tax: 0,
          penalty: 0,
          rolloverFee: 100,
          coupon: 0,
        },
        repaid: 1500,
        credit: 25.5,
        schedule: [{ phase: 1, dueDate: '2026-04-01', amount: 3100, paid: 1000, status: 'upcoming' }],
        extension: { available: true, left: 2 },
      }),
    });
    renderApp(`${PATH}?orderNo=PUMX-OTHER`);

    // Nothing due today: the next payment leads, what is left of it and its date (issue 16, finding 10).
    const due = (await screen.findByRole('heading', { name: 'Next payment' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(due).getByText('$2,100.00', { selector: '.rp-amount' })).toBeVisible();
    expect(within(due).getByText('Due Apr 1, 2026')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Due now' })).toBeNull();
    expect(within(due).getByText('On time')).toBeVisible();
    expect(within(due).getByText('Nothing is due today. You can still pay early.')).toBeVisible();
    expect(fact(due, 'Repaid so far')).toBe('$1,500.00');
    expect(fact(due, 'Credit held for you')).toBe('$25.50');

    const owed = section('What you owe');
    expect([...owed.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Principal',
      'Extension fee',
      'Total to pay off',
    ]);
    expect(fact(owed, 'Principal')).toBe('$0.00');
    expect(screen.getByText('Paid $1,000.00')).toBeVisible();

    expect(screen.getByRole('link', { name: 'Extend 7 days' }).getAttribute('href')).toBe(
      '/repay/exhibition_period_detail?orderNo=PUMX-OTHER',
    );
    expect(screen.getByText('Extensions left: 2')).toBeVisible();
    expect(lastCall(api, '/loan/loan-order/latest')).toBeUndefined();
  });

  it('with nothing due today, never heads the screen with "Por pagar hoy $0.00" (issue 16, finding 10)', async () => {
    signInAs('MX', 'es');
    fakeRepay({
      detail: repayDetailView({
        status: 2,
        overdueDays: 0,
        dueNow: 0,
        breakdown: {
          principal: 3000,
          interest: 36,
          interestTax: 5.76,
          fee: 108,
          tax: 19.8,
          penalty: 0,
          rolloverFee: 0,
          coupon: 50,
        },
        totalOwed: 3169.56,
        schedule: [
          { phase: 1, dueDate: '2026-04-01', amount: 1081, paid: 0, status: 'upcoming' },
          { phase: 2, dueDate: '2026-05-02', amount: 1055.8, paid: 0, status: 'upcoming' },
        ],
      }),
    });
    renderApp(PATH);
    const due = (await screen.findByRole('heading', { name: 'Próximo pago' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(due).getByText('$1,081.00')).toBeVisible();
    expect(within(due).getByText('Vence el 1 abr 2026')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Por pagar hoy' })).toBeNull();
  });

  it('shows the paid-off screen with the order, the total repaid and the way to records and home', async () => {
    signInAs('MX');
    fakeRepay(
      { detail: repayDetailView({ status: 4, paidOff: true, repaid: 3233.8, totalOwed: 0, dueNow: 0 }) },
      { order: orderView('MX', 4, { orderNo: REPAY_ORDER_NO }) },
    );
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    expect(await screen.findByRole('heading', { name: 'Loan paid off' })).toBeVisible();
    const done = section('Loan paid off');
    expect(fact(done, 'Order')).toBe(REPAY_ORDER_NO);
    expect(fact(done, 'Total repaid')).toBe('$3,233.80');
    expect(screen.queryByRole('heading', { name: 'How to pay' })).toBeNull();
    expect(within(done).getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');

    await user.click(within(done).getByRole('link', { name: 'See my records' }));
    expect(await screen.findByRole('tab', { name: 'Finished' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/records');
  });

  it('shows the credit held after a paid-off loan and sends it back to the bank account, once, when confirmed', async () => {
    signInAs('MX');
    const { api } = fakeRepay(
      {
        detail: repayDetailView({ status: 4, paidOff: true, repaid: 3233.8, totalOwed: 0, dueNow: 0 }),
        credit: heldCreditView({ amount: 123.45, orderNo: REPAY_ORDER_NO }),
      },
      { order: orderView('MX', 4, { orderNo: REPAY_ORDER_NO }) },
    );
    const user = userEvent.setup();
    renderApp(PATH);

    const credit = (await screen.findByRole('heading', { name: 'Credit held for you' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(credit).getByText('$123.45')).toBeVisible();
    expect(
      within(credit).getByText(
        'Money you sent when nothing more was owed. It is yours: we can send it back to your bank account, or it can pay your loan.',
      ),
    ).toBeVisible();
    expect(within(credit).getByRole('button', { name: 'Use it on my next loan' })).toBeVisible();

    await user.click(within(credit).getByRole('button', { name: 'Send it to my bank account' }));
    expect(
      within(credit).getByText('Send $123.45 to your BBVA México account ending in 7771?'),
    ).toBeVisible();
    expect(calls(api, '/repay/credit/return')).toBe(0);
    await user.click(within(credit).getByRole('button', { name: 'Not now' }));
    await user.click(within(credit).getByRole('button', { name: 'Send it to my bank account' }));
    await user.click(within(credit).getByRole('button', { name: 'Yes, send it' }));

    expect(
      await within(credit).findByText(
        '$123.45 is on its way to your BBVA México account ending in 7771. It usually arrives within the hour.',
      ),
    ).toBeVisible();
    expect(within(credit).queryByRole('button', { name: 'Send it to my bank account' })).toBeNull();
    expect(within(credit).queryByText('$123.45', { selector: '.rp-amount' })).toBeNull();
    expect(calls(api, '/repay/credit/return')).toBe(1);
    expect(screen.getByRole('heading', { name: 'Loan paid off' })).toBeVisible();
  });

  it('pays the loan being repaid with the credit held, and says so in Spanish', async () => {
    signInAs('MX', 'es');
    const { api } = fakeRepay({
      credit: heldCreditView({ amount: 200, orderNo: 'PUMX-OLD', openOrderNo: REPAY_ORDER_NO }),
    });
    const user = userEvent.setup();
    renderApp(PATH);

    const credit = (await screen.findByRole('heading', { name: 'Saldo a favor' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(credit).getByText('$200.00')).toBeVisible();
    await user.click(within(credit).getByRole('button', { name: 'Usarlo para pagar mi préstamo' }));
    // The screen asks for the credit and the loan again once it is applied, and may draw the credit
    // card anew: the notice is looked for on the screen, not in the card found before the click.
    expect(
      await screen.findByText(`$200.00 de tu saldo a favor se abonó al préstamo ${REPAY_ORDER_NO}.`),
    ).toBeVisible();
    expect(calls(api, '/repay/credit/apply')).toBe(1);
    // What the loan owes is asked for again: the payment shows there.
    await waitFor(() => expect(calls(api, '/repay/repay-order/detail')).toBeGreaterThan(1));
  });

  it('shows no credit card when nothing is held', async () => {
    signInAs('MX');
    const { api } = fakeRepay();
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Pay now to stop the late penalty' })).toBeVisible();
    await waitFor(() => expect(calls(api, '/repay/credit/detail')).toBe(1));
    expect(screen.queryByRole('heading', { name: 'Credit held for you' })).toBeNull();
  });

  it('speaks Spanish: due now, days overdue, the breakdown and the paid-off screen', async () => {
    signInAs('MX', 'es');
    const { state } = fakeRepay();
    renderApp(PATH);

    const due = (
      await screen.findByRole('heading', { name: 'Paga ahora para detener la penalización' })
    ).closest('section') as HTMLElement;
    expect(within(due).getByText('4 días de atraso')).toBeVisible();
    expect(fact(due, 'Total para liquidar hoy')).toBe('$3,233.80');
    expect(
      within(section('Lo que debes')).getByText('Tu cupón ya descontó $50.00 de los intereses.'),
    ).toBeVisible();
    expect(fact(section('Lo que debes'), 'IVA de los intereses')).toBe('$5.76');
    expect(screen.getByRole('link', { name: /Transferencia bancaria \(SPEI\)/ })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Pagos' })).toBeVisible();
    cleanup();

    state.detail = repayDetailView({ paidOff: true, repaid: 3233.8 });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Préstamo liquidado' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver mi historial' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  });

  it('with no loan being repaid, says so and leads to where the loan is', async () => {
    signInAs('MX');
    const { api } = fakeRepay({}, { order: orderView('MX', 1) });
    renderApp(PATH);
    expect(await screen.findByText('You have no loan to repay right now.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to my loan' }).getAttribute('href')).toBe(
      '/auth/review_tips?pageName=confirmBorrow',
    );
    expect(lastCall(api, '/repay/repay-order/detail')).toBeUndefined();
  });

  it('says when the details could not be loaded, and tries again', async () => {
    signInAs('MX');
    const { api } = fakeRepay();
    const answer = api.routes['/api/repay/repay-order/detail'];
    api.routes['/api/repay/repay-order/detail'] = () =>
      fail(ERRORS.internal.code, 'The request failed Please try again', 500);
    const user = userEvent.setup();
    renderApp(PATH);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The request failed Please try again');
    if (answer) api.routes['/api/repay/repay-order/detail'] = answer;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Pay now to stop the late penalty' })).toBeVisible();
  });
});
