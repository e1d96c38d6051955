import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOnboarding, signInAs, stepsDone } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('home', () => {
  it('leads a borrower back to the next onboarding step', async () => {
    signInAs('MX');
    fakeOnboarding('MX', stepsDone('personalInfo'));
    renderApp('/');
    const link = await screen.findByRole('link', { name: 'Continue: your ID photos' });
    expect(link.getAttribute('href')).toBe('/auth/id_card_authentication');
    expect(screen.getByText('1 of 5 steps done')).toBeTruthy();
  });

  it('says it in Spanish', async () => {
    signInAs('MX', 'es');
    fakeOnboarding('MX');
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Continuar: tus datos personales' })).toBeTruthy();
  });

  it('shows no step once onboarding is complete, and nothing to a visitor', async () => {
    signInAs('MX');
    const { api } = fakeOnboarding('MX', {
      ...stepsDone('personalInfo', 'identity', 'additionalInfo', 'questionnaire'),
      bankAccounts: [
        {
          id: 'a',
          cardType: 'CLABE',
          bankCode: '012',
          bankName: 'BBVA México',
          accountMasked: '•••• 9713',
          holderName: 'Juan',
          primary: true,
        },
      ],
    });
    renderApp('/');
    await waitFor(() => expect(api.seen.some((r) => r.path === '/api/user/profile')).toBe(true));
    expect(screen.queryByRole('link', { name: /^Continue:/ })).toBeNull();
    cleanup();

    localStorage.clear();
    api.seen.length = 0;
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(api.seen).toHaveLength(0);
  });
});
