import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderView } from '../../../testing/fake-loans.ts';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { fakeRewards, heldCoupon } from '../../../testing/fake-rewards.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PATH = '/user_center/coupon';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('article') as HTMLElement;

describe('coupons', () => {
  it('lists the usable coupon with what it takes off, its minimum and its last day; the other tabs say No data', async () => {
    signInAs('MX');
    const { api } = fakeRewards('MX', {
      coupons: [heldCoupon('mx-bank-account-100', { validUntil: '2099-12-21' })],
    });
    const user = userEvent.setup();
    renderApp(PATH);

    expect(await screen.findByRole('tab', { name: 'Usable', selected: true })).toBeVisible();
    const coupon = await card('$100 off the interest');
    expect(within(coupon).getByText('$100.00 off the interest')).toBeVisible();
    expect(within(coupon).getByText('For loans of $1,000.00 or more')).toBeVisible();
    expect(within(coupon).getByText('Valid until Dec 21, 2099')).toBeVisible();
    expect(lastCall(api, '/lottery-draw/coupons')?.payload).toMatchObject({ state: 'usable' });

    await user.click(screen.getByRole('tab', { name: 'Used' }));
    expect(await screen.findByText('No data')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Used', selected: true })).toBeVisible();
    expect(lastCall(api, '/lottery-draw/coupons')?.payload).toMatchObject({ state: 'used' });
    expect(screen.queryByText('$100 off the interest')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Expired' }));
    expect(await screen.findByText('No data')).toBeVisible();
    expect(lastCall(api, '/lottery-draw/coupons')?.payload).toMatchObject({ state: 'expired' });
  });

  it('says it in Spanish: used on a loan, expired, days without interest', async () => {
    signInAs('MX', 'es');
    const repaid = orderView('MX', 2);
    fakeRewards(
      'MX',
      {
        coupons: [
          heldCoupon('mx-bank-account-100', { orderNo: repaid.orderNo, used: true }),
          heldCoupon('mx-draw-3-days', { validUntil: '2026-01-31' }),
        ],
      },
      { order: repaid },
    );
    const user = userEvent.setup();
    renderApp(`${PATH}?tab=used`);

    expect(await screen.findByRole('tab', { name: 'Usados', selected: true })).toBeVisible();
    const used = await card('$100 de descuento en intereses');
    expect(within(used).getByText('$100.00 de descuento en intereses')).toBeVisible();
    expect(within(used).getByText('Para préstamos de $1,000.00 o más')).toBeVisible();
    expect(within(used).getByText(`Usado en el préstamo ${repaid.orderNo}`)).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Vencidos' }));
    const expired = await card('3 días sin intereses');
    expect(within(expired).getByText('3 días sin intereses', { selector: 'p' })).toBeVisible();
    expect(within(expired).getByText('Venció el 31 ene 2026')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Disponibles' }));
    expect(await screen.findByText('Sin datos')).toBeVisible();
  });

  it('shows naira in Nigeria', async () => {
    signInAs('NG');
    fakeRewards('NG', { coupons: [heldCoupon('ng-bank-account-1000')] });
    renderApp(PATH);
    const coupon = await card('₦1,000 off the interest');
    expect(within(coupon).getByText('₦1,000.00 off the interest')).toBeVisible();
    expect(within(coupon).getByText('For loans of ₦10,000.00 or more')).toBeVisible();
  });
});

describe('the Me tab', () => {
  it('shows how many coupons can be used beside Coupons', async () => {
    signInAs('MX');
    const { api } = fakeRewards('MX', {
      coupons: [heldCoupon('mx-bank-account-100'), heldCoupon('mx-draw-50', { validUntil: '2026-01-01' })],
    });
    renderApp('/me');
    expect(await screen.findByRole('link', { name: 'Coupons 1 usable' })).toBeVisible();
    expect(lastCall(api, '/lottery-draw/coupon/quantity')?.headers.authorization).toBeTruthy();
  });

  it('says it in Spanish, and asks nothing for a visitor', async () => {
    signInAs('MX', 'es');
    const { api } = fakeRewards('MX', {
      coupons: [heldCoupon('mx-bank-account-100'), heldCoupon('mx-draw-50')],
    });
    renderApp('/me');
    expect(await screen.findByRole('link', { name: 'Cupones 2 disponibles' })).toBeVisible();
    cleanup();

    api.seen.length = 0;
    localStorage.clear();
    renderApp('/me');
    expect(await screen.findByRole('link', { name: 'Coupons' })).toBeVisible();
    expect(lastCall(api, '/lottery-draw/coupon/quantity')).toBeUndefined();
  });
});
