import { privacyPolicyFor, termsFor } from '@puente/domain/content';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

describe('the privacy policy and the terms', () => {
  it('shows the privacy policy to a visitor, with its version and headings', async () => {
    renderApp('/provicy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    const policy = privacyPolicyFor('MX', 'en');
    expect(screen.getByText(`Version ${policy.version}, in effect since Nov 22, 2026`)).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      policy.sections.map((s) => s.heading),
    );
    expect(screen.getByText(/You have the ARCO rights/)).toBeVisible();
    expect(screen.getByText(/CONDUSEF \(www\.condusef\.gob\.mx\)/)).toBeVisible();
  });

  it('shows the Nigerian privacy policy in Spanish', async () => {
    signInAs('NG', 'es');
    renderApp('/provicy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Tus derechos' })).toBeVisible();
    expect(screen.getByText(/Ley de Protección de Datos de Nigeria de 2023 \(NDPA\)/)).toBeVisible();
    expect(screen.getByText(/NDPC \(ndpc\.gov\.ng\)/)).toBeVisible();
    expect(screen.getByText(/^Versión 2026-11-22\.[0-9a-f]{8}, vigente desde el/)).toBeVisible();
  });

  it('shows the terms to a visitor, with the configured prices and the cancellation rule', async () => {
    renderApp('/termsCondition');

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    const terms = termsFor('MX', 'en');
    expect(screen.getByText(`Version ${terms.version}, in effect since Nov 22, 2026`)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Signing with a code' })).toBeVisible();
    expect(screen.getByText(/^Loans from \$1,000 to \$50,000/)).toBeVisible();
    expect(
      screen.getByText(/^You can cancel, at no cost, an approved loan before you ask for the money/),
    ).toBeVisible();
  });

  it('follows a change of language', async () => {
    const user = userEvent.setup();
    renderApp('/user_center/language');
    await user.click(await screen.findByRole('radio', { name: 'Español' }));
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
    cleanup();

    renderApp('/termsCondition');
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Firma con un código' })).toBeVisible();
  });
});
