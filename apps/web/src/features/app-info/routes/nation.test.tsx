import { diallingCodes } from '@puente/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { fakeApi, ok, type SeenRequest } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

/** The two country calls under /cou, answered as the service would (the domain builds the list). */
function fakeCountries(source: 'edge' | 'acceptLanguage' | 'app' = 'acceptLanguage') {
  const lang = (request: SeenRequest) => (request.headers.lang === 'es' ? 'es' : 'en');
  const api = fakeApi({
    '/cou/country/meta/code': (request) => ok({ countries: diallingCodes(lang(request), ['MX', 'NG']) }),
    '/cou/country/meta/ip': (request) => ok({ ...diallingCodes(lang(request), ['MX', 'NG'])[1], source }),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const group = (name: string) => screen.getByRole('region', { name });

describe('the country list', () => {
  it('lists the countries we lend in first, each with its dialling code, from /cou', async () => {
    const api = fakeCountries();
    renderApp('/user/nation');

    const served = await screen.findByRole('region', { name: 'Where we lend' });
    const rows = within(served).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual(['Mexico+52Current', 'Nigeria+234']);
    expect(within(group('Other countries')).getByRole('button', { name: /Germany \+49/ })).toBeVisible();
    expect(await screen.findByText("You seem to be in Nigeria (from your phone's language).")).toBeVisible();
    expect(api.seen.map((r) => [r.method, r.path]).sort()).toEqual([
      ['POST', '/cou/country/meta/code'],
      ['POST', '/cou/country/meta/ip'],
    ]);
  });

  it('switches to the Nigerian app when Nigeria is chosen, and goes to log in there', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'Bearer t');
    fakeCountries();
    const user = userEvent.setup();
    const { router } = renderApp('/user/nation');

    await user.click(await screen.findByRole('button', { name: /Nigeria \+234/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(localStorage.getItem(STORAGE_KEYS.packageName)).toBe('com.puente.naija');
    expect(localStorage.getItem(STORAGE_KEYS.appName)).toBe('Puente Naija');
    // The Mexican session does not follow into another app.
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('keeps the app and the session when the current country is chosen', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'Bearer t');
    fakeCountries();
    const user = userEvent.setup();
    const { router } = renderApp('/user/nation');

    await user.click(await screen.findByRole('button', { name: /Mexico \+52/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(localStorage.getItem(STORAGE_KEYS.packageName)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('Bearer t');
  });

  it('says we do not lend in a country that is not served, storing nothing, in Spanish', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'es');
    fakeCountries('app');
    const user = userEvent.setup();
    const { router } = renderApp('/user/nation');

    expect(await screen.findByText('Parece que estás en Nigeria (según el país de esta app).')).toBeVisible();
    await user.type(screen.getByLabelText('Buscar un país'), 'alem');
    expect(
      within(group('Otros países'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Alemania+49']);
    expect(screen.queryByRole('region', { name: 'Donde prestamos' })).toBeNull();
    const before = { ...localStorage };

    await user.click(screen.getByRole('button', { name: /Alemania/ }));

    expect(await screen.findByText('Alemania: aún no prestamos ahí.')).toBeVisible();
    expect({ ...localStorage }).toEqual(before);
    expect(router.state.location.pathname).toBe('/user/nation');
  });

  it('finds a country by its dialling code, and says when nothing matches', async () => {
    fakeCountries();
    const user = userEvent.setup();
    renderApp('/user/nation');

    await user.type(await screen.findByLabelText('Search a country'), '+234');
    expect(
      within(group('Where we lend'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Nigeria+234']);
    await user.clear(screen.getByLabelText('Search a country'));
    await user.type(screen.getByLabelText('Search a country'), 'zzz');
    expect(screen.getByText('No country matches.')).toBeVisible();
  });
});
