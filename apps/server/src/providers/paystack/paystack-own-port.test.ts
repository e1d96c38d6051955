import { createHmac } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paystackStandIn } from '../../sandbox/standins/paystack/paystack-standin.ts';
import { type RunningStandIns, serveStandIns } from '../../sandbox/standins/serve-standins.ts';
import { PaystackPayouts } from './paystack-payouts.ts';

const KEY = 'sk_test_ownport0123456789abcdef0123456789';

/** The stand-in on a port of its own (standins-main.ts), our client over real HTTP, events to a service. */
describe('the Paystack stand-in on its own port', () => {
  const service = Fastify({ logger: false });
  const received: { body: string; signature: string | undefined }[] = [];
  let running: RunningStandIns;

  beforeAll(async () => {
    service.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );
    service.post('/webhooks/paystack', async (request) => {
      received.push({
        body: String(request.body),
        signature: request.headers['x-paystack-signature'] as string,
      });
      return { received: true };
    });
    const serviceUrl = await service.listen({ host: '127.0.0.1', port: 0 });
    running = await serveStandIns(
      [paystackStandIn({ secretKey: KEY, failureRate: 0, webhookPath: '/webhooks/paystack' })],
      // A Paystack minute is a millisecond here: the transfer settles within a second.
      { host: '127.0.0.1', ports: { paystack: 0 }, notifyUrl: serviceUrl, pollMs: 20, timeScale: 1 / 60_000 },
    );
  });
  afterAll(async () => {
    await running.close();
    await service.close();
  });

  it('pays over HTTP and notifies the service with a signed transfer.success', async () => {
    const baseUrl = running.urls.paystack as string;
    const paystack = new PaystackPayouts({ baseUrl, fetch, secretKey: KEY });
    expect(await paystack.nameEnquiry('058', '0123456781')).toMatch(/^[A-Z]+ [A-Z]+$/);
    await paystack.disburse({
      reference: 'PL2026112600000001-1',
      amountMinor: 1_000_000,
      currency: 'NGN',
      bankCode: '058',
      accountNumber: '0123456781',
      holderName: 'Emeka Eze',
    });
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(1);
    const [event] = received;
    expect(event?.signature).toBe(
      createHmac('sha512', KEY)
        .update(event?.body ?? '')
        .digest('hex'),
    );
    expect(JSON.parse(event?.body ?? '{}')).toMatchObject({
      event: 'transfer.success',
      data: { reference: 'PL2026112600000001-1' },
    });
  });
});
