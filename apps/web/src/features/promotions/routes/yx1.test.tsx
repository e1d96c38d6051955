import { LOAN_PRODUCTS, MARKET_LENDING, promotionRate } from '@puente/domain';
import { loanFactsText } from '@puente/domain/content';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

/** Intl writes a no-break space in some figures; Testing Library reads the page with plain spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const factText = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('/yx1 promotion', () => {
  it('says what the loan is with the rate and an example produced from the products, then leads to register', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/yx1');

    expect(
      await screen.findByRole('heading', { name: 'A personal loan on your phone', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText(plain(promotionRate('MX', 'en').text))).toBeVisible();
    const facts = loanFactsText(MARKET_LENDING.MX, LOAN_PRODUCTS, 'en');
    expect(factText('Example')).toBe(facts.example);
    expect(factText('Interest')).toBe(facts.rates);
    expect(factText('Fees')).toBe(facts.fees);
    expect(factText('If you pay late')).toBe(facts.penalty);
    expect(screen.getByRole('link', { name: 'Already registered? Log in' }).getAttribute('href')).toBe(
      '/user/login',
    );

    await user.click(screen.getByRole('link', { name: 'Register to apply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/register'));
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  });

  it('sends a signed-in borrower to apply instead', async () => {
    signInAs('MX');
    renderApp('/yx1');

    const apply = await screen.findByRole('link', { name: 'Apply now' });
    expect(apply.getAttribute('href')).toBe('/borrow/to_borrow');
    expect(screen.queryByRole('link', { name: 'Register to apply' })).toBeNull();
  });

  it("speaks Spanish and shows the Nigerian app's own figures in naira", async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'es');
    localStorage.setItem(STORAGE_KEYS.packageName, 'com.puente.naija');
    renderApp('/yx1');

    expect(
      await screen.findByRole('heading', { name: 'Un préstamo personal desde tu celular', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText(plain(promotionRate('NG', 'es').text))).toBeVisible();
    const example = loanFactsText(MARKET_LENDING.NG, LOAN_PRODUCTS, 'es').example;
    expect(factText('Ejemplo')).toBe(example);
    expect(example).toContain('₦');
    expect(screen.getByRole('link', { name: 'Regístrate para solicitar' })).toBeVisible();
  });
});
