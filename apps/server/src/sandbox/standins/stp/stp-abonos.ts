import { randomUUID } from 'node:crypto';
import { operationDayOf } from '../../../providers/stp/stp-operation-day.ts';
import type { StandInContext } from '../standin.ts';
import type { StandInStore } from '../standin-store.ts';
import { stpNotification } from './stp-abono-notification.ts';

/** The stand-in's record kind of the orders STP received for the company (the abonos). */
export const RECEIVED_KIND = 'received';

/** SPEI settles in seconds; STP notifies within a minute. */
export const ABONO_NOTIFY_DELAY_MS = 60_000;

/** Where STP posts an abono: the URL the company registered, on the service. */
export const ABONO_NOTIFY_PATH = '/webhooks/stp';

/** A deposit as the stand-in keeps it: the notification's fields, its day and its state. */
export interface StpReceivedRecord extends Record<string, unknown> {
  claveRastreo: string;
  /** YYYYMMDD, STP's operation day of the deposit. */
  fechaOperacion: string;
  /** ISO time it settled: STP knows nothing of it before. */
  settledAt: string;
  /** The abono notification's fields (camelCase, as STP sends them). */
  order: Record<string, unknown>;
  /** LQ liquidada: what STP says of a deposit it kept. */
  estado: string;
  /** A tester's lost notification: STP kept the money but the service was never told. */
  notified: boolean;
}

/**
 * A payer's bank sends SPEI to one of the company's CLABEs: STP settles it now, keeps it with its
 * tracking key, and owes the company the abono notification a minute later, unless the tester
 * asked for it to be lost (then only STP's listing and Consulta Orden know of it).
 */
export async function receiveAbono(
  context: StandInContext,
  empresa: string,
  input: { clabe: string; amountMinor: number; payerName?: string | undefined; lost?: boolean | undefined },
): Promise<{ record: StpReceivedRecord; deliverAt: Date | undefined }> {
  const at = context.now();
  const notification = stpNotification({
    clabe: input.clabe,
    amountMinor: input.amountMinor,
    company: empresa,
    // The Basic header is added when the notification is sent (stp-standin.ts signNotification).
    webhookUser: '',
    webhookPassword: '',
    at,
    seed: randomUUID(),
    ...(input.payerName ? { payerName: input.payerName } : {}),
  });
  const record = await keepAbono(context.store, notification.rawBody, at, !input.lost);
  if (input.lost) return { record, deliverAt: undefined };
  await context.notify(ABONO_NOTIFY_PATH, notification.rawBody, ABONO_NOTIFY_DELAY_MS);
  return { record, deliverAt: new Date(at.getTime() + ABONO_NOTIFY_DELAY_MS) };
}

/** STP keeps a deposit it settled at `at`, as its notification `rawBody` describes it. */
export async function keepAbono(
  store: StandInStore,
  rawBody: string,
  at: Date,
  notified: boolean,
): Promise<StpReceivedRecord> {
  const order = JSON.parse(rawBody) as Record<string, unknown>;
  const record: StpReceivedRecord = {
    claveRastreo: String(order.claveRastreo),
    fechaOperacion: operationDayOf(at),
    settledAt: at.toISOString(),
    order,
    estado: 'LQ',
    notified,
  };
  await store.insert(RECEIVED_KIND, record.claveRastreo, record);
  return record;
}

/** What STP answers about a received order (Consulta Orden's `respuesta`, a conciliación row). */
export function receivedOrderView(record: StpReceivedRecord): Record<string, unknown> {
  const { id, ...fields } = record.order;
  return {
    idEF: id,
    ...fields,
    fechaOperacion: Number(record.fechaOperacion),
    tipoOrden: 'R',
    estado: record.estado,
  };
}

/** The deposits settled by `now`: STP knows nothing of one before it settles. */
export async function settledReceived(store: StandInStore, now: Date): Promise<StpReceivedRecord[]> {
  const all = await store.list<StpReceivedRecord>(RECEIVED_KIND);
  return all.filter((record) => new Date(record.settledAt).getTime() <= now.getTime());
}
