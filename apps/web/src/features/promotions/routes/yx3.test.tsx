import { ERRORS, type Language, type PromotionCampaign, promotionRate, promotionView } from '@puente/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { fail, fakeApi, type Handler, ok } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const COUNTED: PromotionCampaign = { market: 'MX', vacancies: { kind: 'daily', capacity: 200 } };
const UNCOUNTED: PromotionCampaign = { market: 'MX', vacancies: { kind: 'none' } };

/** The service as the domain builds its answer, in the language of the request. */
function serve(
  options: { campaign?: PromotionCampaign; leadsToday?: number; lead?: Handler; view?: Handler } = {},
) {
  const api = fakeApi({
    '/api/promotion/yx3':
      options.view ??
      ((request) =>
        ok(
          promotionView(
            'MX',
            (request.headers.lang ?? 'en') as Language,
            options.leadsToday ?? 12,
            options.campaign ?? COUNTED,
          ),
        )),
    '/api/promotion/lead': options.lead ?? (() => ok({ registered: false })),
    '/api/security/existsByMobile': () => ok(false),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** Intl writes a no-break space in some figures; Testing Library reads the page with plain spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mobileBox = () => screen.getByRole('textbox', { name: 'Mobile number' });

describe('/yx3 promotion', () => {
  it('shows the rate, the places counted today and the four steps beside a labelled number field', async () => {
    serve({ leadsToday: 12 });
    renderApp('/yx3');

    expect(await screen.findByText(plain(promotionRate('MX', 'en').text))).toBeVisible();
    expect(screen.getByText('Places left today: 188 of 200')).toBeVisible();
    const steps = screen
      .getByRole('heading', { name: 'What happens next' })
      .closest('section') as HTMLElement;
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Check personal info', 'Confirm credit score', 'Intelligent decision', 'Review completed']);
    expect(mobileBox().getAttribute('type')).toBe('tel');
    expect(screen.getByText('+52')).toBeVisible();
    expect(screen.getByText('Country code +52')).toBeVisible();
  });

  it('keeps the number and goes on to register with it already filled in', async () => {
    const api = serve();
    const user = userEvent.setup();
    const { router } = renderApp('/yx3');

    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '5512345678');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/register'));
    expect(router.state.location.search).toBe('');
    expect(api.seen.find((r) => r.path === '/api/promotion/lead')).toMatchObject({
      method: 'POST',
      payload: { mobile: '5512345678' },
    });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect((mobileBox() as HTMLInputElement).value).toBe('5512345678');
  });

  it('tells a registered number to log in, with a link to the login screen', async () => {
    serve({ lead: () => ok({ registered: true }) });
    const user = userEvent.setup();
    const { router } = renderApp('/yx3');

    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '5512345678');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(ERRORS.mobileRegistered.en)).toBeVisible();
    expect(router.state.location.pathname).toBe('/yx3');
    await user.click(within(notice).getByRole('link', { name: 'Log in with this number' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(((await screen.findByRole('textbox', { name: 'Mobile number' })) as HTMLInputElement).value).toBe(
      '5512345678',
    );
  });

  it("shows the service's refusal of a bad number beside the field and stays", async () => {
    serve({ lead: () => fail(ERRORS.mobileFormat.code, ERRORS.mobileFormat.en) });
    const user = userEvent.setup();
    const { router } = renderApp('/yx3');

    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Wrong phone number format');
    expect(mobileBox().getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/yx3');
  });

  it('shows no counter when the campaign does not count places, and says so when none are left', async () => {
    serve({ campaign: UNCOUNTED });
    renderApp('/yx3');
    expect(await screen.findByText(plain(promotionRate('MX', 'en').text))).toBeVisible();
    expect(screen.queryByText(/Places left/)).toBeNull();
    cleanup();

    serve({ leadsToday: 250 });
    renderApp('/yx3');
    expect(
      await screen.findByText(
        "Today's places are taken. You can still register: every application is reviewed the same way.",
      ),
    ).toBeVisible();
  });

  it('speaks Spanish, steps and counter included', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'es');
    serve({ leadsToday: 1 });
    renderApp('/yx3');

    expect(await screen.findByText(plain(promotionRate('MX', 'es').text))).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Empieza con tu número de celular', level: 1 })).toBeVisible();
    expect(screen.getByText('Lugares disponibles hoy: 199 de 200')).toBeVisible();
    expect(screen.getByText('Verificar datos personales')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Número de celular' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeVisible();
  });

  it('offers to try again when the offer cannot be loaded', async () => {
    let failing = true;
    serve({
      view: () =>
        failing
          ? fail(ERRORS.unavailable.code, 'The service is not available', 503)
          : ok(promotionView('MX', 'en', 0)),
    });
    const user = userEvent.setup();
    renderApp('/yx3');

    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5_000 });
    failing = false;
    await user.click(retry);
    expect(await screen.findByText(plain(promotionRate('MX', 'en').text))).toBeVisible();
  });
});
