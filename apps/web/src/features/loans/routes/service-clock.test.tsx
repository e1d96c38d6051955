import {
  dateIn,
  findProduct,
  formatDay,
  formatInstant,
  MARKET_LENDING,
  MARKETS,
  priceLoan,
} from '@puente/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServiceClock } from '../../../testing/fake-api.ts';
import { fakeLoans, orderView } from '../../../testing/fake-loans.ts';
import { signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const DAY = 86_400_000;
const OFF = 37 * DAY;

/** The phone's clock `offMs` away from the true time (which the fake service keeps), still ticking. */
function phoneClockOff(offMs: number) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: Date.now() + offMs });
  // The fake service keeps the true time: the phone's, put back.
  fakeServiceClock(() => Date.now() - offMs);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * Finding 9 of issue 16: the review countdown showed "53440:58" and due dates moved between screens
 * because the app read the phone's clock. It reads the service's, from its answers.
 */
describe("the service's clock", () => {
  it('counts down to the decision right on a phone 37 days behind', async () => {
    phoneClockOff(-OFF);
    signInAs('MX');
    const now = new Date(Date.now() + OFF);
    const order = orderView('MX', 1, { now });
    fakeLoans('MX', { order });
    renderApp('/auth/review_tips?pageName=confirmBorrow');
    const timer = await screen.findByRole('timer', { name: 'Time until the decision' });
    expect(timer.textContent).toMatch(/^(10:00|09:5\d)$/);
    expect(
      screen.getByText(`Decision expected by ${formatInstant(order.decideAt as string, 'MXN', 'en')}.`),
    ).toBeVisible();
  });

  it('counts down right when a tester moved the sandbox clock 37 days on', async () => {
    signInAs('MX', 'es');
    // The phone and the service's wall clock agree; the service's business clock is ahead.
    fakeServiceClock(
      () => Date.now() + OFF,
      () => Date.now(),
    );
    fakeLoans('MX', { order: orderView('MX', 1, { now: new Date(Date.now() + OFF) }) });
    renderApp('/auth/review_tips?pageName=confirmBorrow');
    const timer = await screen.findByRole('timer', { name: 'Tiempo hasta la decisión' });
    expect(timer.textContent).toMatch(/^(10:00|09:5\d)$/);
  });

  it('dates the preview of a loan by the service, on a phone 37 days behind', async () => {
    phoneClockOff(-OFF);
    signInAs('MX');
    fakeLoans('MX', { quota: 5000 });
    renderApp('/borrow/to_borrow');
    const facts = (await screen.findByRole('heading', { name: 'What this loan costs' })).closest(
      'section',
    ) as HTMLElement;
    const product = findProduct('mx-91');
    if (!product) throw new Error('mx-91 is gone');
    const quote = priceLoan(product, MARKET_LENDING.MX, {
      amountMinor: 500_000,
      startDate: dateIn(new Date(Date.now() + OFF), MARKETS.MX.timeZone),
      repeat: false,
    });
    await waitFor(() =>
      expect(
        within(facts).getByText('Last payment due').closest('div')?.querySelector('dd')?.textContent,
      ).toBe(formatDay(quote.dueDate, 'MXN', 'en')),
    );
  });

  it('keeps an offer open on a phone 37 days ahead, whose requests the service first refuses', async () => {
    phoneClockOff(OFF);
    signInAs('MX');
    const order = orderView('MX', 14, { now: new Date(Date.now() - OFF) });
    const { api } = fakeLoans('MX', { order });
    renderApp('/borrow/confirm_borrow');
    expect(
      await screen.findByText(
        `This offer is valid until ${formatInstant(order.offerExpiresAt as string, 'MXN', 'en')}.`,
      ),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Sign the agreement' })).toBeVisible();
    // Dated by the phone, the first request was refused and sent again, dated by the service.
    const [first] = api.seen;
    const serviceSeconds = (Date.now() - OFF) / 1000;
    expect(Math.abs(Number(first?.payload.t) - serviceSeconds)).toBeGreaterThan(OFF / 2000);
    const again = api.seen.slice(1).find((r) => r.path === first?.path);
    expect(Math.abs(Number(again?.payload.t) - serviceSeconds)).toBeLessThan(5);
    expect(Math.abs(Number(api.seen.at(-1)?.payload.t) - serviceSeconds)).toBeLessThan(5);
  });
});
