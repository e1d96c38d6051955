import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

function serve() {
  const api = fakeApi({
    '/api/security/existsByMobile': () => ok(true),
    '/api/security/getVerifyCode': () =>
      ok({ resendSeconds: 60, expiresInSeconds: 300, channel: 'sms' }, 'Sent successfully'),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function pasteMobile(text: string) {
  const user = userEvent.setup();
  const field = (await screen.findByRole('textbox', { name: 'Mobile number' })) as HTMLInputElement;
  await user.click(field);
  await user.paste(text);
  return { user, field };
}

describe('issue 16 finding 4: a pasted mobile number keeps every digit at login and registration', () => {
  it('Nigeria: "+234 803 123 4567" loses only its prefix, and the code goes to that number', async () => {
    localStorage.setItem(STORAGE_KEYS.packageName, 'com.puente.naija');
    const api = serve();
    renderApp('/user/login');
    const { user, field } = await pasteMobile('+234 803 123 4567');
    expect(field.value).toBe('8031234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Sent successfully')).toBeVisible();
    expect(api.seen.find((r) => r.path.endsWith('getVerifyCode'))?.payload).toMatchObject({
      mobile: '8031234567',
    });
  });

  it('Mexico: "+52 1 55 3184 7726" at registration keeps the ten digits', async () => {
    serve();
    renderApp('/user/register');
    const { field } = await pasteMobile('+52 1 55 3184 7726');
    expect(field.value).toBe('5531847726');
  });
});

describe('the mobile number’s clear button', () => {
  it('is a button named in the borrower’s language that empties the field and keeps it focused', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'es');
    serve();
    renderApp('/user/login');
    const user = userEvent.setup();
    const field = (await screen.findByRole('textbox', { name: 'Número de celular' })) as HTMLInputElement;
    expect(screen.queryByRole('button', { name: 'Borrar el número de celular' })).toBeNull();
    await user.type(field, '5531847726');
    await user.click(screen.getByRole('button', { name: 'Borrar el número de celular' }));
    expect(field.value).toBe('');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Borrar el número de celular' })).toBeNull();
  });
});
