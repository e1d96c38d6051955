import { LOAN_PRODUCTS, MARKET_LENDING } from '@puente/domain';
import { loanFactsText } from '@puente/domain/content';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const details = (question: string) => screen.getByText(question).closest('details') as HTMLDetailsElement;
const entry = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('section') as HTMLElement;

describe('the FAQ screen', () => {
  it('shows the Mexican FAQ in English with the configured figures, some answers open', async () => {
    signInAs('MX');
    renderApp('/user_center/faq');

    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Who can borrow',
      'What a loan costs',
      'Review and payout',
      'How to repay',
      'If you are late',
      'Cancelling',
      'Coupons',
      'Your data and privacy',
      'Contacting us',
    ]);
    const facts = loanFactsText(MARKET_LENDING.MX, LOAN_PRODUCTS, 'en');
    // A closed answer still carries the figures, for when the person opens it.
    expect(entry('What a loan costs')).toHaveTextContent(facts.rates);
    expect(details('Who can apply?').open).toBe(true);
    expect(details('How can I pay?').open).toBe(true);
    expect(details('What happens if I pay late?').open).toBe(false);
    expect(details('What happens if I pay late?').textContent).toContain(facts.penalty);
    expect(details('What do I need to apply?').textContent).toContain('Your CURP');
  });

  it('opens and closes a question when it is tapped', async () => {
    signInAs('MX');
    const user = userEvent.setup();
    renderApp('/user_center/faq');
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });

    await user.click(screen.getByText('Can I cancel my loan?'));
    expect(details('Can I cancel my loan?').open).toBe(true);
    await user.click(screen.getByText('Can I cancel my loan?'));
    expect(details('Can I cancel my loan?').open).toBe(false);
  });

  it('shows the Nigerian FAQ in Spanish when the app is the Nigerian one in Spanish', async () => {
    signInAs('NG', 'es');
    renderApp('/user_center/faq');

    expect(await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Quién puede pedir un préstamo' })).toBeVisible();
    expect(details('¿Qué necesito para solicitarlo?').textContent).toContain('Tu BVN (11 dígitos)');
    const facts = loanFactsText(MARKET_LENDING.NG, LOAN_PRODUCTS, 'es');
    expect(details('¿Cuánto puedo pedir y a qué plazo?').textContent).toContain(facts.limits);
    expect(details('¿Cómo presento una queja?').textContent).toContain('FCCPC');
    expect(screen.queryByText(/CURP/)).toBeNull();
  });

  it('leads from an answer to the privacy policy', async () => {
    signInAs('MX');
    const user = userEvent.setup();
    const { router } = renderApp('/user_center/faq');
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });

    await user.click(screen.getByText('What data do you ask for, and why?'));
    await user.click(
      within(details('What data do you ask for, and why?')).getByRole('link', { name: 'Privacy policy' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/provicy');
  });

  it('asks a visitor to log in first (spec §2 guard)', async () => {
    const { router } = renderApp('/user_center/faq');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
  });
});
