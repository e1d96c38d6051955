import { ERRORS } from '@puente/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../testing/fake-api.ts';
import { fakeLoans, orderView } from '../testing/fake-loans.ts';
import { signInAs } from '../testing/fake-onboarding.ts';
import { fakeRepay, REPAY_ORDER_NO } from '../testing/fake-repay.ts';
import { renderApp } from '../testing/render-app.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A call the server has not answered yet (and will not, in this test). */
const unanswered = () => new Promise<never>(() => {});

const AGREEMENT = {
  orderNo: 'PUMX20001',
  title: 'Loan agreement',
  version: '2026-1',
  language: 'en' as const,
  signedAt: '2026-03-02T15:00:00.000Z',
  sha256: 'b'.repeat(64),
};

const listCalls = (api: { seen: { path: string }[] }, path: string) =>
  api.seen.filter((request) => request.path === `/api${path}`).length;

describe('every list', () => {
  it('shows a busy skeleton while the records load', async () => {
    signInAs('MX');
    const { api } = fakeLoans('MX');
    api.routes['/api/loan/loan-order/list'] = unanswered;
    renderApp('/records');
    const label = await screen.findByText('Loading the list…');
    expect(label.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('No data')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('says it is loading in Spanish too', async () => {
    signInAs('MX', 'es');
    const { api } = fakeLoans('MX');
    api.routes['/api/loan/agreement/list'] = unanswered;
    renderApp('/user_center/agreement_list');
    const label = await screen.findByText('Cargando la lista…');
    expect(label.closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('says Sin datos for an empty list in Spanish, on records and agreements', async () => {
    signInAs('NG', 'es');
    fakeLoans('NG');
    renderApp('/records?tab=finished');
    expect(await screen.findByText('Sin datos')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeVisible();
    expect(screen.getByText('Desliza hacia abajo para actualizar')).toBeVisible();
    cleanup();

    renderApp('/user_center/agreement_list');
    expect(await screen.findByText('Sin datos')).toBeVisible();
  });

  it('says No data for an empty list of proofs, and refreshes it with the Refresh button', async () => {
    signInAs('MX');
    const { api, state } = fakeRepay();
    renderApp(`/repay/manual_repayment?orderNo=${REPAY_ORDER_NO}`);
    const list = await screen.findByRole('region', { name: 'Proofs sent' });
    expect(await within(list).findByText('No data')).toBeVisible();
    const before = listCalls(api, '/repay/get/voucher/list');

    // An operator's answer or another device's proof arrives while the screen is open.
    state.vouchers.unshift({
      voucherId: 'V-9',
      orderNo: REPAY_ORDER_NO,
      reference: 'SPEI-1234',
      amount: 500,
      currency: 'MXN',
      status: 'approved',
      submittedAt: '2026-04-05T15:00:00.000Z',
      feedbackDueAt: '2026-04-07T15:00:00.000Z',
      decidedAt: '2026-04-06T15:00:00.000Z',
    });
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Refresh' }));
    expect(await within(list).findByText('Reference SPEI-1234')).toBeVisible();
    expect(within(list).getByText('Approved')).toBeVisible();
    expect(within(list).queryByText('No data')).toBeNull();
    expect(listCalls(api, '/repay/get/voucher/list')).toBe(before + 1);
  });

  it('refreshes the records of the open tab with the Refresh button', async () => {
    signInAs('MX');
    const { api, state } = fakeLoans('MX');
    renderApp('/records?tab=finished');
    expect(await screen.findByText('No data')).toBeVisible();
    const before = listCalls(api, '/loan/loan-order/list');

    state.history.push(orderView('MX', 4, { amount: 2000, orderNo: 'PUMX-DONE' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Puente 91 days · $2,000.00' })).toBeVisible();
    expect(screen.queryByText('No data')).toBeNull();
    expect(listCalls(api, '/loan/loan-order/list')).toBe(before + 1);
  });

  it('refetches the agreements when the list is pulled down', async () => {
    signInAs('MX');
    const { api, state } = fakeLoans('MX', { order: orderView('MX', 2) });
    renderApp('/user_center/agreement_list');
    const empty = await screen.findByText('No data');
    const before = listCalls(api, '/loan/agreement/list');

    state.agreements.push(AGREEMENT);
    windowIsAWindow();
    pullDown(empty, 200);
    expect(await screen.findByText('Order PUMX20001')).toBeVisible();
    expect(listCalls(api, '/loan/agreement/list')).toBe(before + 1);
  });

  it('shows what went wrong and tries again', async () => {
    signInAs('MX');
    const { api } = fakeLoans('MX', { order: orderView('MX', 2), agreements: [AGREEMENT] });
    const answer = api.routes['/api/loan/agreement/list'];
    api.routes['/api/loan/agreement/list'] = () =>
      fail(ERRORS.unavailable.code, 'The service is resting.', 503);
    renderApp('/user_center/agreement_list');
    expect(within(await screen.findByRole('alert')).getByText('The service is resting.')).toBeVisible();

    if (answer) api.routes['/api/loan/agreement/list'] = answer;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Order PUMX20001')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

/**
 * happy-dom's global window is not `instanceof Window`, and PullToRefresh climbs scroll parents until
 * it meets one that is (it never would, and the test would hang). A browser's window always is.
 */
function windowIsAWindow() {
  const Original = Window;
  vi.stubGlobal(
    'Window',
    class extends Original {
      static override [Symbol.hasInstance](value: unknown) {
        return value === window || value instanceof Original;
      }
    },
  );
}

/**
 * A finger on `target` drawing `distance` pixels down, then lifting. Without touch events (as here,
 * or a desktop browser) antd-mobile's gesture library follows pointer events.
 */
function pullDown(target: Element, distance: number) {
  const at = (clientY: number) => ({ pointerId: 1, pointerType: 'touch', buttons: 1, clientX: 100, clientY });
  fireEvent.pointerDown(target, at(100));
  for (let y = 110; y <= 100 + distance; y += 10) fireEvent.pointerMove(target, at(y));
  fireEvent.pointerUp(target, { ...at(100 + distance), buttons: 0 });
}
