import { ERRORS, errorMessage } from '@puente/domain';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../testing/fake-api.ts';
import { EXTENSION_ORDER_NO, fakeExtension } from '../../../testing/fake-extension.ts';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const MX_ORDER = EXTENSION_ORDER_NO.MX;
const PATH = `/repay/exhibition_period_detail?orderNo=${MX_ORDER}`;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const offer = async (lead: string) =>
  (await screen.findByRole('heading', { name: lead })).closest('section') as HTMLElement;
const facts = (within_: HTMLElement) =>
  [...within_.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('extension details', () => {
  it('says what the extension does and costs in pesos, and leads to the agreement and on', async () => {
    signInAs('MX');
    const { api } = fakeExtension();
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    const card = await offer('Move your payment 7 days later for a fee.');
    expect(lastCall(api, '/repay/getExtensionData')).toMatchObject({
      method: 'GET',
      payload: { orderNo: MX_ORDER },
    });
    expect(within(card).getByText(`Order ${MX_ORDER}`)).toBeVisible();
    expect(facts(card)).toEqual([
      ['Current due date', 'Apr 1, 2026'],
      ['New due date', 'Apr 12, 2026'],
      ['Payment moved', '$1,081.00'],
      ['Extension fee', '$10.81'],
      ['IVA on the fee', '$1.73'],
      ['Total to pay now', '$12.54'],
    ]);
    expect(within(card).getByText('You can extend this loan 1 more time.')).toBeVisible();
    expect(
      within(card).getByText(
        'Late penalties stop once the fee is credited. Penalties already charged are still owed.',
      ),
    ).toBeVisible();
    expect(
      within(card).getByText(
        'The fee pays for the extra days only: it does not reduce what you owe on the loan.',
      ),
    ).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Read the renewal agreement' }).getAttribute('href')).toBe(
      `/convenios?orderNo=${MX_ORDER}`,
    );

    await user.click(screen.getByRole('link', { name: 'Continue' }));
    expect(await screen.findByRole('checkbox', { name: 'I accept the renewal agreement' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/repay/confirm_exhibition');
    expect(router.state.location.search).toBe(`?orderNo=${MX_ORDER}`);
  });

  it('names the tax VAT and counts in naira in Nigeria, for the latest loan when no order is named', async () => {
    signInAs('NG');
    const { api } = fakeExtension({ market: 'NG' });
    renderApp('/repay/exhibition_period_detail');

    const card = await offer('Move your payment 7 days later for a fee.');
    expect(facts(card)).toEqual([
      ['Current due date', '1 Apr 2026'],
      ['New due date', '12 Apr 2026'],
      ['Payment moved', '₦10,810.00'],
      ['Extension fee', '₦108.10'],
      ['VAT on the fee', '₦8.11'],
      ['Total to pay now', '₦116.21'],
    ]);
    expect(lastCall(api, '/repay/getExtensionData')?.payload).toMatchObject({
      orderNo: EXTENSION_ORDER_NO.NG,
    });
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      `/repay/confirm_exhibition?orderNo=${EXTENSION_ORDER_NO.NG}`,
    );
  });

  it('speaks Spanish: the offer, its figures and the tax', async () => {
    signInAs('MX', 'es');
    fakeExtension();
    renderApp(PATH);

    const card = await offer('Mueve tu pago 7 días después a cambio de una comisión.');
    expect(facts(card)).toEqual([
      ['Fecha límite actual', '1 abr 2026'],
      ['Nueva fecha límite', '12 abr 2026'],
      ['Pago que se mueve', '$1,081.00'],
      ['Comisión por prórroga', '$10.81'],
      ['IVA de la comisión', '$1.73'],
      ['Total a pagar ahora', '$12.54'],
    ]);
    expect(within(card).getByText('Puedes prorrogar este préstamo 1 vez más.')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Leer el convenio de renovación' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continuar' })).toBeVisible();
  });

  it('shows the refusal and no way on when no extension is left, in each language', async () => {
    signInAs('MX');
    fakeExtension({ refusal: 'noneLeft' });
    renderApp(PATH);

    const card = (await screen.findByRole('heading', { name: 'No extension for this loan' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(card).getByText(errorMessage('extensionNoneLeft', 'en'))).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'See what you owe' }).getAttribute('href')).toBe(
      `/repay/repay_detail?orderNo=${MX_ORDER}`,
    );
    cleanup();

    signInAs('MX', 'es');
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Sin prórroga para este préstamo' })).toBeVisible();
    expect(screen.getByText(errorMessage('extensionNoneLeft', 'es'))).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Continuar' })).toBeNull();
  });

  it('after an extension was paid, says it was used and the new due date, never a red refusal (issue 16, finding 10)', async () => {
    signInAs('MX', 'es');
    fakeExtension({
      refusal: 'noneLeft',
      extension: {
        extensionId: 'EXT-0001',
        orderNo: MX_ORDER,
        status: 'applied',
        total: 12.54,
        currency: 'MXN',
        newDueDate: '2026-04-12',
        expiresAt: '2026-04-07T05:59:00.000Z',
      },
    });
    renderApp(PATH);

    const card = (await screen.findByRole('heading', { name: 'Prórroga usada' })).closest(
      'section',
    ) as HTMLElement;
    expect(
      within(card).getByText('Ya aplazaste este préstamo: tu pago vence ahora el 12 abr 2026.'),
    ).toBeVisible();
    expect(within(card).getByText('Este préstamo no admite más prórrogas.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Sin prórroga para este préstamo' })).toBeNull();
    expect(screen.queryByText(errorMessage('extensionNoneLeft', 'es'))).toBeNull();
    expect(
      within(card).getByRole('link', { name: 'Leer tu convenio de renovación' }).getAttribute('href'),
    ).toBe(`/convenios?orderNo=${MX_ORDER}`);
  });

  it('goes straight to the fee of an extension already asked for', async () => {
    signInAs('MX');
    const { state } = fakeExtension();
    state.extension = {
      extensionId: 'EXT-0009',
      orderNo: MX_ORDER,
      status: 'awaitingFee',
      total: 12.54,
      currency: 'MXN',
      newDueDate: '2026-04-12',
      expiresAt: '2026-04-07T05:59:00.000Z',
    };
    const { router } = renderApp(PATH);

    expect(await screen.findByRole('heading', { name: 'Pay the fee' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/repay/confirm_exhibition');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect((await screen.findByRole('link', { name: /Cash at OXXO/ })).getAttribute('href')).toBe(
      `/repay/repay_oxxo?orderNo=${MX_ORDER}&extensionId=EXT-0009`,
    );
  });

  it('offers the fee no channel the service does not (no OXXO acquirer configured)', async () => {
    signInAs('MX');
    const { state } = fakeExtension({ channels: ['stp', 'voucher'] });
    state.extension = {
      extensionId: 'EXT-0010',
      orderNo: MX_ORDER,
      status: 'awaitingFee',
      total: 12.54,
      currency: 'MXN',
      newDueDate: '2026-04-12',
      expiresAt: '2026-04-07T05:59:00.000Z',
    };
    renderApp(PATH);

    expect(await screen.findByRole('heading', { name: 'Pay the fee' })).toBeVisible();
    // The SPEI note shows once the channels are known; OXXO never does.
    expect(await screen.findByText(/transfer of at least/i)).toBeVisible();
    expect(screen.queryByRole('link', { name: /Cash at OXXO/ })).toBeNull();
  });

  it('with no loan being repaid, says so', async () => {
    signInAs('MX');
    const { api } = fakeExtension();
    api.routes['/api/loan/loan-order/latest'] = () => ({ body: { code: 0, msg: '', data: { order: null } } });
    renderApp('/repay/exhibition_period_detail');
    expect(await screen.findByText('You have no loan to extend right now.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(lastCall(api, '/repay/getExtensionData')).toBeUndefined();
  });

  it('says when the details could not be loaded, and tries again', async () => {
    signInAs('MX');
    const { api } = fakeExtension();
    const answer = api.routes['/api/repay/getExtensionData'];
    api.routes['/api/repay/getExtensionData'] = () =>
      fail(ERRORS.internal.code, 'The request failed Please try again', 500);
    const user = userEvent.setup();
    renderApp(PATH);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The request failed Please try again');
    if (answer) api.routes['/api/repay/getExtensionData'] = answer;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Move your payment 7 days later for a fee.' }),
    ).toBeVisible();
  });
});
