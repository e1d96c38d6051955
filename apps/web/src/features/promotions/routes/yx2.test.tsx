import { LOAN_PRODUCTS, MARKET_LENDING, promotionRate } from '@puente/domain';
import { loanFactsText } from '@puente/domain/content';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

/** Intl writes a no-break space in some figures; Testing Library reads the page with plain spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const steps = (title: string) =>
  within(screen.getByRole('heading', { name: title }).closest('section') as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/yx2 promotion', () => {
  it('explains the four steps of applying, with the real cost, and leads a visitor to register', async () => {
    renderApp('/yx2');

    expect(await screen.findByRole('heading', { name: 'A loan in four steps', level: 1 })).toBeVisible();
    expect(steps('How it works')).toEqual([
      'Register with your mobile number.',
      'Tell us about yourself and verify your ID.',
      'An automated review decides on your application.',
      'If approved, you sign and the money goes to your bank account.',
    ]);
    expect(screen.getByText(plain(promotionRate('MX', 'en').text))).toBeVisible();
    expect(screen.getByText(loanFactsText(MARKET_LENDING.MX, LOAN_PRODUCTS, 'en').example)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register to apply' }).getAttribute('href')).toBe(
      '/user/register',
    );
  });

  it('in Spanish, sends a signed-in borrower to apply', async () => {
    signInAs('MX', 'es');
    localStorage.setItem(STORAGE_KEYS.language, 'es');
    renderApp('/yx2');

    expect(
      await screen.findByRole('heading', { name: 'Un préstamo en cuatro pasos', level: 1 }),
    ).toBeVisible();
    expect(steps('Cómo funciona')[0]).toBe('Regístrate con tu número de celular.');
    expect(screen.getByRole('link', { name: 'Solicitar ahora' }).getAttribute('href')).toBe(
      '/borrow/to_borrow',
    );
  });
});
