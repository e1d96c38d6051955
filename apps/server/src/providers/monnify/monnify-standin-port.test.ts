import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { monnifyStandIn } from '../../sandbox/standins/monnify/monnify-standin.ts';
import { type RunningStandIns, serveStandIns } from '../../sandbox/standins/serve-standins.ts';
import { verifyMonnifyWebhook } from '../collection/monnify-webhook.ts';
import { SANDBOX_MONNIFY } from './create-monnify.ts';
import { MonnifyAccounts } from './monnify-accounts.ts';
import { MonnifyHttp } from './monnify-http.ts';
import { confirmAtMonnify } from './monnify-transactions.ts';

const SECRET = 'port-test-client-secret-0123456789abcdef';

/** The stand-in on a port of its own, as a production-mode service is pointed at it: real sockets. */
describe('the Monnify stand-in on its own port', () => {
  const service = Fastify();
  const received: { body: string; signature: string }[] = [];
  let running: RunningStandIns;

  beforeAll(async () => {
    service.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );
    service.post('/webhooks/monnify', async (request) => {
      received.push({ body: String(request.body), signature: String(request.headers['monnify-signature']) });
      return {};
    });
    const notifyUrl = await service.listen({ host: '127.0.0.1', port: 0 });
    running = await serveStandIns(
      [monnifyStandIn({ ...SANDBOX_MONNIFY, clientSecret: SECRET, notifyDelayMs: 10 })],
      { host: '127.0.0.1', ports: { monnify: 0 }, notifyUrl, pollMs: 20 },
    );
  });
  afterAll(async () => {
    await running.close();
    await service.close();
  });

  it('reserves, takes a transfer, notifies it signed, and confirms it, over HTTP', async () => {
    const baseUrl = running.urls.monnify as string;
    const http = new MonnifyHttp({
      ...SANDBOX_MONNIFY,
      clientSecret: SECRET,
      baseUrl,
      fetch: (input, init) => fetch(input, init),
    });
    const account = await new MonnifyAccounts(http).reserve({
      reference: 'PUENTE-MNFY-port',
      customerName: 'Chidi Nwosu',
      email: 'chidi@example.com',
      bvn: '22298765432',
      phone: '+2348030000000',
    });
    const paid = await fetch(`${baseUrl}/simulate/transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountNumber: account.accountNumber, amount: 1500 }),
    });
    expect(paid.status).toBe(200);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5_000, interval: 20 });
    const [hook] = received;
    const verified = verifyMonnifyWebhook(hook?.body ?? '', { 'monnify-signature': hook?.signature }, SECRET);
    expect(verified).toMatchObject({ ok: true, payment: { amountMinor: 150_000 } });
    if (!verified.ok || !('payment' in verified)) throw new Error('not a payment');
    expect(await confirmAtMonnify(http)(verified.payment)).toMatchObject({ kind: 'confirmed' });
  });
});
