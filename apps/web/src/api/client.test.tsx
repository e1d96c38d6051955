import { ERRORS, REQUEST_TIMEOUT_MS } from '@puente/domain';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../lib/navigation.ts';
import { SESSION_ENDED_KEY, STORAGE_KEYS } from '../lib/storage-keys.ts';
import { fail, fakeApi, ok } from '../testing/fake-api.ts';
import { LoadingOverlay } from '../ui/loading-overlay.tsx';
import { ApiError } from './api-error.ts';
import { apiCall } from './client.ts';
import { isLoading } from './loading.ts';
import { storeToken } from './session.ts';

const navigate = vi.fn();

function signIn() {
  localStorage.setItem(STORAGE_KEYS.token, 'Bearer secret-token');
  localStorage.setItem(STORAGE_KEYS.userInfo, '{"userId":"u1","mobile":"5512345678"}');
  localStorage.setItem(STORAGE_KEYS.score, '700');
  localStorage.setItem(STORAGE_KEYS.deviceMsg, '{}');
  localStorage.setItem(STORAGE_KEYS.afid, 'af-1');
  localStorage.setItem(STORAGE_KEYS.edition, '1.2.3');
  localStorage.setItem(STORAGE_KEYS.language, 'es');
  localStorage.setItem(STORAGE_KEYS.packageName, 'com.puente.naija');
  localStorage.setItem(STORAGE_KEYS.appName, 'Puente Naija');
}

beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  setNavigator(navigate);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setNavigator(undefined);
});

describe('apiCall: the wire', () => {
  it('sends a GET payload as one encrypted query field, with the spec headers', async () => {
    signIn();
    const api = fakeApi({ '/api/security/existsByMobile': () => ok(true) });
    vi.stubGlobal('fetch', api.fetch);

    const answer = await apiCall<boolean>('/security/existsByMobile', { mobile: '8031234567' });

    expect(answer).toEqual({ code: 0, msg: 'Success', data: true });
    const [request] = api.seen;
    expect(request?.method).toBe('GET');
    expect(request?.payload).toMatchObject({ mobile: '8031234567' });
    expect(request?.payload.t).toBeTypeOf('number');
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer secret-token',
      packagename: 'com.puente.naija',
      appname: 'Puente Naija',
      afid: 'af-1',
      lang: 'es',
      'no-cache': 'true',
    });
  });

  it('sends a POST payload as a JSON body with one encrypted field', async () => {
    const api = fakeApi({
      '/api/security/login': () =>
        ok(
          { token: 't', userId: 'u1', mobile: '5512345678', expiresAt: '2027-01-01T00:00:00.000Z' },
          'Successful login',
        ),
    });
    vi.stubGlobal('fetch', api.fetch);

    const answer = await apiCall(
      '/security/login',
      { mobile: '5512345678', code: '123456' },
      { method: 'POST' },
    );

    expect(answer.msg).toBe('Successful login');
    expect(api.seen[0]).toMatchObject({ method: 'POST', payload: { mobile: '5512345678', code: '123456' } });
    expect(api.seen[0]?.headers.packagename).toBe('com.puente.loans');
    expect(api.seen[0]?.headers.authorization).toBeUndefined();
    expect(api.seen[0]?.headers.lang).toBe('en');
  });

  it('sends multipart uploads with the encrypted field beside the file', async () => {
    // The identity status the service answers an upload with.
    const status = {
      back: null,
      front: null,
      face: null,
      ocr: 'pending',
      faceMatch: 'pending',
      completed: false,
    };
    const api = fakeApi({ '/api/user/upload/curp/front': () => ok({ ...status, completedAt: null }) });
    vi.stubGlobal('fetch', api.fetch);

    await apiCall('/user/upload/curp/front', { orderNo: 'A1' }, { files: { image: new Blob(['x']) } });

    expect(api.seen[0]).toMatchObject({ method: 'POST', files: ['image'], payload: { orderNo: 'A1' } });
  });

  it('rejects other codes with the server message, reading the body of a 4xx', async () => {
    signIn();
    const { code, es } = ERRORS.mobileRegistered;
    vi.stubGlobal('fetch', fakeApi({ '/api/security/register': () => fail(code, es, 409) }).fetch);

    const error = await apiCall(
      '/security/register',
      { mobile: '5512345678', code: '123456' },
      { method: 'POST' },
    ).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code, message: es, handled: false });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('Bearer secret-token');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('apiCall: session codes (spec §6)', () => {
  it.each([
    { error: ERRORS.notLoggedIn, reason: 'ended' },
    { error: ERRORS.tokenExpired, reason: 'expired' },
    { error: ERRORS.loggedInElsewhere, reason: 'elsewhere' },
    { error: ERRORS.tokenInvalid, reason: 'expired' },
  ])(
    'code $error.code clears local data but the language, goes home and shows the message',
    async ({ error, reason }) => {
      signIn();
      vi.stubGlobal(
        'fetch',
        fakeApi({ '/api/security/getUserInfo': () => fail(error.code, error.es, 401) }).fetch,
      );

      await expect(apiCall('/security/getUserInfo')).rejects.toMatchObject({
        code: error.code,
        handled: true,
      });

      for (const key of ['token', 'userInfo', 'score', 'deviceMsg', 'afid', 'edition'] as const) {
        expect(localStorage.getItem(STORAGE_KEYS[key])).toBeNull();
      }
      expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
      expect(localStorage.getItem(STORAGE_KEYS.packageName)).toBe('com.puente.naija');
      expect(navigate).toHaveBeenCalledWith('/', expect.objectContaining({ replace: true }));
      expect(await screen.findByText(error.es)).toBeVisible();
      // Home says the session ended until the next login.
      expect(JSON.parse(localStorage.getItem(SESSION_ENDED_KEY) ?? '{}')).toEqual({ reason });
      storeToken('next-token');
      expect(localStorage.getItem(SESSION_ENDED_KEY)).toBeNull();
    },
  );
});

describe('apiCall: network failure', () => {
  it('shows the overlay while the call runs, then hides it and shows the network message', async () => {
    render(<LoadingOverlay />);
    let fail: (reason: unknown) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((_, reject) => {
            fail = reject;
          }),
      ),
    );

    const call = apiCall('/security/getUserInfo').catch((e: unknown) => e);
    expect(await screen.findByRole('status')).toBeVisible();
    expect(isLoading()).toBe(true);

    await act(async () => fail(new TypeError('Failed to fetch')));
    const error = await call;

    expect(error).toMatchObject({ code: -1, handled: true, message: 'network failed please reload page' });
    expect(isLoading()).toBe(false);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(await screen.findByText('network failed please reload page')).toBeVisible();
  });

  it('gives up after REQUEST_TIMEOUT_MS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );

    const call = apiCall('/security/getUserInfo').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(isLoading()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);

    expect(await call).toMatchObject({ code: -1, handled: true });
    expect(isLoading()).toBe(false);
  });

  it('treats an unreadable answer as a failed request', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );

    await expect(apiCall('/security/getUserInfo')).rejects.toMatchObject({
      code: -1,
      handled: false,
      message: 'The request failed Please try again',
    });
    expect(isLoading()).toBe(false);
  });
});
