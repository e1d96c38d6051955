import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXTENSION_ORDER_NO, fakeExtension } from '../../../testing/fake-extension.ts';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const MX_ORDER = EXTENSION_ORDER_NO.MX;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const article = async (title: string) =>
  (await screen.findByRole('heading', { level: 2, name: title })).closest('article') as HTMLElement;

describe('renewal agreement', () => {
  it('shows the title, the version, section headings and paragraphs of the order’s agreement', async () => {
    signInAs('MX');
    const { api } = fakeExtension();
    renderApp(`/convenios?orderNo=${MX_ORDER}`);

    const agreement = await article(`Loan renewal agreement ${MX_ORDER}`);
    expect(lastCall(api, '/repay/getExtensionData')?.payload).toMatchObject({ orderNo: MX_ORDER });
    expect(within(agreement).getByText('Version puente-renewal-2026-11')).toBeVisible();
    expect(
      within(agreement)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([`LOAN RENEWAL AGREEMENT ${MX_ORDER}`, '1. The extension', '2. The fee']);
    expect(within(agreement).getByText('Your payment moves 7 days later.').tagName).toBe('P');
    expect(within(agreement).getByText('The fee does not reduce what you owe.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Back to the extension' }).getAttribute('href')).toBe(
      `/repay/exhibition_period_detail?orderNo=${MX_ORDER}`,
    );
  });

  it('speaks Spanish, for the latest loan when no order is named', async () => {
    signInAs('MX', 'es');
    fakeExtension();
    renderApp('/convenios');

    const agreement = await article(`Convenio de renovación ${MX_ORDER}`);
    expect(within(agreement).getByText('Versión puente-renewal-2026-11')).toBeVisible();
    expect(within(agreement).getByRole('heading', { level: 3, name: '1. La prórroga' })).toBeVisible();
    expect(within(agreement).getByText('La comisión no reduce lo que debes.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a la prórroga' })).toBeVisible();
  });
});
