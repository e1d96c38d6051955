import { DEFAULT_APP, ERRORS, envelopeFieldName, LOOKUP_LIMITS, VERIFICATION } from '@puente/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptEnvelope } from '../protocol/envelope-crypto.ts';
import { loadConfig } from '../settings/load-config.ts';
import { newMxMobile, startTestService, type TestService } from '../testing/test-service.ts';

/**
 * Issue 17, finding 5: behind a proxy, the client chose its own address by writing the left-most
 * X-Forwarded-For entry, and with it which per-address limit it met. TRUST_PROXY now names the
 * proxies (hops or ranges) and the client is the first address from the right that is not one
 * (decision 036). Requests arrive as they would through a proxy: from the proxy's address, with
 * whatever the client wrote followed by what the proxy appended.
 */
const SPOOFS = 40;

/** A service behind the given TRUST_PROXY for the tests of one describe block. */
function serviceWith(TRUST_PROXY: string): () => TestService {
  let s: TestService | undefined;
  beforeAll(async () => {
    s = await startTestService('pglite', { trustProxy: loadConfig({ TRUST_PROXY }).trustProxy });
  });
  afterAll(() => s?.close());
  return () => s as TestService;
}

/** One envelope call as it reaches the service: from `peer`, with `forwardedFor` if any. */
async function forwarded(
  service: TestService,
  path: string,
  payload: Record<string, unknown>,
  peer: string,
  forwardedFor?: string,
): Promise<number> {
  const packageName = DEFAULT_APP.packageName;
  const body = JSON.stringify({ ...payload, t: Math.floor(Date.now() / 1000) });
  const field = { [envelopeFieldName()]: encryptEnvelope(packageName, body) };
  const response = await service.app.inject({
    method: path.endsWith('getVerifyCode') ? 'POST' : 'GET',
    url: `/api${path}`,
    headers: {
      packagename: packageName,
      lang: 'en',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    remoteAddress: peer,
    ...(path.endsWith('getVerifyCode') ? { payload: field } : { query: field }),
  });
  return response.json().code as number;
}

/** Codes asked for by one client that writes a new left-most X-Forwarded-For entry each time. */
async function spoofedSends(service: TestService, chain: (spoof: string) => string, peer: string) {
  const codes: number[] = [];
  for (let i = 0; i < SPOOFS; i++)
    codes.push(
      await forwarded(
        service,
        '/security/getVerifyCode',
        { mobile: newMxMobile() },
        peer,
        chain(`198.18.0.${i + 1}`),
      ),
    );
  return codes;
}

function expectLimitHeld(codes: number[]) {
  const limit = VERIFICATION.maxSendsPerIpPerHour;
  expect(codes.slice(0, limit).every((code) => code === 0)).toBe(true);
  expect(codes.slice(limit)).toEqual(Array(SPOOFS - limit).fill(ERRORS.tooManyRequests.code));
}

describe('TRUST_PROXY=1 (hops): X-Forwarded-For written by the client', () => {
  const service = serviceWith('1');

  it(`one client behind the proxy gets ${VERIFICATION.maxSendsPerIpPerHour} codes an hour, whatever it writes left-most`, async () => {
    expectLimitHeld(await spoofedSends(service(), (spoof) => `${spoof}, 203.0.113.50`, '10.0.0.2'));
    // Another client behind the same proxy has its own count.
    expect(
      await forwarded(
        service(),
        '/security/getVerifyCode',
        { mobile: newMxMobile() },
        '10.0.0.2',
        '203.0.113.51',
      ),
    ).toBe(0);
  });

  it('the lookup limits hold the same way', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= LOOKUP_LIMITS.perAddressPerHour; i++)
      codes.push(
        await forwarded(
          service(),
          '/security/existsByMobile',
          { mobile: newMxMobile() },
          '10.0.0.2',
          `198.18.1.${i + 1}, 203.0.113.90`,
        ),
      );
    expect(codes.at(-1)).toBe(ERRORS.tooManyRequests.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(LOOKUP_LIMITS.perAddressPerHour);
  });
});

describe('TRUST_PROXY=10.0.0.0/8 (ranges): X-Forwarded-For written by the client', () => {
  const service = serviceWith('10.0.0.0/8');

  it('the client is the first address from the right outside the ranges, through two proxies', async () => {
    expectLimitHeld(await spoofedSends(service(), (spoof) => `${spoof}, 203.0.113.60, 10.0.0.7`, '10.0.0.2'));
  });

  it('a client that reaches the service directly is counted by its own address', async () => {
    expectLimitHeld(await spoofedSends(service(), (spoof) => `${spoof}, 10.0.0.9`, '203.0.113.70'));
  });
});

describe('TRUST_PROXY unset: X-Forwarded-For written by the client', () => {
  const service = serviceWith('');

  it('is not read at all', async () => {
    expectLimitHeld(await spoofedSends(service(), (spoof) => spoof, '203.0.113.80'));
  });
});
