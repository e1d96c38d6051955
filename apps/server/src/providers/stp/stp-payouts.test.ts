import { generateKeyPairSync } from 'node:crypto';
import { clabeCheckDigit } from '@puente/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStandInStore } from '../../sandbox/standins/standin-store.ts';
import { stpStandIn } from '../../sandbox/standins/stp/stp-standin.ts';
import {
  PayoutRefusedError,
  PayoutUnavailableError,
  type TransferRequest,
} from '../payout/payout-provider.ts';
import { GIVE_UP_UNAVAILABLE_MS, sendTransfer } from '../payout/send-transfer.ts';
import { SANDBOX_STP_ACCOUNT, sandboxStpKeys } from './create-stp.ts';
import type { StpConnection } from './stp-connection.ts';
import { claveRastreoOf, StpPayouts } from './stp-payouts.ts';
import { stpFirma } from './stp-signing.ts';

/** A valid CLABE at BBVA (012) ending in `last4`, its check digit included. */
function clabeEnding(last4: string, seed = 0): string {
  for (let n = seed; ; n++) {
    const first17 = `012180${String(n).padStart(8, '0')}${last4.slice(0, 3)}`;
    if (clabeCheckDigit(first17) === Number(last4[3])) return `${first17}${last4[3]}`;
  }
}

let serial = 0;
const transfer = (accountNumber: string): TransferRequest => ({
  reference: `PL20261126${String(++serial).padStart(8, '0')}-1`,
  amountMinor: 150_050,
  currency: 'MXN',
  bankCode: accountNumber.slice(0, 3),
  accountNumber,
  holderName: 'MARIA LOPEZ HERNANDEZ',
});

