import { formatAmount, formatDay } from '@puente/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../testing/fake-api.ts';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { fakeNgRepay, fakeRepay, NG_REPAY_ORDER_NO, REPAY_ORDER_NO } from '../../../testing/fake-repay.ts';
import { renderApp } from '../../../testing/render-app.tsx';

/** The two screens that pay by bank transfer to an account of the borrower's own, and what each shows. */
const SCREENS = [
  {
    screen: 'pay by bank transfer (STP)',
    market: 'MX',
    fake: fakeRepay,
    orderNo: REPAY_ORDER_NO,
    route: '/repay/repay_stp',
    call: '/repay/getStpClabe',
    grouped: '646 180 1234 5678901 2',
    digits: '646180123456789012',
    title: 'Your CLABE',
    copy: 'Copy CLABE',
    facts: [
      ['Bank', 'STP'],
      ['Beneficiary', 'Puente Créditos SA de CV'],
      ['Due now', '$1,201.00'],
      ['Total to pay off', '$3,233.80'],
    ],
    stepsTitle: 'How to pay by SPEI',
    check: 'Check that the bank is STP and the beneficiary is Puente Créditos SA de CV.',
    send: 'Send at least $1,201.00 to stay up to date, or $3,233.80 to pay off the loan.',
    es: { title: 'Tu CLABE', copy: 'Copiar CLABE', stepsTitle: 'Cómo pagar por SPEI' },
  },
  {
    screen: 'pay to a reserved account (Monnify)',
    market: 'NG',
    fake: fakeNgRepay,
    orderNo: NG_REPAY_ORDER_NO,
    route: '/repay/reserved_account',
    call: '/repay/monnify_reserved_account',
    grouped: '501 234 5678',
    digits: '5012345678',
    title: 'Your account number',
    copy: 'Copy account number',
    facts: [
      ['Bank', 'Wema Bank'],
      ['Account name', 'Puente Naija - Ada Obi'],
      ['Due now', '₦12,345.60'],
      ['Total to pay off', '₦36,000.00'],
    ],
    stepsTitle: 'How to pay by transfer',
    check: 'Choose Wema Bank and check that the account name is Puente Naija - Ada Obi.',
    send: 'Send at least ₦12,345.60 to stay up to date, or ₦36,000.00 to pay off the loan.',
    es: {
      title: 'Tu número de cuenta',
      copy: 'Copiar número de cuenta',
      stepsTitle: 'Cómo pagar por transferencia',
    },
  },
] as const;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const fact = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe.each(SCREENS)('$screen', (pay) => {
  const path = `${pay.route}?orderNo=${pay.orderNo}`;

  it('shows the number grouped for reading, the bank, the holder, the amounts and the steps', async () => {
    signInAs(pay.market);
    const { api } = pay.fake();
    renderApp(path);

    expect(await screen.findByText(pay.grouped)).toBeVisible();
    expect(screen.getByRole('heading', { name: pay.title })).toBeVisible();
    for (const [label, value] of pay.facts) expect(fact(label)).toBe(value);
    expect(lastCall(api, pay.call)?.payload).toMatchObject({ orderNo: pay.orderNo });

    const steps = screen.getByRole('heading', { name: pay.stepsTitle }).closest('section') as HTMLElement;
    const items = within(steps).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[2]?.textContent).toBe(pay.check);
    expect(items[3]?.textContent).toBe(pay.send);
    expect(within(steps).getByText('Payment reflected within 15 minutes.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See what you owe' }).getAttribute('href')).toBe(
      `/repay/repay_detail?orderNo=${pay.orderNo}`,
    );
  });

  it('copies the digits and says Copied, or Copy failed, for screen readers too', async () => {
    signInAs(pay.market);
    pay.fake();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderApp(path);

    await user.click(await screen.findByRole('button', { name: pay.copy }));
    expect(writeText).toHaveBeenCalledWith(pay.digits);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied'));

    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: pay.copy }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copy failed'));
  });

  it('shows what went wrong when the account cannot be had, and tries again', async () => {
    signInAs(pay.market);
    const { api } = pay.fake();
    const account = api.routes[`/api${pay.call}`];
    api.routes[`/api${pay.call}`] = () => fail(10010604, 'There is no payment method');
    const user = userEvent.setup();
    renderApp(path);

    expect((await screen.findByRole('alert')).textContent).toContain('There is no payment method');
    if (account) api.routes[`/api${pay.call}`] = account;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(pay.grouped)).toBeVisible();
  });

  it('speaks Spanish, including the copy messages', async () => {
    signInAs(pay.market, 'es');
    pay.fake();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderApp(path);

    expect(await screen.findByRole('heading', { name: pay.es.title })).toBeVisible();
    expect(screen.getByRole('heading', { name: pay.es.stepsTitle })).toBeVisible();
    expect(screen.getByText('El pago se refleja en un máximo de 15 minutos.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: pay.es.copy }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copiado'));

    writeText.mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: pay.es.copy }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No se pudo copiar'));
  });

  it('with nothing due now, asks for the next payment by its date, never "at least $0.00" (issue 16, finding 10)', async () => {
    signInAs(pay.market, 'es');
    const { state } = pay.fake();
    const account = pay.market === 'MX' ? state.stp : state.reserved;
    const next = state.detail.schedule[0];
    if (!next) throw new Error('no phase');
    state.detail = { ...state.detail, status: 2, overdueDays: 0, dueNow: 0 };
    state.detail.schedule = state.detail.schedule.map((phase) => ({ ...phase, status: 'upcoming' }));
    if (pay.market === 'MX') state.stp = { ...state.stp, amountDue: 0 };
    else state.reserved = { ...state.reserved, amountDue: 0 };
    renderApp(path);

    const amount = formatAmount(next.amount, account.currency, 'es');
    const total = formatAmount(account.totalOwed, account.currency, 'es');
    const date = formatDay(next.dueDate, account.currency, 'es');
    expect(await screen.findByText(pay.grouped)).toBeVisible();
    expect(fact(`Próximo pago, ${date}`)).toBe(amount);
    expect(screen.queryByText('Por pagar hoy')).toBeNull();
    // Read as written (a naira amount keeps its no-break space).
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      `Envía ${amount} a más tardar el ${date} para tu próximo pago, o ${total} para liquidar el préstamo.`,
    );
    expect(screen.queryByText(/al menos/)).toBeNull();
  });

  it('uses the latest loan without ?orderNo=', async () => {
    signInAs(pay.market);
    const { api } = pay.fake();
    renderApp(pay.route);
    expect(await screen.findByText(pay.grouped)).toBeVisible();
    expect(lastCall(api, pay.call)?.payload).toMatchObject({ orderNo: pay.orderNo });
  });
});

describe('pay to a reserved account: the provider asked', () => {
  const path = `/repay/reserved_account?orderNo=${NG_REPAY_ORDER_NO}`;

  it.each([
    { offered: ['flutterwave', 'monnify'], call: '/repay/flutterwave_reserved_account' },
    { offered: ['paystack'], call: '/repay/dedicated_account/create' },
    { offered: ['monnify', 'paystack'], call: '/repay/monnify_reserved_account' },
  ] as const)('is the first the service offers: $offered asks $call', async ({ offered, call }) => {
    signInAs('NG');
    const { api } = fakeNgRepay({ offered: { gateways: ['paystack'], accountProviders: [...offered] } });
    renderApp(path);

    expect(await screen.findByText('501 234 5678')).toBeVisible();
    expect(lastCall(api, call)?.payload).toMatchObject({ orderNo: NG_REPAY_ORDER_NO });
    const others = [
      '/repay/monnify_reserved_account',
      '/repay/flutterwave_reserved_account',
      '/repay/dedicated_account/create',
    ].filter((other) => other !== call);
    for (const other of others) expect(lastCall(api, other)).toBeUndefined();
  });
});
