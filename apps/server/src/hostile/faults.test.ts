import type { ChildProcess } from 'node:child_process';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { ERRORS, ORDER_STATUS } from '@puente/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerEntries, loanOrders, payouts, standinRecords } from '../db/schema.ts';
import { addressOf } from '../modules/disbursement/money-fixtures.ts';
import * as ledger from '../modules/orders/ledger-repository.ts';
import { owedCharges } from '../modules/orders/owed-repository.ts';
import { describeEngines } from '../testing/describe-engines.ts';
import { type Borrower, onboardedBorrower } from '../testing/loan-fixtures.ts';
import {
  freePort,
  makeServiceStore,
  PROCESS_SECRET_KEY,
  type RemoteService,
  remoteService,
  type ServiceStore,
  startServiceProcess,
  stopServiceProcess,
} from '../testing/service-process.ts';
import { ENGINES } from '../testing/test-database.ts';
import { newMxMobile, startTestService } from '../testing/test-service.ts';

const BORROWERS = 8;
const KILL_AFTER_APPLICATIONS = 3;
/** Every payout succeeds, so each order's end is known: repaying, with its money sent once. */
const PROCESS_ENV = { SANDBOX_PAYOUT_FAILURE_RATE: '0', SESSION_CACHE_MS: '0' };

