import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOnboarding, signInAs, stepsDone } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('records', () => {
  it('offers the next missing step under Incomplete, and nothing yet under Finished', async () => {
    signInAs('MX');
    fakeOnboarding('MX', stepsDone('personalInfo', 'identity'));
    renderApp('/records');
    const link = await screen.findByRole('link', { name: 'Continue: your work and contacts' });
    expect(link.getAttribute('href')).toBe('/auth/additionalInfomation');
    expect(screen.getByRole('tab', { name: 'Incomplete' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Finished' }));
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Continue/ })).toBeNull();
  });

  it('asks a visitor to log in, in Spanish too', async () => {
    localStorage.setItem('language', 'es');
    renderApp('/records');
    expect(await screen.findByText('Inicia sesión para ver tus solicitudes y préstamos.')).toBeTruthy();
  });
});
