import { ERRORS } from '@puente/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PATH = '/user_center/customer_services';
const MX_SERVICE = {
  email: 'ayuda@puente.example',
  phone: '+52 55 0000 0000',
  hours: 'Monday to Friday, 9:00 to 18:00',
  timeZone: 'America/Mexico_City',
};
const NG_SERVICE = { ...MX_SERVICE, phone: '+234 1 000 0000', timeZone: 'Africa/Lagos' };

function serve(answer = MX_SERVICE) {
  const api = fakeApi({ '/api/loanMarket/customer-service': () => ok(answer) });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** Fixes the clock only (timers stay real, so Testing Library still waits as usual). */
function at(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('customer service', () => {
  it('gives tap-to-call and tap-to-mail links from the service, and says it is open now', async () => {
    signInAs('MX');
    const api = serve();
    at('2026-11-18T16:30:00Z'); // Wednesday 10:30 in Mexico City
    renderApp(PATH);

    const call = await screen.findByRole('link', { name: 'Call +52 55 0000 0000' });
    expect(call.getAttribute('href')).toBe('tel:+525500000000');
    expect(screen.getByRole('link', { name: 'Write to ayuda@puente.example' }).getAttribute('href')).toBe(
      'mailto:ayuda@puente.example',
    );
    expect(screen.getByText('Monday to Friday, 9:00 to 18:00 (Mexico City time)')).toBeVisible();
    expect(screen.getByText('Open now, until 18:00.')).toBeVisible();
    expect(
      screen.getByText(
        'Leave us a message by e-mail: we answer it the next working day. The app and your payments keep working all the time.',
      ),
    ).toBeVisible();
    expect(api.seen.map((r) => [r.method, r.path])).toEqual([['GET', '/api/loanMarket/customer-service']]);
  });

  it('says when it opens again, on Mexico City clocks, on a Friday evening', async () => {
    signInAs('MX');
    serve();
    at('2026-11-21T01:30:00Z'); // Friday 19:30 in Mexico City, already Saturday in UTC
    renderApp(PATH);
    expect(await screen.findByText('Closed now. We open again on Monday at 9:00.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Outside these hours' })).toBeVisible();
  });

  it('says it opens again tomorrow, in Spanish', async () => {
    signInAs('MX', 'es');
    serve();
    at('2026-11-19T02:00:00Z'); // Wednesday 20:00 in Mexico City
    renderApp(PATH);
    expect(await screen.findByText('Cerrado ahora. Abrimos de nuevo mañana a las 9:00.')).toBeVisible();
    expect(
      screen.getByText('De lunes a viernes, de 9:00 a 18:00 (hora de la Ciudad de México)'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Llamar al +52 55 0000 0000' })).toBeVisible();
  });

  it('keeps Lagos hours for Nigeria: open at 10:00 there while Mexico City sleeps', async () => {
    signInAs('NG');
    serve(NG_SERVICE);
    at('2026-11-18T09:00:00Z'); // 10:00 in Lagos, 3:00 in Mexico City
    renderApp(PATH);
    expect(await screen.findByText('Open now, until 18:00.')).toBeVisible();
    expect(screen.getByText('Monday to Friday, 9:00 to 18:00 (Lagos time)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call +234 1 000 0000' }).getAttribute('href')).toBe(
      'tel:+23410000000',
    );
  });

  it('says what failed and asks again', async () => {
    signInAs('MX');
    let calls = 0;
    const api = fakeApi({
      '/api/loanMarket/customer-service': () =>
        ++calls === 1
          ? fail(ERRORS.internal.code, 'The request failed Please try again', 500)
          : ok(MX_SERVICE),
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderApp(PATH);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The request failed Please try again');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Write to ayuda@puente.example' })).toBeVisible();
    await waitFor(() => expect(calls).toBe(2));
  });
});
