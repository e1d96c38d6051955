import { ERRORS, formatAmount } from '@puente/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../testing/fake-api.ts';
import { fakeLoans, GOOD_CODE, orderView } from '../../../testing/fake-loans.ts';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { fakeRewards, heldCoupon } from '../../../testing/fake-rewards.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PATH = '/borrow/confirm_borrow';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const keyFacts = async (name = 'Key facts of your loan') =>
  (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;
const fact = (facts: HTMLElement, label: string) =>
  within(facts).getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('confirm the loan: key facts before signing', () => {
  it('shows every figure of the offer in Mexico, with the CAT legend', async () => {
    signInAs('MX');
    const order = orderView('MX', 14, { amount: 3000 });
    const { api } = fakeLoans('MX', { order });
    renderApp(PATH);
    const facts = await keyFacts();
    const { quote } = order;
    expect(fact(facts, 'Loan amount')).toBe('$3,000.00');
    expect(fact(facts, 'Processing fee')).toBe(`$${quote.fee.toFixed(2)}`);
    expect(fact(facts, 'Tax on the fee')).toBe(`$${quote.tax.toFixed(2)}`);
    expect(fact(facts, 'Interest (0.09% per day)')).toBe('$163.80');
    // Mexico's IVA on each phase's interest: 12.96 + 8.93 (8.928) + 4.32 (decision 029).
    expect(fact(facts, 'IVA 16% on interest')).toBe('$26.21');
    expect(fact(facts, 'You receive')).toBe(
      `$${quote.disbursalAmount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(fact(facts, 'Total to repay')).toBe('$3,190.01');
    expect(fact(facts, 'Late penalty')).toBe('0.5% of the overdue amount per day');
    expect(fact(facts, 'CAT (total annual cost)')).toBe(`${quote.annualCost}%`);
    expect(
      within(facts).getByText(
        `CAT ${quote.annualCost}% without VAT, for information and comparison purposes.`,
      ),
    ).toBeVisible();
    const rows = within(within(facts).getByRole('table', { name: 'Payments' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['1 of 3', 'Apr 1, 2026', '$1,093.96'],
      ['2 of 3', 'May 2, 2026', '$1,064.73'],
      ['3 of 3', 'Jun 1, 2026', '$1,031.32'],
    ]);
    expect(lastCall(api, '/loan/confirm/product-info')?.payload).toMatchObject({ orderNo: order.orderNo });
    expect(screen.getByRole('link', { name: 'Read the loan agreement' }).getAttribute('href')).toBe(
      `/borrow/agreement?orderNo=${order.orderNo}`,
    );
    expect(screen.getByRole('link', { name: 'I do not want this loan' }).getAttribute('href')).toBe(
      `/cancellation_form?orderNo=${order.orderNo}`,
    );
    expect(lastCall(api, '/loan/validateVerifyCode')).toBeUndefined();
  });

  it('names the effective annual rate in Nigeria for what it is, in naira, in Spanish (issue 16, finding 11)', async () => {
    signInAs('NG', 'es');
    const order = orderView('NG', 14, { amount: 30_000 });
    fakeLoans('NG', { order });
    renderApp(PATH);
    const facts = await keyFacts('Datos clave de tu préstamo');
    expect(fact(facts, 'Monto del préstamo')?.replace(/\s/g, ' ')).toBe('30.000,00 ₦');
    expect(fact(facts, 'Tasa anual efectiva')).toMatch(/^[\d.,]+\s?%$/);
    expect(
      within(facts).getByText(
        /^Tasa anual efectiva [\d.,]+\s?%: intereses y todas las comisiones, capitalizados en un año\.$/,
      ),
    ).toBeVisible();
    expect(within(facts).queryByText(/TAE|APR/)).toBeNull();
    expect(within(facts).queryByText(/sin IVA/)).toBeNull();
    // Nigeria charges no VAT on interest: no line for it.
    expect(within(facts).queryByText(/sobre los intereses/)).toBeNull();
  });
});

describe('sign', () => {
  it('asks for the tick and the code, refuses a wrong code, signs, then gets the money', async () => {
    signInAs('MX');
    const { api, state } = fakeLoans('MX', { order: orderView('MX', 14) });
    const user = userEvent.setup();
    const { router } = renderApp(PATH);
    await keyFacts();
    const sign = () => user.click(screen.getByRole('button', { name: 'Sign the agreement' }));

    await sign();
    expect(screen.getByText(ERRORS.agreementNotAccepted.en)).toBeVisible();
    expect(screen.getByText(ERRORS.codeEmpty.en)).toBeVisible();
    const tick = screen.getByRole('checkbox', { name: 'I have read and agree to the loan agreement' });
    expect(tick.getAttribute('aria-invalid')).toBe('true');
    expect(lastCall(api, '/loan/validateVerifyCode')).toBeUndefined();

    await user.click(tick);
    expect(screen.queryByText(ERRORS.agreementNotAccepted.en)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in \d+s/ })).toBeVisible();
    // The code it asks for names the loan it signs (decision 033).
    expect(lastCall(api, '/security/getVerifyCode')?.payload).toMatchObject({
      mobile: '5512345678',
      channel: 'sms',
      orderNo: orderView('MX', 14).orderNo,
    });

    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '000000');
    await sign();
    expect(await screen.findByText(ERRORS.codeInvalid.en)).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: 'SMS code' }));
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), GOOD_CODE);
    await sign();
    expect(lastCall(api, '/loan/validateVerifyCode')?.payload).toMatchObject({
      orderNo: 'PUMX140001',
      code: GOOD_CODE,
      agree: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Get money' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/finish_loading'));
    expect(state.order?.status).toBe(19);
    expect(await screen.findByRole('heading', { name: 'We are sending your money' })).toBeVisible();
  });

  it('says the offer timed out when the server answers so', async () => {
    signInAs('MX', 'es');
    const { api } = fakeLoans('MX', { order: orderView('MX', 14) });
    api.routes['/api/loan/validateVerifyCode'] = () =>
      fail(ERRORS.offerExpired.code, ERRORS.offerExpired.es, ERRORS.offerExpired.http);
    const user = userEvent.setup();
    renderApp(PATH);
    await keyFacts('Datos clave de tu préstamo');
    await user.click(screen.getByRole('checkbox', { name: 'He leído y acepto el contrato de préstamo' }));
    await user.type(screen.getByRole('textbox', { name: 'Código SMS' }), GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Firmar el contrato' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Esta orden ha expirado');
  });

  it('says so without sending anything when the offer is already past its time', async () => {
    signInAs('MX');
    const past = new Date(Date.now() - 1000).toISOString();
    const { api } = fakeLoans('MX', { order: orderView('MX', 14, { offerExpiresAt: past }) });
    renderApp(PATH);
    expect((await screen.findByRole('alert')).textContent).toContain(ERRORS.offerExpired.en);
    expect(lastCall(api, '/loan/confirm/product-info')).toBeUndefined();
  });

  it('with no offer waiting, says so and leads home', async () => {
    signInAs('MX');
    fakeLoans('MX');
    renderApp(PATH);
    expect(await screen.findByText('You have no approved loan waiting for your signature.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeVisible();
  });

  it('asks a visitor to log in first', async () => {
    renderApp(PATH);
    const link = await screen.findByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe('/user/login?redirect=%2Fborrow%2Fconfirm_borrow');
  });
});

describe('a coupon before signing', () => {
  const mxn = (amount: number, language: 'en' | 'es' = 'en') => formatAmount(amount, 'MXN', language);

  it('chooses the coupon worth most before signing and says so; No coupon then stays chosen (issue 16, finding 10)', async () => {
    signInAs('MX');
    const order = orderView('MX', 14, { amount: 2500 });
    const hundred = heldCoupon('mx-bank-account-100');
    const fifty = heldCoupon('mx-draw-50');
    const feeOff = heldCoupon('mx-draw-fee-200');
    const { api, state } = fakeRewards('MX', { coupons: [fifty, hundred, feeOff] }, { order });
    const user = userEvent.setup();
    renderApp(PATH);
    const facts = await keyFacts();
    const plain = order.quote;

    // The 100 coupon is worth most on this loan: it is put on it, and the total falls by it.
    const picker = (await screen.findByRole('group', { name: 'Coupon' })) as HTMLElement;
    // The IVA on the interest the coupon takes off goes too: 10.80 in phase 1 (all of its 67.50 is
    // taken off) and 7.44 − 2.24 = 5.20 in phase 2 (32.50 of its 46.50), 16.00 in all.
    const total = mxn(plain.totalRepay - 100 - 16);
    await waitFor(() => expect(fact(facts, 'Total to repay')).toBe(total));
    expect(lastCall(api, '/lottery-draw/coupon/use')?.payload).toMatchObject({
      orderNo: order.orderNo,
      couponId: hundred.couponId,
    });
    expect(within(picker).getByRole('status').textContent).toBe(`Coupon applied: you repay ${total} in all.`);
    expect(
      (within(picker).getByRole('radio', { name: '$100 off the interest' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(fact(facts, 'Coupon')).toBe('-$100.00');
    expect(Number.parseFloat(fact(facts, 'CAT (total annual cost)') ?? '')).toBeLessThan(plain.annualCost);
    // Each payment is after the coupon, which settles the earliest interest first.
    const amounts = within(within(facts).getByRole('table', { name: 'Payments' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent);
    const withCoupon = state.order?.quote.schedule ?? [];
    expect(amounts).toEqual(withCoupon.map((phase) => mxn(phase.amount)));
    expect(withCoupon.reduce((sum, p) => sum + p.coupon, 0)).toBeCloseTo(100);
    expect(amounts[0]).not.toBe(mxn(plain.schedule[0]?.amount ?? 0));

    const refused = within(picker).getByRole('radio', { name: '$200 off the processing fee' });
    expect((refused as HTMLInputElement).disabled).toBe(true);
    expect(within(picker).getByText('This coupon can be used on loans of $3,000.00 or more').id).toBe(
      refused.getAttribute('aria-describedby'),
    );
    expect(lastCall(api, '/lottery-draw/coupons')?.payload).toMatchObject({
      state: 'usable',
      orderNo: order.orderNo,
    });

    // The borrower may still choose none, and that choice stays when the screen opens again.
    await user.click(within(picker).getByRole('radio', { name: 'No coupon' }));
    await waitFor(() => expect(fact(facts, 'Total to repay')).toBe(mxn(plain.totalRepay)));
    expect(within(facts).queryByText('Coupon')).toBeNull();
    expect(lastCall(api, '/lottery-draw/coupon/use')?.payload).toMatchObject({ couponId: null });
    cleanup();

    api.seen.length = 0;
    renderApp(PATH);
    const again = (await screen.findByRole('group', { name: 'Coupon' })) as HTMLElement;
    await waitFor(() => expect(lastCall(api, '/lottery-draw/coupons')).toBeDefined());
    expect((within(again).getByRole('radio', { name: 'No coupon' }) as HTMLInputElement).checked).toBe(true);
    expect(lastCall(api, '/lottery-draw/coupon/use')).toBeUndefined();
  });

  it('shows the service refusing the coupon chosen in a toast, in Spanish, and keeps the loan as it was', async () => {
    signInAs('MX', 'es');
    const order = orderView('MX', 14, { amount: 3000 });
    const { api } = fakeRewards('MX', { coupons: [heldCoupon('mx-bank-account-100')] }, { order });
    api.routes['/api/lottery-draw/coupon/use'] = () =>
      fail(ERRORS.couponExpired.code, 'Este cupón venció el 21 dic 2026', ERRORS.couponExpired.http);
    renderApp(PATH);
    const facts = await keyFacts('Datos clave de tu préstamo');
    const picker = (await screen.findByRole('group', { name: 'Cupón' })) as HTMLElement;
    expect(within(picker).getByText('Un cupón reduce lo que pagas. Elígelo antes de firmar.')).toBeVisible();
    expect(within(picker).getByText(/\$100\.00 de descuento en intereses · Para préstamos de/)).toBeVisible();

    // The coupon chosen for the borrower is refused: the service's reason, and the loan as it was.
    expect(await screen.findByText('Este cupón venció el 21 dic 2026')).toBeVisible();
    await waitFor(() =>
      expect((within(picker).getByRole('radio', { name: 'Sin cupón' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    expect(fact(facts, 'Total a pagar')).toBe(mxn(order.quote.totalRepay, 'es'));
  });

  it('offers no choice once the agreement is signed, but still shows the coupon in the key facts', async () => {
    signInAs('MX');
    const order = orderView('MX', 14, { amount: 3000 });
    const hundred = heldCoupon('mx-bank-account-100');
    const { api, state } = fakeRewards('MX', { coupons: [hundred] }, { order });
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole('radio', { name: '$100 off the interest' }));
    await waitFor(() => expect(fact(screenFacts(), 'Coupon')).toBe('-$100.00'));
    cleanup();

    if (state.order) state.order = { ...state.order, status: 18 };
    api.seen.length = 0;
    renderApp(PATH);
    const facts = await keyFacts();
    expect(fact(facts, 'Coupon')).toBe('-$100.00');
    // 3,190.01 less the 100 and the 16.00 of IVA that fell on it; 26.21 − 16.00 of IVA is left.
    expect(fact(facts, 'Total to repay')).toBe('$3,074.01');
    expect(fact(facts, 'IVA 16% on interest')).toBe('$10.21');
    expect(await screen.findByRole('button', { name: 'Get money' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Coupon' })).toBeNull();
    expect(lastCall(api, '/lottery-draw/coupons')).toBeUndefined();
  });

  it('says so when there is no coupon to use', async () => {
    signInAs('MX');
    fakeRewards('MX', {}, { order: orderView('MX', 14) });
    renderApp(PATH);
    const picker = (await screen.findByRole('group', { name: 'Coupon' })) as HTMLElement;
    expect(within(picker).getByText('You have no coupons to use on this loan.')).toBeVisible();
    expect(within(picker).queryByRole('radio')).toBeNull();
  });
});

const screenFacts = () =>
  screen.getByRole('heading', { name: 'Key facts of your loan' }).closest('section') as HTMLElement;
