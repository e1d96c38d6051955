import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createPayoutProvider } from '../../providers/payout/create-payout-provider.ts';
import {
  PayoutRefusedError,
  PayoutUnavailableError,
  type TransferRequest,
} from '../../providers/payout/payout-provider.ts';
import { loadConfig } from '../../settings/load-config.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { ENGINES, openTestDatabase } from '../../testing/test-database.ts';
import { sandboxTransfers } from '../sandbox-schema.ts';
import { sandboxTransferFate } from './sandbox-transfers.ts';

const MINUTE_MS = 60_000;

function transfer(reference: string, accountNumber = '012180000000017771'): TransferRequest {
  return {
    reference,
    amountMinor: 94_722,
    currency: 'MXN',
    bankCode: '012',
    accountNumber,
    holderName: 'Ana Gómez',
  };
}

describe('SANDBOX_PAYOUT_FAILURE_RATE', () => {
  it('is a share from 0 to 1, 0.1 unless set, and a typo refuses to start', () => {
    expect(loadConfig({}).sandboxPayoutFailureRate).toBe(0.1);
    expect(loadConfig({ SANDBOX_PAYOUT_FAILURE_RATE: '0' }).sandboxPayoutFailureRate).toBe(0);
    expect(loadConfig({ SANDBOX_PAYOUT_FAILURE_RATE: '0.35' }).sandboxPayoutFailureRate).toBe(0.35);
    for (const bad of ['ten percent', '1.5', '-0.1'])
      expect(() => loadConfig({ SANDBOX_PAYOUT_FAILURE_RATE: bad })).toThrow(/SANDBOX_PAYOUT_FAILURE_RATE/);
  });
});

describeEngines(ENGINES)('the sandbox bank transfers on %s', (engine) => {
  let database: Database;
  let now = new Date('2026-11-21T15:00:00Z');
  const provider = (failureRate: number) =>
    createPayoutProvider({
      sandbox: true,
      sandboxDelayMs: 0,
      sandboxFailureRate: failureRate,
      db: database.db,
      now: () => now,
    });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('settles 10 to 60 minutes of business clock after a transfer is sent, as its reference predicts', async () => {
    const bank = provider(0);
    const reference = 'PL2026112100000001-1';
    const { settleMinutes, fails } = sandboxTransferFate(reference, 0);
    expect(fails).toBe(false);
    expect(settleMinutes).toBeGreaterThanOrEqual(10);
    expect(settleMinutes).toBeLessThanOrEqual(60);
    const sent = await bank.disburse(transfer(reference));
    expect(sent.status).toBe('pending');
    now = new Date(now.getTime() + (settleMinutes - 1) * MINUTE_MS);
    expect(await bank.status(sent.providerRef)).toBe('pending');
    now = new Date(now.getTime() + MINUTE_MS);
    expect(await bank.status(sent.providerRef)).toBe('succeeded');
  });

  it('spreads the settling times over the whole window and fails about the configured share', () => {
    const fates = Array.from({ length: 2000 }, (_, i) => sandboxTransferFate(`PL${i}-1`, 0.1));
    const minutes = fates.map((f) => f.settleMinutes);
    expect(Math.min(...minutes)).toBe(10);
    expect(Math.max(...minutes)).toBe(60);
    const failed = fates.filter((f) => f.fails).length;
    expect(failed).toBeGreaterThan(150);
    expect(failed).toBeLessThan(250);
    expect(sandboxTransferFate('PL7-1', 0.1)).toEqual(sandboxTransferFate('PL7-1', 0.1));
    expect(fates.every((_, i) => !sandboxTransferFate(`PL${i}-1`, 0).fails)).toBe(true);
    expect(fates.every((_, i) => sandboxTransferFate(`PL${i}-1`, 1).fails)).toBe(true);
  });

  it('is the same transfer when a reference is sent twice, and survives a restart', async () => {
    const reference = 'PL2026112100000002-1';
    const first = await provider(0).disburse(transfer(reference));
    const again = await provider(0).disburse({ ...transfer(reference), amountMinor: 1 });
    expect(again.providerRef).toBe(first.providerRef);
    const rows = (await database.db.select().from(sandboxTransfers)).filter((r) => r.reference === reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amount).toBe(94_722);
    // Another instance (a restarted process) on the same database still knows it.
    now = new Date(now.getTime() + 61 * MINUTE_MS);
    expect(await provider(0.5).status(first.providerRef)).toBe('succeeded');
  });

  it('declines the configured share when they settle, refuses an account ending in 0000 and cannot reach one ending in 9999', async () => {
    const failing = provider(1);
    const sent = await failing.disburse(transfer('PL2026112100000003-1'));
    expect(await failing.status(sent.providerRef)).toBe('pending');
    now = new Date(now.getTime() + 61 * MINUTE_MS);
    expect(await failing.status(sent.providerRef)).toEqual({ failed: 'declined' });

    const missing = provider(0).disburse(transfer('PL2026112100000004-1', '012180000000010000'));
    await expect(missing).rejects.toBeInstanceOf(PayoutRefusedError);
    await expect(missing).rejects.toMatchObject({ reason: 'accountNotFound' });
    await expect(
      provider(0).disburse(transfer('PL2026112100000005-1', '012180000000019999')),
    ).rejects.toBeInstanceOf(PayoutUnavailableError);
    expect(await provider(0).status('TRF_nosuchtransfer')).toEqual({ failed: 'unknownTransfer' });
  });

  it('has no provider in production mode and says so instead of pretending to pay', async () => {
    const none = createPayoutProvider({
      sandbox: false,
      sandboxDelayMs: 0,
      sandboxFailureRate: 0,
      db: database.db,
      now: () => now,
    });
    await expect(none.disburse(transfer('PL2026112100000006-1'))).rejects.toThrow(
      /no payout provider is configured/,
    );
    await expect(none.disburse(transfer('PL2026112100000006-1'))).rejects.toBeInstanceOf(
      PayoutUnavailableError,
    );
    await expect(none.status('TRF_x')).rejects.toBeInstanceOf(PayoutUnavailableError);
    await expect(none.nameEnquiry('044', '0123456789')).rejects.toBeInstanceOf(PayoutUnavailableError);
  });
});