describeEngines(ENGINES)('the service killed during applications and payouts, on %s', (engine) => {
  let store: ServiceStore;
  let borrowers: Borrower[];
  let port: number;
  let service: ChildProcess | undefined;
  let r: RemoteService;
  const ordered = new Map<string, string>(); // userId → orderNo the phone was answered
  let answeredAtKill = 0;

  beforeAll(async () => {
    store = await makeServiceStore(engine);
    // Onboarding is not what is under test: done in this process on the store, through the real calls.
    const s = await startTestService(
      engine,
      { secretKey: PROCESS_SECRET_KEY },
      { database: await store.open() },
    );
    borrowers = [];
    for (let i = 0; i < BORROWERS; i++) borrowers.push(await onboardedBorrower(s));
    await s.close();
    port = await freePort();
    r = remoteService(port);
  }, 120_000);
  afterAll(async () => {
    if (service) await stopServiceProcess(service, 'SIGKILL');
    await store?.dispose();
  });

  const start = async () => {
    service = await startServiceProcess({ ...store.env, ...PROCESS_ENV }, port);
  };
  const kill = async () => {
    if (service) await stopServiceProcess(service, 'SIGKILL');
  };
  const apply = async (b: Borrower) => {
    try {
      return await r.call(
        'POST',
        '/loan/loan-order/apply-market',
        { productId: 'mx-91', loanAmount: 1000 },
        { token: b.token },
      );
    } catch {
      return undefined; // the connection died with the process: not acknowledged
    }
  };
  const ordersOf = async (userIds: string[]) => {
    const database = await store.open();
    try {
      return await database.db.select().from(loanOrders).where(inArray(loanOrders.userId, userIds));
    } finally {
      await database.close();
    }
  };

  it('loses no acknowledged application and makes none twice', { timeout: 120_000 }, async () => {
    await start();
    let next = 0;
    let killed: Promise<void> | undefined;
    const worker = async () => {
      while (next < borrowers.length && !killed) {
        const b = borrowers[next++] as Borrower;
        const answer = await apply(b);
        if (answer?.code === 0) ordered.set(b.userId, answer.data.orderNo);
        if (ordered.size >= KILL_AFTER_APPLICATIONS && !killed) killed = kill();
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    await killed;
    answeredAtKill = ordered.size;
    expect(ordered.size).toBeGreaterThanOrEqual(KILL_AFTER_APPLICATIONS);
    expect(ordered.size).toBeLessThan(BORROWERS);

    const afterKill = await ordersOf(borrowers.map((b) => b.userId));
    for (const [userId, orderNo] of ordered) {
      expect(afterKill.filter((o) => o.userId === userId).map((o) => o.orderNo)).toEqual([orderNo]);
    }

    // The phones that got no answer try again; each ends with one order, whatever the kill left.
    await start();
    for (const b of borrowers.filter((x) => !ordered.has(x.userId))) {
      const again = await apply(b);
      expect(again?.status).toBeLessThan(500);
      const latest = await r.call('GET', '/loan/loan-order/latest', {}, { token: b.token });
      expect(latest.code).toBe(0);
      ordered.set(b.userId, latest.data.order.orderNo);
    }

    await r.advance({ minutes: 11 }); // the review decides every one
    for (const b of borrowers) {
      const latest = await r.call('GET', '/loan/loan-order/latest', {}, { token: b.token });
      expect(latest.data.order.status).toBe(ORDER_STATUS.Confirm);
    }
  });

  it('sends no payout twice and loses none; every ledger reconciles', { timeout: 120_000 }, async () => {
    await r.advance({ minutes: 2 }); // the code resend wait since onboarding
    for (const b of borrowers) {
      const orderNo = ordered.get(b.userId) as string;
      const code = await r.requestCode(b.mobile, { token: b.token, ip: addressOf(b) });
      const signed = await r.call(
        'POST',
        '/loan/validateVerifyCode',
        { orderNo, code, agree: true },
        { token: b.token },
      );
      expect(signed.code).toBe(0);
      expect((await r.call('POST', '/loan/get-money', { orderNo }, { token: b.token })).code).toBe(0);
    }

    // The tick that sends the payouts runs in the clock move; the process dies once the first is sent.
    const watched = borrowers[0] as Borrower;
    const tick = r.advance({ minutes: 1 }).catch(() => undefined);
    for (;;) {
      const latest = await r
        .call('GET', '/loan/loan-order/latest', {}, { token: watched.token })
        .catch(() => undefined);
      if (latest && latest.data?.order?.status !== ORDER_STATUS.finishLoading) break;
    }
    await kill();
    await tick;
    const atKill = await ordersOf(borrowers.map((b) => b.userId));
    const sentAtKill = atKill.filter((o) => o.status !== ORDER_STATUS.finishLoading).length;

    // After the restart the stale claims are sent again (same reference) and every transfer settles.
    await start();
    await r.advance({ minutes: 6 });
    await r.advance({ minutes: 61 });
    await kill();

    const database = await store.open();
    try {
      const orders = await database.db
        .select()
        .from(loanOrders)
        .where(
          inArray(
            loanOrders.userId,
            borrowers.map((b) => b.userId),
          ),
        );
      // One order per borrower, the one the phone was answered (an embedded store is read once the process is gone).
      expect(orders).toHaveLength(BORROWERS);
      for (const b of borrowers) {
        expect(orders.filter((o) => o.userId === b.userId).map((o) => o.orderNo)).toEqual([
          ordered.get(b.userId),
        ]);
      }
      expect(orders.map((o) => o.status)).toEqual(orders.map(() => ORDER_STATUS.Repaying));
      const orderIds = orders.map((o) => o.id);
      const sent = await database.db.select().from(payouts).where(inArray(payouts.orderId, orderIds));
      // Mexico's payouts are STP orders, kept by the STP stand-in under their claveRastreo.
      const transfers = await database.db
        .select()
        .from(standinRecords)
        .where(eq(standinRecords.kind, 'sent'));
      const balances = await ledger.balances(database.db, orderIds);
      for (const order of orders) {
        const mine = sent.filter((p) => p.orderId === order.id);
        expect(mine.map((p) => p.status)).toEqual(['succeeded']);
        // The bank saw one transfer per order: the money went out once.
        const theirs = transfers.filter((t) => t.key.startsWith(`${order.orderNo}R`));
        expect(theirs.map((t) => Math.round(Number(t.data.monto) * 100))).toEqual([mine[0]?.amount]);
        const entries = await database.db
          .select()
          .from(ledgerEntries)
          .where(eq(ledgerEntries.orderId, order.id));
        expect(entries.filter((e) => e.kind === 'payout')).toHaveLength(1);
        const owed = (await owedCharges(database.db, order.id)).reduce(
          (sum, row) => sum + row.amountMinor,
          0,
        );
        expect(balances.get(order.id)?.unrepaid).toBe(owed);
        expect(owed).toBeGreaterThan(0);
      }
      console.log(
        `faults on ${engine}: killed when ${answeredAtKill} of ${BORROWERS} applications were answered; ` +
          `payouts sent when killed: ${sentAtKill} of ${BORROWERS}; after restart all ${BORROWERS} repaying, each paid out once`,
      );
    } finally {
      await database.close();
    }
  });
});

/** A TCP hop between the service and PostgreSQL that the test can cut and mend. */
class CuttableProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private cut = false;
  port = 0;

  constructor(
    private readonly host: string,
    private readonly upstreamPort: number,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      if (this.cut) return client.destroy();
      const upstream = connect(this.upstreamPort, this.host);
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(a);
        a.pipe(b);
        a.on('error', () => b.destroy());
        a.on('close', () => {
          this.sockets.delete(a);
          b.destroy();
        });
      }
    });
    await new Promise<void>((resolve) => (this.server as Server).listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  /** Every open connection dies and new ones are refused at once, as when the network drops. */
  sever(): void {
    this.cut = true;
    for (const socket of this.sockets) socket.destroy();
  }

  mend(): void {
    this.cut = false;
  }

  async close(): Promise<void> {
    this.sever();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

describeEngines(['postgres'])('the PostgreSQL connection cut and restored, on %s', (engine) => {
  let store: ServiceStore;
  let proxy: CuttableProxy;
  let service: ChildProcess | undefined;
  beforeAll(async () => {
    store = await makeServiceStore(engine);
    const url = new URL(store.url as string);
    proxy = new CuttableProxy(url.hostname, Number(url.port || 5432));
    await proxy.start();
  });
  afterAll(async () => {
    if (service) await stopServiceProcess(service, 'SIGKILL');
    await proxy?.close();
    await store?.dispose();
  });

  it('answers "unavailable" while cut and recovers alone once restored', { timeout: 60_000 }, async () => {
    const url = new URL(store.url as string);
    url.port = String(proxy.port);
    const port = await freePort();
    service = await startServiceProcess({ ...store.env, DATABASE_URL: url.toString(), ...PROCESS_ENV }, port);
    const r = remoteService(port);
    const mobile = newMxMobile();
    const code = await r.requestCode(mobile, { ip: '10.9.0.1' });
    const registered = await r.call('POST', '/security/register', { mobile, code }, { ip: '10.9.0.1' });
    expect(registered.code).toBe(0);
    const token = registered.data.token as string;
    const ready = () => fetch(`http://127.0.0.1:${port}/readyz`);

    proxy.sever();
    const whileCut = [
      await r.call('GET', '/security/getUserInfo', {}, { token }),
      await r.call('GET', '/loan/loan-order/latest', {}, { token }),
      await r.call(
        'POST',
        '/security/getVerifyCode',
        { mobile: '5587654321', channel: 'sms' },
        { ip: '10.9.0.2' },
      ),
      await r.call('GET', '/security/existsByMobile', { mobile }, { lang: 'es' }),
    ];
    for (const answer of whileCut) {
      expect(answer).toMatchObject({ status: 503, code: ERRORS.unavailable.code, data: null });
    }
    expect(whileCut[0]?.msg).toBe(ERRORS.unavailable.en);
    expect(whileCut[3]?.msg).toBe(ERRORS.unavailable.es);
    const notReady = await ready();
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ status: 'database unreachable' });
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    // Mended: the same process answers again, without a restart.
    proxy.mend();
    expect((await ready()).status).toBe(200);
    const info = await r.call('GET', '/security/getUserInfo', {}, { token });
    expect(info).toMatchObject({ status: 200, code: 0, data: { mobile } });
    expect(service.exitCode).toBeNull();
  });
});
