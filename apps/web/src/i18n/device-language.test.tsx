import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootBeforeRender } from '../app/boot.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { fakeLoans } from '../testing/fake-loans.ts';
import { renderApp } from '../testing/render-app.tsx';

/** The phone's languages, most preferred first, as navigator.languages gives them. */
function phoneSetTo(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

/** Opens the app at home, as a visitor, the way main.tsx does (boot, then the first screen). */
function openApp() {
  const { api } = fakeLoans('MX');
  bootBeforeRender();
  renderApp('/');
  return api;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Finding 7 of issue 16: a Mexican borrower's phone in es-MX opened the app in English. */
describe("the phone's language", () => {
  it('opens in Spanish on a phone in es-MX, and asks the service in Spanish', async () => {
    phoneSetTo('es-MX', 'en-US');
    const api = openApp();
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Préstamos destacados' })).toBeVisible();
    expect(document.documentElement.lang).toBe('es');
    expect(api.seen.map((r) => r.headers.lang)).toEqual(['es']);
    // Nothing is stored: the phone's language is not a choice the person made.
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
  });

  it('opens in English on a phone in fr-FR, a language the app does not speak', async () => {
    phoneSetTo('fr-FR');
    const api = openApp();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Hot loans' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    expect(api.seen.map((r) => r.headers.lang)).toEqual(['en']);
  });

  it('takes the first language of the phone the app speaks', async () => {
    phoneSetTo('fr-FR', 'es-ES', 'en-GB');
    openApp();
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });

  it('keeps a language the person chose over the phone’s', async () => {
    phoneSetTo('es-MX');
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    openApp();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
    cleanup();

    // And the language screen shows the phone's language until another is chosen.
    localStorage.clear();
    const user = userEvent.setup();
    fakeLoans('MX');
    renderApp('/user_center/language');
    expect((await screen.findByRole('radio', { name: 'Español' })) as HTMLInputElement).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });
});
