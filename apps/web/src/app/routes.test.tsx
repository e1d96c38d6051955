import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { fakeApi, ok } from '../testing/fake-api.ts';
import { renderApp } from '../testing/render-app.tsx';

/** Spec §2, written out independently of routes.tsx: path → English and Spanish titles. */
const SCREENS: [path: string, en: string, es: string, guarded: boolean][] = [
  ['/', 'Home', 'Inicio', false],
  ['/records', 'Records', 'Historial', false],
  ['/me', 'Me', 'Mi cuenta', false],
  ['/bank_account/add_bankcard', 'Add bank account', 'Agregar cuenta bancaria', true],
  ['/auth/id_card_authentication', 'ID verification', 'Verificación de identidad', true],
  ['/auth/personal_infomation', 'Personal information', 'Información personal', true],
  ['/auth/additionalInfomation', 'Work and contacts', 'Empleo y contactos', true],
  ['/auth/review_tips', 'Application review', 'Revisión de la solicitud', true],
  ['/auth/loan_question', 'Credit history', 'Historial crediticio', true],
  ['/borrow/agreement', 'Loan agreement', 'Contrato de préstamo', false],
  ['/borrow/to_borrow', 'Apply for a loan', 'Solicitar un préstamo', true],
  ['/borrow/confirm_borrow', 'Confirm your loan', 'Confirma tu préstamo', false],
  ['/borrow/lending', 'Sending your money', 'Enviando tu dinero', false],
  ['/repay/repay_detail', 'Repayment details', 'Detalles del pago', false],
  ['/repay/repay_stp', 'Pay by bank transfer', 'Pagar por transferencia', false],
  ['/repay/repay_oxxo', 'Pay in cash at OXXO', 'Pagar en efectivo en OXXO', false],
  ['/repay/exhibition_period_detail', 'Extension details', 'Detalles de la prórroga', false],
  ['/repay/confirm_exhibition', 'Confirm extension', 'Confirmar prórroga', false],
  ['/repay/manual_repayment', 'Proof of payment', 'Comprobante de pago', false],
  ['/repay/cashier', 'Online payment', 'Pago en línea', false],
  ['/repay/reserved_account', 'Pay by bank transfer', 'Pagar por transferencia', false],
  ['/portal/repayment', 'Payment', 'Pago', false],
  ['/user_center/customer_services', 'Customer service', 'Atención al cliente', true],
  ['/user_center/settings', 'Settings', 'Configuración', true],
  ['/user_center/agreement_list', 'Agreements', 'Contratos', false],
  ['/user_center/about_us', 'About us', 'Acerca de nosotros', true],
  ['/user_center/faq', 'FAQ', 'Preguntas frecuentes', true],
  ['/user_center/language', 'Language', 'Idioma', false],
  ['/user_center/open_app', 'Open the app', 'Abrir la app', false],
  ['/user_center/coupon', 'Coupons', 'Cupones', true],
  ['/user_center/prize_draw', 'Prize draw', 'Sorteo de premios', true],
  ['/user/login', 'Log in', 'Iniciar sesión', false],
  ['/user/register', 'Register', 'Registrarse', false],
  ['/user/nation', 'Country', 'País', false],
  ['/provicy', 'Privacy policy', 'Aviso de privacidad', false],
  ['/termsCondition', 'Terms and conditions', 'Términos y condiciones', false],
  ['/convenios', 'Loan renewal agreement', 'Convenio de renovación', false],
  ['/yx1', 'Special offer', 'Oferta especial', false],
  ['/yx2', 'Special offer', 'Oferta especial', false],
  ['/yx2ConfirmBorrow', 'Confirm your offer', 'Confirma tu oferta', false],
  ['/yx3', 'Check your credit offer', 'Consulta tu oferta de crédito', false],
  ['/cancellation_form', 'Cancel a loan', 'Cancelar un préstamo', false],
  ['/finish_loading', 'Almost done', 'Casi listo', true],
];

const TAB_PATHS = ['/', '/records', '/me'];