describe('STP payouts, our client against the STP stand-in over HTTP', () => {
  const store = new MemoryStandInStore();
  const owed: { path: string; body: Record<string, unknown>; delayMs: number }[] = [];
  let now = new Date('2026-11-26T18:00:00Z');
  let server: FastifyInstance;
  let baseUrl: string;
  const keys = sandboxStpKeys();

  beforeAll(async () => {
    // A stalled answer must not hold the server open at the end.
    server = Fastify({ logger: false, forceCloseConnections: true });
    const context = {
      store,
      now: () => now,
      notify: async (path: string, body: string, delayMs: number) => {
        owed.push({ path, body: JSON.parse(body), delayMs });
      },
    };
    const standIn = stpStandIn({
      empresa: 'PUENTE',
      publicKey: () => keys.publicKey,
      notifyUser: 'stp',
      notifyPassword: 'pw',
    });
    await server.register(async (scope) => {
      await standIn.routes(scope, context);
    });
    baseUrl = await server.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => server.close());

  const connection = (sign = (cadena: string) => stpFirma(cadena, keys.privateKey)): StpConnection => ({
    empresa: 'PUENTE',
    cuentaOrdenante: SANDBOX_STP_ACCOUNT,
    sign,
    baseUrl,
    fetch: (input, init) => fetch(input, init),
  });

  it('registers an order signed with our key, keyed by its claveRastreo, and settles it', async () => {
    const stp = new StpPayouts(connection());
    const order = transfer(clabeEnding('4321'));
    const sent = await stp.disburse(order);
    const claveRastreo = claveRastreoOf(order.reference);
    expect(sent).toEqual({ providerRef: claveRastreo, status: 'pending' });
    expect(claveRastreo).toMatch(/^PL\d{16}R1$/);
    expect(await store.get('sent', claveRastreo)).toMatchObject({
      monto: 1500.5,
      cuentaBeneficiario: order.accountNumber,
      institucionContraparte: '40012',
      cuentaOrdenante: SANDBOX_STP_ACCOUNT,
    });
    const notice = owed.find((n) => n.body.folioOrigen === claveRastreo);
    expect(notice).toMatchObject({
      path: '/webhooks/stp/orden',
      body: { estado: 'LIQUIDACION', empresa: 'PUENTE' },
    });
    expect(notice?.delayMs).toBeGreaterThanOrEqual(10_000);
    expect(notice?.delayMs).toBeLessThanOrEqual(60_000);

    expect(await stp.status(claveRastreo)).toBe('pending');
    now = new Date(now.getTime() + 61_000);
    expect(await stp.status(claveRastreo)).toBe('succeeded');
    // An order STP cannot find is not taken for unpaid: failing it could pay the borrower twice.
    expect(await stp.status('PL00000000000000000R9')).toBe('pending');
  });

  it('retries a registraOrden that timed out with the same claveRastreo, and STP sends it once', async () => {
    const stp = new StpPayouts(connection(), { timeoutMs: 300 });
    // The stand-in keeps an order to an account ending in 8888 but answers past any timeout.
    const order = transfer(clabeEnding('8888'));
    const claveRastreo = claveRastreoOf(order.reference);
    await expect(stp.disburse(order)).rejects.toBeInstanceOf(PayoutUnavailableError);
    // The retry is the same order: STP's "already used" is read as sent.
    expect(await stp.disburse(order)).toEqual({ providerRef: claveRastreo, status: 'pending' });
    expect((await store.list('sent')).filter((o) => o.claveRastreo === claveRastreo)).toHaveLength(1);
    expect(owed.filter((n) => n.body.folioOrigen === claveRastreo)).toHaveLength(1);
  });

  it('says STP is unavailable, with STP’s reason, when STP refuses our signature', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const stp = new StpPayouts(connection((cadena) => stpFirma(cadena, stranger)));
    const order = transfer(clabeEnding('4321', 500));
    const refused = await stp.disburse(order).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PayoutUnavailableError);
    expect((refused as Error).message).toContain('Error validando la firma');
    expect(await store.get('sent', claveRastreoOf(order.reference))).toBeUndefined();
  });

  it('refuses an account STP does not know (0000) for good, with its reason', async () => {
    const stp = new StpPayouts(connection());
    const refused = await stp.disburse(transfer(clabeEnding('0000'))).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PayoutRefusedError);
    expect((refused as PayoutRefusedError).reason).toBe('accountNotFound');
  });

  it('reads a returned order (7777) as failed and a cancelled one (5555) as failed', async () => {
    const stp = new StpPayouts(connection());
    const returned = await stp.disburse(transfer(clabeEnding('7777')));
    const cancelled = await stp.disburse(transfer(clabeEnding('5555')));
    now = new Date(now.getTime() + 61_000);
    expect(await stp.status(returned.providerRef)).toEqual({ failed: 'declined' });
    expect(await stp.status(cancelled.providerRef)).toEqual({ failed: 'declined' });
  });

  it('gives up a transfer past 8 hours only once STP says it never got it', async () => {
    const requestedAt = new Date(now.getTime() - GIVE_UP_UNAVAILABLE_MS);
    const times = { requestedAt, now };
    // STP answers nothing in time for an 8888 order; it has it, so it is sent after all.
    const slow = new StpPayouts(connection(), { timeoutMs: 300 });
    const kept = transfer(clabeEnding('8888', 900));
    expect(await sendTransfer(slow, kept, times)).toEqual({
      kind: 'sent',
      providerRef: claveRastreoOf(kept.reference),
    });
    // An order STP never got (its registraOrden signature was refused, a consultaOrden's is good):
    // given up once STP says it has no such order.
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const isOrden = (cadena: string) => cadena.split('|').length > 10;
    const refusedKey = new StpPayouts(
      connection((cadena) => stpFirma(cadena, isOrden(cadena) ? stranger : keys.privateKey)),
    );
    const lost = transfer(clabeEnding('4321', 900));
    expect(await sendTransfer(refusedKey, lost, times)).toEqual({
      kind: 'refused',
      reason: 'bankUnavailable',
    });
    // STP cannot be asked at all: the transfer waits, whatever the time.
    const down = new StpPayouts({ ...connection(), baseUrl: 'http://127.0.0.1:9' });
    expect(await sendTransfer(down, transfer(clabeEnding('4321', 950)), times)).toMatchObject({
      kind: 'retry',
    });
  });
});
