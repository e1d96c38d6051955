import { z } from 'zod';
import type { WebhookHeaders } from '../collection/collection-payment.ts';
import { authenticated, type StpWebhookSettings } from '../collection/stp-webhook.ts';
import { parseJson, readPayload } from '../collection/webhook-payload.ts';

/**
 * STP's notification that an order we sent changed state, POSTed to the URL we registered
 * (`/webhooks/stp/orden`), authenticated as STP's deposit notifications are (Basic credentials in
 * the registered URL, from STP_NOTIFY_FROM's addresses). The fields are those the brief and
 * reference/domain.md §6 give for STP's "cambio de estado" ([weak] there: to confirm with STP's
 * documentation): `id` (STP's folio), `empresa`, `folioOrigen` (ours: the claveRastreo), `estado`,
 * `causaDevolucion` and `tsLiquidacion`. A PascalCase `Estado`/`Id`, as older notifications wrote
 * it, is read too.
 */
/** Where STP posts an order's state changes on the service (the URL the company registers with STP). */
export const ORDEN_NOTIFICATION_PATH = '/webhooks/stp/orden';

export type OrdenEstado = 'LIQUIDACION' | 'DEVOLUCION' | 'CANCELACION';

export interface OrdenStateChange {
  /** STP's folio of the order. */
  id: string;
  /** Ours: the order's claveRastreo, which is the payout's providerRef. */
  folioOrigen: string;
  estado: OrdenEstado;
  causaDevolucion: string | null;
}

const digits = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(String);

const schema = z.object({
  id: digits,
  empresa: z.string(),
  folioOrigen: z.string().trim().min(1).max(50),
  estado: z.enum(['LIQUIDACION', 'DEVOLUCION', 'CANCELACION']),
  causaDevolucion: z.union([z.string(), z.number()]).nullish(),
  tsLiquidacion: z.union([z.string(), z.number()]).nullish(),
});

const PASCAL: Record<string, string> = {
  Id: 'id',
  Empresa: 'empresa',
  FolioOrigen: 'folioOrigen',
  Estado: 'estado',
};

export type OrdenNotificationResult =
  | { ok: true; change: OrdenStateChange }
  | { ok: false; reason: 'signature' | 'payload'; detail: string };

export function verifyOrdenNotification(
  rawBody: string,
  headers: WebhookHeaders,
  settings: StpWebhookSettings,
): OrdenNotificationResult {
  if (!authenticated(headers, settings))
    return { ok: false, reason: 'signature', detail: 'missing or wrong Basic credentials' };
  const parsed = parseJson(rawBody);
  const body =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? Object.fromEntries(Object.entries(parsed).map(([key, value]) => [PASCAL[key] ?? key, value]))
      : parsed;
  const read = readPayload(schema, body);
  if (!read.ok) return { ok: false, reason: 'payload', detail: read.detail };
  if (read.data.empresa !== settings.company)
    return { ok: false, reason: 'payload', detail: 'empresa is not ours' };
  const { id, folioOrigen, estado, causaDevolucion } = read.data;
  return {
    ok: true,
    change: {
      id,
      folioOrigen,
      estado,
      causaDevolucion: causaDevolucion == null ? null : String(causaDevolucion),
    },
  };
}
