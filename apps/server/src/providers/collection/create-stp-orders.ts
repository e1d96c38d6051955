import type { StpConnection } from '../stp/stp-connection.ts';
import { stpOrdersOver } from '../stp/stp-received-orders.ts';
import type { StpSettings } from './collection-secrets.ts';
import type { StpOrderLookup, StpOrders } from './stp-orders.ts';

/** What asks when there is no STP to ask: every deposit waits, recorded, until one is configured. */
const NOBODY_TO_ASK: StpOrders = {
  receivedOrder: async (): Promise<StpOrderLookup> => ({
    kind: 'unreachable',
    detail: 'no STP API is configured (STP_BASE_URL)',
  }),
};

/**
 * The STP client for confirming deposits, over the one STP connection (STP itself, its test
 * environment, a stand-in on its own port, or the sandbox's stand-in): signed Consulta Orden.
 * Undefined when STP's notifications are not configured at all (they are refused before any
 * question is asked); with them but no connection, every deposit waits, recorded.
 */
export function createStpOrders(settings: {
  stp: StpSettings | undefined;
  /** STP as create-stp.ts reaches it (signed, its base URL and wire): STP, its test environment, or the stand-in. */
  connection: StpConnection | undefined;
}): StpOrders | undefined {
  const { stp, connection } = settings;
  if (!stp) return undefined;
  return connection ? stpOrdersOver(connection) : NOBODY_TO_ASK;
}
