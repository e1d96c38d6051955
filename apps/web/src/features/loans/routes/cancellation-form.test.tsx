import { CANCEL_REASONS, ERRORS, SUCCESS_MESSAGES } from '@puente/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../testing/fake-api.ts';
import { fakeLoans, orderView } from '../../../testing/fake-loans.ts';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PATH = '/cancellation_form';
const [first, second] = CANCEL_REASONS;
if (!first || !second) throw new Error('the domain lists fewer than two cancel reasons');

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('cancellation form', () => {
  it('needs exactly one reason, then cancels and goes home', async () => {
    signInAs('MX');
    const { api, state } = fakeLoans('MX', { order: orderView('MX', 14) });
    const user = userEvent.setup();
    const { router } = renderApp(`${PATH}?orderNo=PUMX140001`);
    const submit = async () => user.click(await screen.findByRole('button', { name: 'Cancel my loan' }));

    expect(await screen.findAllByRole('checkbox')).toHaveLength(CANCEL_REASONS.length);
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.cancelReasonMissing.en);

    await user.click(screen.getByRole('checkbox', { name: first.label.en }));
    expect(screen.queryByText(ERRORS.cancelReasonMissing.en)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: second.label.en }));
    await submit();
    expect(screen.getByText(ERRORS.cancelReasonTooMany.en)).toBeVisible();
    expect(lastCall(api, '/loan/cancel-loan')).toBeUndefined();

    await user.click(screen.getByRole('checkbox', { name: second.label.en }));
    await submit();
    expect(await screen.findByText(SUCCESS_MESSAGES.cancelled.en)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(lastCall(api, '/loan/cancel-loan')?.payload).toMatchObject({
      orderNo: 'PUMX140001',
      reasons: [first.value],
    });
    expect(state.order?.status).toBe(8);
  });

  it('says Cancellation fail when the service refuses, in Spanish', async () => {
    signInAs('MX', 'es');
    const { api } = fakeLoans('MX', { order: orderView('MX', 18) });
    api.routes['/api/loan/cancel-loan'] = () =>
      fail(ERRORS.orderNotReady.code, ERRORS.orderNotReady.es, ERRORS.orderNotReady.http);
    const user = userEvent.setup();
    const { router } = renderApp(PATH);
    await user.click(await screen.findByRole('checkbox', { name: first.label.es }));
    await user.click(screen.getByRole('button', { name: 'Cancelar mi préstamo' }));
    expect(await screen.findByText(ERRORS.cancelRefused.es)).toBeVisible();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('offers nothing to cancel once the money was sent', async () => {
    signInAs('MX');
    fakeLoans('MX', { order: orderView('MX', 2) });
    renderApp(PATH);
    expect(await screen.findByText('You have no loan that can be cancelled now.')).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
