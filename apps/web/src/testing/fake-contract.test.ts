import { ERRORS } from '@puente/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../api/call.ts';
import { fail, fakeApi, ok } from './fake-api.ts';
import { takeContractProblems } from './fake-contract.ts';

const token = { token: 't', userId: 'u1', mobile: '5512345678', expiresAt: '2027-01-01T00:00:00.000Z' };

function stub(handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(handlers);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('a web fake answers through its call contract', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // These tests break contracts on purpose; what was reported is asserted in each test.
    takeContractProblems();
  });

  it('lets an answer that keeps the contract through', async () => {
    stub({ '/api/security/login': () => ok(token) });
    const answer = await call('POST /api/security/login', { mobile: '5512345678', code: '123456' });
    expect(answer.data.token).toBe('t');
    expect(takeContractProblems()).toEqual([]);
  });

  it('fails the test when a success answer breaks the contract', async () => {
    stub({ '/api/security/login': () => ok({ ...token, expiresAt: undefined }) });
    await expect(
      call('POST /api/security/login', { mobile: '5512345678', code: '1' }, { quiet: true }),
    ).rejects.toThrow();
    expect(takeContractProblems()).toEqual([
      expect.stringMatching(/answered POST \/api\/security\/login outside its contract.*expiresAt/s),
    ]);
  });

  it('fails the test when a refusal is a code the call never gives', async () => {
    stub({ '/api/security/logout': () => fail(ERRORS.codeLocked.code, 'locked') });
    await expect(call('POST /api/security/logout', {}, { quiet: true })).rejects.toThrow();
    expect(takeContractProblems()).toEqual([
      expect.stringMatching(/refused POST \/api\/security\/logout with code 1001\d+ \(codeLocked\)/),
    ]);
  });

  it('accepts a refusal the contract lists, and the session refusals of a call that needs one', async () => {
    stub({
      '/api/security/login': () => fail(ERRORS.mobileNotRegistered.code, 'not registered'),
      '/api/security/logout': () => fail(ERRORS.tokenExpired.code, 'expired', 401),
    });
    await expect(
      call('POST /api/security/login', { mobile: '5512345678', code: '1' }, { quiet: true }),
    ).rejects.toThrow('not registered');
    await expect(call('POST /api/security/logout', {}, { quiet: true })).rejects.toThrow();
    expect(takeContractProblems()).toEqual([]);
  });

  it('fails the test when the app sends a payload outside the contract', async () => {
    stub({ '/api/security/existsByMobile': () => ok(true) });
    // A caller that bypasses the types, as a drifted screen would.
    await expect(
      call('GET /api/security/existsByMobile', { mobile: 5512345678 } as never, { quiet: true }),
    ).rejects.toThrow();
    expect(takeContractProblems()).toEqual([
      expect.stringMatching(/sent GET \/api\/security\/existsByMobile a payload outside its contract/),
    ]);
  });
});
