/**
 * What the service tells a borrower outside a screen (issue 21). Each kind is one event of a loan's
 * life; `purpose` decides the rules it goes out under (decision 060):
 * - `notice`: the borrower's own money moving or a step they took (disbursement, receipt, proof
 *   decided, extension, paid off). Sent at once, whatever the hour; it cannot be opted out of.
 * - `collection`: about a debt coming due or overdue (reminders, overdue notices, a collector's
 *   contact, a missed promise). Legally required and never opted out of, but only inside the
 *   market's contact window and within the daily cap.
 * - `marketing`: offers. Only with the borrower's opt-in, and under the same window and cap.
 */
export const MESSAGE_PURPOSES = ['notice', 'collection', 'marketing'] as const;
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number];

export const MESSAGE_KINDS = {
  'disbursement.sent': 'notice',
  'disbursement.arrived': 'notice',
  'payment.receipt': 'notice',
  'extension.applied': 'notice',
  'voucher.approved': 'notice',
  'voucher.rejected': 'notice',
  'loan.paidOff': 'notice',
  'reminder.due3': 'collection',
  'reminder.due1': 'collection',
  'reminder.due0': 'collection',
  'overdue.day1': 'collection',
  'overdue.day3': 'collection',
  'overdue.day7': 'collection',
  'promise.missed': 'collection',
  'collections.paymentLink': 'collection',
  'offer.newLimit': 'marketing',
} as const satisfies Record<string, MessagePurpose>;

export type MessageKind = keyof typeof MESSAGE_KINDS;
export const MESSAGE_KIND_NAMES = Object.keys(MESSAGE_KINDS) as MessageKind[];

export function purposeOf(kind: MessageKind): MessagePurpose {
  return MESSAGE_KINDS[kind];
}

/** Channels a message may leave by besides the inbox, which every message is in. */
export const OUTBOUND_CHANNELS = ['sms', 'whatsapp'] as const;
export type OutboundChannel = (typeof OUTBOUND_CHANNELS)[number];

/**
 * What a delivery is: waiting for its time (`pending`), handed to the provider (`sent`), refused or
 * failed for good (`failed`), or never to be sent (`suppressed`: no consent, no channel, the cap).
 */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'suppressed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
