import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMessages } from '../../../testing/fake-messages.ts';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('message preferences in settings', () => {
  it('turns offers by SMS on and off, saying that loan notices are always sent', async () => {
    signInAs('MX');
    const { api, state } = fakeMessages();
    const user = userEvent.setup();
    renderApp('/user_center/settings');

    const offers = await screen.findByRole('switch', { name: 'Offers by SMS' });
    expect(offers).not.toBeChecked();
    expect(
      screen.getByText('Reminders and notices about a loan are always sent: the law requires them.'),
    ).toBeVisible();
    expect(screen.queryByRole('switch', { name: 'WhatsApp' })).toBeNull();

    await user.click(offers);
    expect(await screen.findByText('Your choice was saved')).toBeVisible();
    await waitFor(() => expect(offers).toBeChecked());
    expect(lastCall(api, '/msg/preferences')).toMatchObject({
      method: 'POST',
      payload: expect.objectContaining({ marketing: true, whatsapp: false }),
    });
    expect(state.preferences.marketing).toBe(true);

    await user.click(offers);
    await waitFor(() => expect(offers).not.toBeChecked());
    expect(lastCall(api, '/msg/preferences')?.payload).toMatchObject({ marketing: false, whatsapp: false });
  });

  it('offers WhatsApp where the service does, in Spanish', async () => {
    signInAs('MX', 'es');
    const { api } = fakeMessages({
      preferences: { marketing: true, whatsapp: false, whatsappOffered: true },
    });
    const user = userEvent.setup();
    renderApp('/user_center/settings');

    expect(await screen.findByRole('switch', { name: 'Ofertas por SMS' })).toBeChecked();
    const whatsapp = screen.getByRole('switch', { name: 'WhatsApp' });
    expect(
      screen.getByText('Los recordatorios y avisos sobre un préstamo se envían siempre: la ley lo exige.'),
    ).toBeVisible();
    await user.click(whatsapp);
    await waitFor(() => expect(whatsapp).toBeChecked());
    expect(lastCall(api, '/msg/preferences')?.payload).toMatchObject({ marketing: true, whatsapp: true });
  });
});
