import { ERRORS, HOME_STATUS_TEXT } from '@puente/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-api.ts';
import { orderView } from '../../../testing/fake-loans.ts';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { fakeRewards } from '../../../testing/fake-rewards.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { slicesOf } from '../lib/wheel.ts';

const PATH = '/user_center/prize_draw';

/** Whether the person asks for less motion; the wheel then lands at once. */
const lessMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  }));

beforeEach(() => {
  localStorage.clear();
  lessMotion(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A borrower whose loan's money was sent, with its draw waiting; the "server" draws `prizeId`. */
function repaying(prizeId = 'mx-3-days') {
  const order = orderView('MX', 2);
  const fake = fakeRewards('MX', { draw: { orderNo: order.orderNo, prizeId, drawn: false } }, { order });
  return { order, ...fake };
}

const wheel = () => document.querySelector('.rw-wheel') as HTMLElement;
const turned = () => Number(/rotate\(([\d.]+)deg\)/.exec(wheel().style.transform)?.[1]);

describe('the way to the prize draw', () => {
  it('waits under a repaying loan on home while a draw waits', async () => {
    signInAs('MX');
    const { rewards } = repaying();
    const { router } = renderApp('/');
    await screen.findByText(HOME_STATUS_TEXT.repaying.banner.en);
    const entry = (await screen.findByRole('heading', { name: 'A prize for your loan' })).closest(
      'section',
    ) as HTMLElement;
    expect(
      within(entry).getByText('Your money was sent. Spin the wheel once to win a coupon for your next loan.'),
    ).toBeVisible();
    await userEvent.setup().click(within(entry).getByRole('link', { name: 'Spin the prize wheel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    cleanup();

    rewards.draw.drawn = true;
    renderApp('/');
    await screen.findByText(HOME_STATUS_TEXT.repaying.banner.en);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Spin the prize wheel' })).toBeNull());
  });

  it('says it in Spanish', async () => {
    signInAs('MX', 'es');
    repaying();
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Girar la ruleta de premios' })).toBeVisible();
  });
});

describe('the prize draw', () => {
  it('shows every prize with its chance, and lands on the prize the service drew', async () => {
    signInAs('MX');
    const { api, order, rewards } = repaying('mx-3-days');
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    const prizes = await screen.findByRole('list');
    // Each prize after its number on the wheel.
    expect(
      within(prizes)
        .getAllByRole('listitem')
        .map((item) => item.lastElementChild?.textContent),
    ).toEqual([
      '$50 off the interest · 60% chance',
      '3 days without interest · 30% chance',
      '$200 off the processing fee · 10% chance',
    ]);
    expect(screen.getByText(new RegExp(`Your loan ${order.orderNo} was sent`))).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('You won: 3 days without interest')).toBeVisible();
    expect(lastCall(api, '/lottery-draw/create')?.payload).toMatchObject({ orderNo: order.orderNo });
    const slice = slicesOf([
      { prizeId: 'mx-50', name: '', chancePercent: 60 },
      { prizeId: 'mx-3-days', name: '', chancePercent: 30 },
      { prizeId: 'mx-fee-200', name: '', chancePercent: 10 },
    ])[1];
    expect((turned() + (slice?.mid ?? 0)) % 360).toBeCloseTo(0);
    expect(screen.queryByRole('button', { name: 'Spin' })).toBeNull();
    expect(rewards.coupons).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'See my coupons' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user_center/coupon'));
    expect(await screen.findByRole('heading', { level: 2, name: '3 days without interest' })).toBeVisible();
  });

  it('names every prize amount with its currency (issue 16, finding 10), in naira too', async () => {
    signInAs('NG');
    const order = orderView('NG', 2);
    fakeRewards('NG', { draw: { orderNo: order.orderNo, prizeId: 'ng-500', drawn: false } }, { order });
    renderApp(PATH);
    const prizes = await screen.findByRole('list');
    expect(within(prizes).getByText(/^₦500 off the interest ·/)).toBeVisible();
    expect(within(prizes).getByText(/^₦2,000 off the processing fee ·/)).toBeVisible();
  });

  it('turns the wheel first when motion is welcome, then says the prize', async () => {
    lessMotion(false);
    signInAs('MX');
    repaying('mx-fee-200');
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(turned()).toBeGreaterThan(5 * 360));
    expect(screen.queryByText(/^You won/)).toBeNull();

    fireEvent.transitionEnd(wheel());
    expect(await screen.findByText('You won: $200 off the processing fee')).toBeVisible();
  });

  it('refuses a second spin with the service’s message, in Spanish', async () => {
    signInAs('MX', 'es');
    const { api } = repaying('mx-50');
    // An answer from before the first spin, as a second tab would still show it.
    const stale = api.routes['/api/lottery-draw/is-show'];
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Girar' }));
    expect(await screen.findByText('Ganaste: $50 de descuento en intereses')).toBeVisible();
    expect(screen.getByText(/Ya está en tus cupones, válido hasta el/)).toBeVisible();
    cleanup();

    api.routes['/api/lottery-draw/is-show'] = (request) => {
      const answer = stale?.(request) as ReturnType<typeof ok>;
      return ok({ ...(answer.body.data as object), show: true, orderNo: 'PUMX20001' });
    };
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Girar' }));
    expect(await screen.findByText(ERRORS.drawAlreadyDone.es)).toBeVisible();
    expect(screen.queryByText(/^Ganaste/)).toBeNull();
  });

  it('says when no draw waits', async () => {
    signInAs('MX');
    fakeRewards('MX', {}, { order: orderView('MX', 2) });
    renderApp(PATH);
    expect(
      await screen.findByText(
        'You have no prize draw waiting. You get one spin each time the money of a loan is sent.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See my coupons' }).getAttribute('href')).toBe(
      '/user_center/coupon',
    );
  });

  it('sends a visitor to log in first, and back to the draw after', async () => {
    const { router } = renderApp(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(PATH);
  });
});
