import {
  dateIn,
  findProduct,
  formatAmount,
  MARKET_LENDING,
  MARKETS,
  priceLoan,
  SUCCESS_MESSAGES,
  toMajor,
} from '@puente/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLoans, orderView } from '../../../testing/fake-loans.ts';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PATH = '/borrow/to_borrow';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const amountPicker = (name = 'Amount') => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const fact = (facts: HTMLElement, label: string) =>
  within(facts).getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('apply for a loan', () => {
  it('offers the steps up to the quota and previews the key facts the domain prices', async () => {
    signInAs('MX');
    const { api } = fakeLoans('MX', { quota: 5000 });
    const user = userEvent.setup();
    renderApp(PATH);

    expect(((await screen.findByRole('radio', { name: /Puente 91 days/ })) as HTMLInputElement).checked).toBe(
      true,
    );
    await waitFor(() => expect(amountPicker().options.length).toBe(9));
    expect([...amountPicker().options].map((o) => o.text).slice(0, 2)).toEqual(['$1,000', '$1,500']);
    expect(amountPicker().value).toBe('5000');
    expect(screen.getByText('Your limit today is $5,000.')).toBeVisible();
    expect(lastCall(api, '/loan/product/step-amount')?.payload).toMatchObject({ productId: 'mx-91' });

    await user.selectOptions(amountPicker(), '2000');
    const product = findProduct('mx-91');
    if (!product) throw new Error('mx-91 is gone');
    const quote = priceLoan(product, MARKET_LENDING.MX, {
      amountMinor: 200_000,
      startDate: dateIn(new Date(), MARKETS.MX.timeZone),
      repeat: false,
    });
    const facts = screen
      .getByRole('heading', { name: 'What this loan costs' })
      .closest('section') as HTMLElement;
    const money = (minor: number) => formatAmount(toMajor(minor), 'MXN', 'en');
    expect(fact(facts, 'Loan amount')).toBe('$2,000.00');
    expect(fact(facts, 'You receive')).toBe(money(quote.disbursed));
    expect(fact(facts, 'Total to repay')).toBe(money(quote.totalRepay));
    expect(fact(facts, 'Processing fee')).toBe(money(quote.fee));
    expect(within(facts).getAllByRole('row')).toHaveLength(1 + quote.phases.length);
    expect(
      within(facts).getByText(/^CAT [\d.,]+% without VAT, for information and comparison purposes\.$/),
    ).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /Puente 180 days/ }));
    await waitFor(() =>
      expect(lastCall(api, '/loan/product/step-amount')?.payload).toMatchObject({ productId: 'mx-180' }),
    );
    await waitFor(() => expect(amountPicker().options[0]?.text).toBe('$3,000'));
  });

  it('applies, says the order is being submitted and shows the review', async () => {
    signInAs('NG');
    const { api, state } = fakeLoans('NG');
    const user = userEvent.setup();
    const { router } = renderApp(PATH);
    await waitFor(() => expect(amountPicker().options.length).toBeGreaterThan(0));
    await user.selectOptions(amountPicker(), '20000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(SUCCESS_MESSAGES.orderSubmitted.en)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/review_tips'));
    expect(lastCall(api, '/loan/loan-order/apply-market')).toMatchObject({
      method: 'POST',
      payload: { productId: 'ng-91', loanAmount: 20000 },
    });
    expect(state.order?.status).toBe(1);
    expect(await screen.findByRole('heading', { name: 'We are reviewing your application' })).toBeVisible();
  });

  it('shows a refusal of the service, in Spanish', async () => {
    signInAs('MX', 'es');
    const { state } = fakeLoans('MX');
    const user = userEvent.setup();
    renderApp(PATH);
    await waitFor(() => expect(amountPicker('Monto').options.length).toBeGreaterThan(0));
    state.order = orderView('MX', 2);
    await user.click(screen.getByRole('button', { name: 'Solicitar' }));
    expect(await screen.findByText('Ya tienes un préstamo en curso')).toBeVisible();
  });
});
