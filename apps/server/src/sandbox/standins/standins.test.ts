import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { SandboxStandIns } from './sandbox-standins.ts';
import { serveStandIns } from './serve-standins.ts';
import type { StandIn } from './standin.ts';

/** A provider of two calls: it keeps a thing once per key, and owes a notification about it. */
const echo: StandIn = {
  name: 'echo',
  routes(app, { store, notify }) {
    app.post<{ Params: { key: string }; Body: { n: number } }>('/things/:key', async (request, reply) => {
      const kept = await store.insert('thing', request.params.key, { n: request.body.n });
      if (kept.created) await notify('/hooks/echo', JSON.stringify({ key: request.params.key }), 60_000);
      return reply.code(kept.created ? 201 : 200).send(kept.value);
    });
    app.get('/things', async () => store.list('thing'));
  },
  signNotification: (notification, wallNow) => ({ 'x-signed': `${wallNow.getTime()}:${notification.body}` }),
};

describe('provider stand-ins mounted in a sandbox service', () => {
  let database: Database;
  let app: FastifyInstance;
  let now = new Date('2026-11-26T12:00:00Z');
  const received: { body: string; signed: string | undefined }[] = [];
  let answerHook = 500;
  let standins: SandboxStandIns;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = Fastify();
    standins = new SandboxStandIns({ app, db: database.db, now: () => now, wallNow: () => new Date(42_000) });
    const connection = standins.connect(echo);
    expect(connection.baseUrl).toBe('http://sandbox.invalid/dev/echo');
    app.post('/hooks/echo', async (request, reply) => {
      received.push({ body: JSON.stringify(request.body), signed: request.headers['x-signed'] as string });
      return reply.code(answerHook).send({});
    });
    await standins.mount(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is reached by its client over the in-process wire, and keeps the first write of a key', async () => {
    const { baseUrl, fetch } = standins.connect(echo);
    const post = (n: number) =>
      fetch(`${baseUrl}/things/a`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ n }),
      });
    const first = await post(1);
    expect(first.status).toBe(201);
    const again = await post(2);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ n: 1 });
    expect(await (await fetch(`${baseUrl}/things`)).json()).toEqual([{ n: 1 }]);
  });

  it('delivers a notification when it is due on its clock, signed when sent, until the service takes it', async () => {
    expect(await standins.deliverDue()).toBe(0);
    expect(received).toEqual([]);
    now = new Date(now.getTime() + 60_000);
    expect(await standins.deliverDue()).toBe(0);
    expect(received).toHaveLength(1);
    answerHook = 200;
    expect(await standins.deliverDue()).toBe(1);
    expect(received[1]).toEqual({ body: '{"key":"a"}', signed: '42000:{"key":"a"}' });
    expect(await standins.deliverDue()).toBe(0);
    expect(received).toHaveLength(2);
  });
});

describe('provider stand-ins on their own ports', () => {
  it('answer over HTTP, and notify the service at its address when due', async () => {
    const service = Fastify();
    const notified: string[] = [];
    let tookIt: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      tookIt = resolve;
    });
    service.post('/hooks/echo', async (request) => {
      notified.push(`${request.headers['x-signed']?.toString().split(':').slice(1).join(':')}`);
      tookIt();
      return {};
    });
    const serviceUrl = await service.listen({ host: '127.0.0.1', port: 0 });
    const quick: StandIn = {
      ...echo,
      routes(app, context) {
        return echo.routes(app, { ...context, notify: (path, body) => context.notify(path, body, 0) });
      },
    };
    const running = await serveStandIns([quick], {
      host: '127.0.0.1',
      ports: { echo: 0 },
      notifyUrl: serviceUrl,
      pollMs: 20,
    });
    try {
      const answer = await fetch(`${running.urls.echo}/things/b`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ n: 7 }),
      });
      expect(answer.status).toBe(201);
      await arrived;
      expect(notified).toEqual(['{"key":"b"}']);
    } finally {
      await running.close();
      await service.close();
    }
  });
});
