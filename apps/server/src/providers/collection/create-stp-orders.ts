import type { FastifyInstance } from 'fastify';
import { SANDBOX_STP_API, sandboxStpPost } from '../../sandbox/collection/sandbox-stp-orders.ts';
import type { StpConnection } from '../stp/stp-connection.ts';
import { stpOrdersOver } from '../stp/stp-received-orders.ts';
import type { StpSettings } from './collection-secrets.ts';
import { fetchPost, HttpStpOrders, type StpOrderLookup, type StpOrders } from './stp-orders.ts';

/** How long STP is given to answer before the deposit waits for the next tick. */
const STP_TIMEOUT_MS = 10_000;

/** What asks when there is no STP to ask: every deposit waits, recorded, until one is configured. */
const NOBODY_TO_ASK: StpOrders = {
  receivedOrder: async (): Promise<StpOrderLookup> => ({
    kind: 'unreachable',
    detail: 'no STP API is configured (STP_BASE_URL)',
  }),
};

/**
 * The STP client for confirming deposits: against STP_BASE_URL when it is set (STP itself, its test
 * environment, or a stand-in on its own port), in sandbox mode otherwise against the sandbox STP
 * over this service's own routes. The same client and protocol either way; undefined when STP is not
 * configured at all (its notifications are refused before any question is asked).
 */
export function createStpOrders(settings: {
  stp: StpSettings | undefined;
  sandbox: boolean;
  app: FastifyInstance;
  /** STP as create-stp.ts reaches it (signed, its base URL and wire): when given, the one way asked. */
  connection?: StpConnection | undefined;
}): StpOrders | undefined {
  const { stp, sandbox, app, connection } = settings;
  if (!stp) return undefined;
  if (connection) return stpOrdersOver(connection);
  if (stp.apiBaseUrl)
    return new HttpStpOrders({
      baseUrl: stp.apiBaseUrl,
      company: stp.company,
      post: fetchPost(STP_TIMEOUT_MS),
    });
  if (sandbox)
    return new HttpStpOrders({
      baseUrl: `http://sandbox.invalid${SANDBOX_STP_API}`,
      company: stp.company,
      post: sandboxStpPost(app),
    });
  return NOBODY_TO_ASK;
}
