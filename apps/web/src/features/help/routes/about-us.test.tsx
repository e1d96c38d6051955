import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

describe('About us', () => {
  it('says what Puente is, with the configured figures, and leads to the legal texts', async () => {
    signInAs('MX');
    const user = userEvent.setup();
    const { router } = renderApp('/user_center/about_us');

    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Who we are',
      'What we offer',
      'How it works',
      'What we promise',
      'Talk to us',
    ]);
    expect(screen.getByText(/^Loans from \$1,000 to \$50,000, repaid over 91 to 180 days\./)).toBeVisible();
    expect(screen.getByText(/^Monday to Friday, 9:00 to 18:00 \(Mexico City time\)/)).toBeVisible();
    const more = screen.getByRole('navigation', { name: 'Read more' });
    await user.click(within(more).getByRole('link', { name: 'Terms and conditions' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/termsCondition');
  });

  it('speaks Spanish for Nigeria', async () => {
    signInAs('NG', 'es');
    renderApp('/user_center/about_us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acerca de nosotros' })).toBeVisible();
    expect(screen.getByText(/personas en Nigeria/)).toBeVisible();
    expect(screen.getByText(/^De lunes a viernes, de 9:00 a 18:00 \(hora de Lagos\)/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Aviso de privacidad' }).getAttribute('href')).toBe('/provicy');
  });
});
