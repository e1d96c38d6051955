import { type CallAnswer, call } from '../../../api/call.ts';
import type { ApiAnswer } from '../../../api/client.ts';

/** GET /portal/repayment/detail, no login: what someone paying from a link needs, and no more. */
export function getPortalDetail(payOrderId: string) {
  return call('GET /api/portal/repayment/detail', { payOrderId });
}

type PortalAnswer = CallAnswer<'POST /api/portal/repayment/confirm'>;

/** The channels a payment link can be paid through, and what confirming each answers. */
export interface PortalAnswers {
  oxxo: Extract<PortalAnswer, { barcode: string }>;
  stp: Extract<PortalAnswer, { clabe: string }>;
  cashier: Extract<PortalAnswer, { checkoutUrl: string }>;
}

export type PortalChannel = keyof PortalAnswers;

export function isPortalChannel(channelId: string): channelId is PortalChannel {
  return channelId === 'oxxo' || channelId === 'stp' || channelId === 'cashier';
}

/** POST /portal/repayment/confirm: the way to pay the link's amount through one channel. */
export function confirmPortalChannel<C extends PortalChannel>(
  payOrderId: string,
  channelId: C,
): Promise<ApiAnswer<PortalAnswers[C]>> {
  // The service answers the shape of the channel asked for (portal-service.ts confirm).
  return call('POST /api/portal/repayment/confirm', { payOrderId, channelId }) as Promise<
    ApiAnswer<PortalAnswers[C]>
  >;
}