function signIn() {
  localStorage.setItem(STORAGE_KEYS.token, 'Bearer t');
  localStorage.setItem(
    STORAGE_KEYS.userInfo,
    JSON.stringify({ userId: 'u1', mobile: '5512345678', e164: '+525512345678', market: 'MX' }),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('routes of spec §2', () => {
  it.each(SCREENS)('%s has its title in English (%s) and Spanish (%s)', async (path, en, es) => {
    signIn();
    for (const [language, title] of [
      ['en', en],
      ['es', es],
    ] as const) {
      localStorage.setItem(STORAGE_KEYS.language, language);
      renderApp(path);
      await waitFor(() => expect(document.title).toBe(`${title} · Puente`));
      if (!TAB_PATHS.includes(path) || path === '/me') {
        expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
      }
      cleanup();
    }
  });

  it.each([
    ['/bank_account', '/bank_account/add_bankcard'],
    ['/auth', '/auth/personal_infomation'],
    ['/borrow', '/'],
    ['/repay', '/'],
    ['/user', '/'],
    ['/user_center', '/user_center/settings'],
    ['/borrow/pay_ment', '/repay/repay_detail'],
  ])('%s redirects to %s', async (from, to) => {
    signIn();
    const { router } = renderApp(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it.each([
    '/repay/repay_detail',
    '/repay/repay_stp',
    '/repay/repay_oxxo',
    '/repay/cashier',
    '/repay/reserved_account',
    '/repay/manual_repayment',
  ])('%s is built: without a session it asks to log in', async (path) => {
    renderApp(path);
    expect(await screen.findByText('Log in to see what you owe and how to pay.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/user/login?redirect=${encodeURIComponent(path)}`,
    );
  });

  it.each([
    '/repay/exhibition_period_detail?orderNo=PUMX30001',
    '/repay/confirm_exhibition?orderNo=PUMX30001',
    '/convenios?orderNo=PUMX30001',
  ])('%s is built: without a session it asks to log in and comes back', async (path) => {
    renderApp(path);
    expect(await screen.findByText('Log in to see your extension.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/user/login?redirect=${encodeURIComponent(path)}`,
    );
  });

  it('shows the tabs on home, records and me, and a back button elsewhere', async () => {
    renderApp('/records');
    const tabs = await screen.findByRole('navigation', { name: 'Main sections' });
    expect(tabs.textContent).toContain('Home');
    expect(screen.getByRole('link', { name: 'Records' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    cleanup();

    renderApp('/yx1');
    expect(await screen.findByRole('button', { name: 'Back' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).toBeNull();
  });
});

describe('guard of spec §2', () => {
  it.each(SCREENS.filter(([, , , guarded]) => guarded))(
    '%s sends a visitor without a token to log in',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(path);
    },
  );

  it('asks a native host to log in instead, and shows the screen once the host hands a token', async () => {
    const toLogin = vi.fn();
    window.Android = { toLogin };
    const api = fakeApi({
      '/api/security/getUserInfo': () =>
        ok({ userId: 'u1', mobile: '5512345678', e164: '+525512345678', market: 'MX', registeredAt: 'x' }),
      '/api/lottery-draw/coupons': () => ok({ coupons: [] }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { installBridgeReceiver } = await import('../bridge/receive.ts');
    installBridgeReceiver();

    const { router } = renderApp('/user_center/coupon');
    expect(await screen.findByRole('heading', { name: 'Please log in' })).toBeVisible();
    expect(toLogin).toHaveBeenCalledWith('{"returnPath":"/user_center/coupon"}');
    expect(router.state.location.pathname).toBe('/user_center/coupon');

    await window.puenteBridge?.receive('setNewToken', '{"token":"from-host"}');
    expect(await screen.findByRole('tab', { name: 'Usable', selected: true })).toBeVisible();
    expect(await screen.findByText('No data')).toBeVisible();
    delete window.Android;
  });
});

describe('language and logout', () => {
  it('switches to Spanish and keeps the choice', async () => {
    const user = userEvent.setup();
    renderApp('/user_center/language');

    await user.click(await screen.findByRole('radio', { name: 'Español' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Idioma' })).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
    expect((screen.getByRole('radio', { name: 'Español' }) as HTMLInputElement).checked).toBe(true);
    expect(document.documentElement.lang).toBe('es');
  });

  it('logs out from settings: calls the service, clears the session, goes home', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.language, 'es');
    const api = fakeApi({ '/api/security/logout': () => ok(null, 'Sesión cerrada con éxito') });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    const { router } = renderApp('/user_center/settings');

    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByText('Sesión cerrada con éxito')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Home, reached after logout, also loads the hot loans without a token; settings asked for the
    // message preferences first.
    const authorised = api.seen.filter((r) => r.headers.authorization);
    expect(authorised.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ['GET', '/api/msg/preferences', 'Bearer t'],
      ['POST', '/api/security/logout', 'Bearer t'],
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });
});
