import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disbursedOrder } from '../modules/disbursement/money-fixtures.ts';
import { onboardedBorrower } from '../testing/loan-fixtures.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { FUZZ_SEED, fuzzSeedFor } from './fuzz-seed.ts';
import {
  type HostileRequest,
  hostileRequestFor,
  injectOptions,
  sealedByTestService,
} from './hostile-requests.ts';
import type { KnownValues } from './hostile-values.ts';
import { type Answered, answerProblem } from './refusal-shape.ts';
import { registeredCalls } from './registered-calls.ts';

/** Payloads per call: with over 90 calls, well over the 10,000 the issue asks for (the first test checks). */
const RUNS_PER_CALL = Number(process.env.FUZZ_RUNS ?? 115);

// The calls come from the service itself (its OpenAPI), so a new call is fuzzed the day it exists.
const s: TestService = await startTestService('pglite', { sandboxPayoutFailureRate: 0 });
const calls = (await registeredCalls(s)).sort(
  // Logging out ends the session the other calls use: it goes last.
  (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
);

describe(`hostile payloads against every registered call (PGlite, seed ${FUZZ_SEED})`, () => {
  let token = '';
  const known: KnownValues = {};
  const tally = {
    payloads: 0,
    viaTestService: 0,
    refused: 0,
    calls: new Set<string>(),
    statuses: new Map<number, number>(),
  };
  const started = Date.now();

  beforeAll(async () => {
    // A borrower with a repaying loan, so real identifiers reach the services behind the checks.
    const b = await onboardedBorrower(s);
    const orderNo = await disbursedOrder(s, b);
    token = b.token;
    const link = await s.call('POST', '/repay/portal-link', { orderNo }, { token });
    const coupons = await s.call('GET', '/lottery-draw/coupons', {}, { token });
    Object.assign(known, {
      orderNo: [orderNo, 'PL00000000000000000000'],
      payOrderId: [link.data?.payOrderId ?? 'PO0', 'PO0000000000000000000000'],
      couponId: [...(coupons.data?.coupons ?? []).map((c: { couponId: string }) => c.couponId), null],
      extensionId: ['EX0000000000000000000000'],
      mobile: [b.mobile, '5512345678', '+52 55 1234 5678', '8031234567', '+2348031234567'],
      code: ['123456', '0000', '999999'],
      productId: ['mx-91', 'mx-182', 'ng-30', 'nope'],
      loanAmount: [1_000, 5_000, 100_000],
      amount: [1, 100, 1_000.5],
      deviceId: ['device-1'],
      bankCode: ['044', '058', '012'],
      accountNumber: ['0123456789', '012180000000000009'],
      textVersion: ['1', 'v1'],
    });
  }, 120_000);

  afterAll(async () => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz: ${tally.payloads} payloads (${tally.viaTestService} sealed by the test service, ` +
        `${tally.refused} refused) across ${tally.calls.size} of ${calls.length} calls in ${seconds} s; ` +
        `seed ${FUZZ_SEED} (replay with FUZZ_SEED=${FUZZ_SEED}); by status ` +
        JSON.stringify(Object.fromEntries([...tally.statuses].sort(([a], [b]) => a - b))),
    );
    await s.close();
  });

  async function send(call: (typeof calls)[number], request: HostileRequest): Promise<Answered> {
    const nowSeconds = Math.floor(Date.now() / 1000);
    if (sealedByTestService(call, request) && request.plaintext.kind === 'payload') {
      tally.viaTestService++;
      const t = request.plaintext.t;
      const reply = await s.call(
        call.method,
        call.url.slice('/api'.length),
        request.plaintext.body as Record<string, unknown>,
        {
          ...(request.auth.kind === 'valid' ? { token } : {}),
          ip: request.ip,
          ...(t.kind === 'offset' ? { t: nowSeconds + t.seconds } : {}),
        },
      );
      const { status, ...body } = reply;
      return { status, body: JSON.stringify(body) };
    }
    const response = await s.app.inject(injectOptions(call, request, token, nowSeconds));
    return { status: response.statusCode, body: response.body };
  }

  it('covers every call the service registers', () => {
    expect(calls.length).toBeGreaterThan(50);
    expect(calls.length * RUNS_PER_CALL).toBeGreaterThanOrEqual(10_000);
  });

  it.each(calls.map((call) => ({ call, name: `${call.method} ${call.url}` })))(
    '$name never faults and refuses with a code and a message',
    async ({ call, name }) => {
      await fc.assert(
        fc.asyncProperty(hostileRequestFor(call, known), async (request) => {
          const answer = await send(call, request);
          tally.payloads++;
          tally.calls.add(name);
          if (answer.status !== 200) tally.refused++;
          tally.statuses.set(answer.status, (tally.statuses.get(answer.status) ?? 0) + 1);
          const problem = answerProblem(answer);
          if (problem) throw new Error(`${name}: ${problem}: ${answer.body.slice(0, 300)}`);
        }),
        { numRuns: RUNS_PER_CALL, seed: fuzzSeedFor(name), endOnFailure: true },
      );
    },
    60_000,
  );
});
