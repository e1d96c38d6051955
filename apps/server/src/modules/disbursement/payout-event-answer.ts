/** What the webhook route answers a provider's event about a payout; undefined when it is not one. */
export type PayoutEventAnswer =
  | { httpStatus: number; body: unknown; log: Record<string, unknown> }
  | undefined;

/** A refused event: 401 for a signature that does not hold, 400 for what cannot be read. */
export function refusedEvent(read: { reason: string; detail?: unknown }): NonNullable<PayoutEventAnswer> {
  const signature = read.reason === 'signature';
  return {
    httpStatus: signature ? 401 : 400,
    body: { error: signature ? 'invalid signature' : 'invalid payload' },
    log: { refused: read.reason, detail: read.detail },
  };
}

/** An event safely recorded (applied, or nothing left to change): 200, so it is not sent again. */
export function receivedEvent(log: Record<string, unknown>): NonNullable<PayoutEventAnswer> {
  return { httpStatus: 200, body: { received: true }, log };
}
