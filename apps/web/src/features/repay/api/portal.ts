import type {
  CashierCheckoutView,
  OxxoReferenceView,
  PortalRepaymentView,
  StpClabeView,
} from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** GET /portal/repayment/detail, no login: what someone paying from a link needs, and no more. */
export function getPortalDetail(payOrderId: string) {
  return apiCall<PortalRepaymentView>('/portal/repayment/detail', { payOrderId });
}

/** The channels a payment link can be paid through, and what confirming each answers. */
export interface PortalAnswers {
  oxxo: OxxoReferenceView;
  stp: StpClabeView;
  cashier: CashierCheckoutView;
}

export type PortalChannel = keyof PortalAnswers;

export function isPortalChannel(channelId: string): channelId is PortalChannel {
  return channelId === 'oxxo' || channelId === 'stp' || channelId === 'cashier';
}

/** POST /portal/repayment/confirm: the way to pay the link's amount through one channel. */
export function confirmPortalChannel<C extends PortalChannel>(payOrderId: string, channelId: C) {
  return apiCall<PortalAnswers[C]>(
    '/portal/repayment/confirm',
    { payOrderId, channelId },
    { method: 'POST' },
  );
}
