// Applications per second: POST /api/loan/loan-order/apply-market through the full envelope
// (decrypt, validate, session, one read of the borrower's standing, one insert of order + event +
// audit rows under the one-open-order index), each request by a different pre-onboarded borrower,
// 10 at a time, against pgbench's TPC-B-like transactions per second with 10 clients on the same
// PostgreSQL in the same run (the mean of a run before and one after).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { seal } from './envelope.mjs';
import { pgbenchTps, scratchDatabase, sql } from './postgres.mjs';
import { freePort, serviceEnv, startNode, stop, waitFor200 } from './proc.mjs';
import { APP, isSuccess } from './service.mjs';

export const APPLICATIONS_TARGET = 0.4;
/** pgbench's clients, and as many borrowers applying at once: the same concurrency on both sides. */
export const CLIENTS = 10;

/**
 * Borrowers who finished onboarding, written straight to the tables: a user, a live session whose
 * token is `bench-<n>`, and a submitted onboarding (apply then checks nothing more about them).
 */
async function seedBorrowers(url, count) {
  await sql(
    url,
    `insert into users (id, market, mobile, e164, created_at)
       select md5('bench-user-' || g)::uuid, 'MX', '56' || lpad(g::text, 8, '0'), '+5256' || lpad(g::text, 8, '0'), now()
       from generate_series(1, $1::int) g`,
    [count],
  );
  await sql(
    url,
    `insert into sessions (user_id, token_hash, package_name, created_at, expires_at)
       select md5('bench-user-' || g)::uuid, encode(sha256(convert_to('bench-' || g, 'UTF8')), 'hex'), $2, now(), now() + interval '30 days'
       from generate_series(1, $1::int) g`,
    [count, APP.packageName],
  );
  await sql(
    url,
    `insert into onboarding (user_id, market, last_activity_at, submitted_at)
       select md5('bench-user-' || g)::uuid, 'MX', now(), now() from generate_series(1, $1::int) g`,
    [count],
  );
  await sql(url, 'analyze');
}

/** One autocannon run; each request is sent by the next borrower of `cursor`, who applies once. */
async function measureApplications({ base, seconds, connections, cursor }) {
  let bad = 0;
  let sample = '';
  // The payload is the same for every borrower (who applies is the token), so it is sealed once per
  // run, as the getUserInfo scenario does: the client's own crypto stays out of the measured figure.
  const { name, value } = seal(APP.packageName, { productId: 'mx-91', loanAmount: 1000 });
  const body = JSON.stringify({ [name]: value });
  const r = await autocannon({
    url: `${base}/api/loan/loan-order/apply-market`,
    method: 'POST',
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          cursor.next += 1;
          // Past the last borrower the answer is "order open", counted as an error, never hidden.
          const borrower = cursor.next > cursor.limit ? 1 : cursor.next;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              packageName: APP.packageName,
              appName: APP.appName,
              lang: APP.lang,
              afid: APP.afid,
              Authorization: `Bearer bench-${borrower}`,
            },
            body,
          };
        },
        onResponse: (status, answer) => {
          if (!(status === 200 && isSuccess(answer))) {
            bad++;
            sample ||= `${status} ${String(answer).slice(0, 200)}`;
          }
        },
      },
    ],
  });
  return {
    reqPerSec: r.requests.average,
    requests: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + bad,
    errorSample: sample || undefined,
  };
}

/** The whole scenario; `serverMain` is the built service, `adminUrl` DATABASE_URL. */
export async function applicationsBench({
  adminUrl,
  serverMain,
  tmp,
  seconds,
  warmupSeconds,
  nodeArgs = [],
}) {
  // pgbench runs before and after the applications and the mean is the reference: on these shared
  // machines one pgbench run alone swung between 900 and 3,300 tps within minutes.
  const pgbench = async (when) => {
    const run = await pgbenchTps(adminUrl, { seconds, clients: CLIENTS });
    console.log(
      `bench: pgbench TPC-B-like ${when}: ${Math.round(run.tps)} tps (${CLIENTS} clients, scale ${CLIENTS}, ${seconds} s)`,
    );
    return run;
  };
  const before = await pgbench('before');

  const db = await scratchDatabase(adminUrl, 'apply');
  const dir = join(tmp, 'applications');
  mkdirSync(join(dir, 'data'), { recursive: true });
  const port = await freePort();
  const proc = startNode(
    'applications',
    [...nodeArgs, serverMain],
    // The decisions come after the review delay; only the applications are measured.
    serviceEnv({ port, dataDir: join(dir, 'data'), databaseUrl: db.url, JOBS: 'false' }),
    join(dir, 'service.log'),
  );
  let result;
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor200(proc, `${base}/readyz`, 90_000);
    // Enough borrowers for every request of the warm-up and the run, each applying once.
    const borrowers = Math.max(20_000, (seconds + warmupSeconds) * 3_000);
    await seedBorrowers(db.url, borrowers);
    const cursor = { next: 0, limit: borrowers };
    if (warmupSeconds > 0)
      await measureApplications({ base, seconds: warmupSeconds, connections: CLIENTS, cursor });
    const measured = await measureApplications({ base, seconds, connections: CLIENTS, cursor });
    const [{ orders }] = await sql(db.url, 'select count(*)::int as orders from loan_orders');
    result = { ...measured, borrowersUsed: cursor.next, ordersWritten: orders };
  } finally {
    await stop(proc);
    await db.drop();
  }
  const after = await pgbench('after');
  const reference = (before.tps + after.tps) / 2;
  return {
    ...result,
    pgbenchTps: reference,
    pgbench: { before, after },
    ratio: result.reqPerSec / reference,
    target: APPLICATIONS_TARGET,
  };
}
