import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../i18n/locale.ts';
import { STAFF_SIGNED_OUT, StaffApiError, staffApi, whenSignedOut } from './staff-api.ts';

interface Seen {
  url: string;
  init: RequestInit;
}

function answering(status: number, body: unknown): Seen[] {
  const seen: Seen[] = [];
  globalThis.fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return seen;
}

const headersOf = (seen: Seen) => seen.init.headers as Record<string, string>;

describe('staffApi', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the service sets, as the page reads it
    document.cookie = 'puente_staff_csrf=c%2Fsrf-token-1';
    chooseLanguage('es');
  });
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: removing it again
    document.cookie = 'puente_staff_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    whenSignedOut(() => undefined);
  });

  it('sends a change as JSON with the CSRF cookie echoed, the language and the session cookie, and answers data', async () => {
    const seen = answering(200, { code: 0, msg: 'ok', data: { link: 'x' } });
    await expect(staffApi.post('/staff/invites', { email: 'a@b.c' })).resolves.toEqual({ link: 'x' });
    expect(seen[0]?.url).toBe('/staff-api/staff/invites');
    expect(seen[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"email":"a@b.c"}',
    });
    expect(headersOf(seen[0] as Seen)).toMatchObject({
      'x-csrf-token': 'c/srf-token-1',
      lang: 'es',
      'content-type': 'application/json',
    });
  });

  it('sends no CSRF token on a read, and leaves undefined query values out', async () => {
    const seen = answering(200, { code: 0, msg: 'ok', data: { items: [] } });
    await staffApi.get('/proposals', { query: { status: 'proposed', customerId: undefined } });
    expect(seen[0]?.url).toBe('/staff-api/proposals?status=proposed');
    expect(headersOf(seen[0] as Seen)['x-csrf-token']).toBeUndefined();
  });

  it('throws the refusal with its code and message, and sends the member to sign-in when the session ended', async () => {
    const signedOut = vi.fn();
    whenSignedOut(signedOut);
    answering(401, { code: STAFF_SIGNED_OUT, msg: 'Tu sesión de personal terminó.', data: null });
    const error = await staffApi.get('/staff').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StaffApiError);
    expect(error).toMatchObject({
      code: STAFF_SIGNED_OUT,
      message: 'Tu sesión de personal terminó.',
      status: 401,
    });
    expect(signedOut).toHaveBeenCalledTimes(1);

    await staffApi.get('/me', { signedOutIsExpected: true }).catch(() => undefined);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('does not send the member to sign-in for any other refusal', async () => {
    const signedOut = vi.fn();
    whenSignedOut(signedOut);
    answering(403, { code: 10011002, msg: 'Tu rol no permite esta acción.', data: null });
    await expect(staffApi.post('/proposals/1/approve')).rejects.toMatchObject({ code: 10011002 });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('turns an answer that is not JSON, or no answer, into a failure with code -1', async () => {
    globalThis.fetch = vi.fn(
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    ) as typeof fetch;
    await expect(staffApi.get('/me')).rejects.toMatchObject({ code: -1, status: 502 });
    globalThis.fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(staffApi.get('/me')).rejects.toMatchObject({ code: -1, status: 0 });
  });
});
