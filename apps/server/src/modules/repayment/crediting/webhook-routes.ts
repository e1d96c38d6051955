import { DomainError } from '@puente/domain';
import type { FastifyInstance } from 'fastify';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import { MAX_JSON_DEPTH } from '../../../protocol/json-body-parser.ts';
import { jsonNestsDeeperThan } from '../../../protocol/json-depth.ts';
import type { AddressRanges } from '../../../providers/collection/address-ranges.ts';
import type {
  CollectionProvider,
  IncomingPayment,
  WebhookHeaders,
} from '../../../providers/collection/collection-payment.ts';
import type { CollectionWebhook } from '../../../providers/collection/create-collection-webhooks.ts';
import { stpConfirm, stpReturn } from '../../../providers/collection/stp-webhook.ts';
import type { ReceivedOutcome } from './provider-confirmed-crediting.ts';

/** Handles a provider's payout events: the answer to send, or undefined for an event that is no payout's. */
export type PayoutEvents = (
  rawBody: string,
  headers: WebhookHeaders,
) => Promise<{ httpStatus: number; body: unknown; log: Record<string, unknown> } | undefined>;

export const webhookPath = (provider: CollectionProvider) => `/webhooks/${provider}`;

/**
 * A provider's notification is one payment event: a few KB, a few levels deep. 64 KB leaves ten
 * times that; a larger body is refused (413) as it arrives, before any signature is computed over
 * it (docs/decisions/035).
 */
const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

/** What each provider expects back once a notification is safely recorded. */
const ACCEPTED: Partial<Record<CollectionProvider, () => unknown>> = { stp: stpConfirm };

/** What a provider that can send a payment back is answered to do so (decision 032), by cause. */
const RETURNED: Partial<Record<CollectionProvider, (cause: number) => unknown>> = { stp: stpReturn };

/**
 * One POST route per provider, outside the app envelope: providers sign the raw bytes, so the body
 * stays a string until the signature holds. A sender outside the provider's addresses is refused
 * (403), a bad signature too (401), both logged without the body; a good one is answered 200 only
 * after the payment is recorded (credited, or waiting for the provider to confirm it), so a provider
 * that gets no answer delivers again and the idempotent crediting makes that harmless (decisions 016,
 * 037). A payment the provider does not confirm is answered 400, like any notification we cannot take.
 */
export async function registerWebhookRoutes(
  app: FastifyInstance,
  deps: {
    verifiers: Record<CollectionProvider, CollectionWebhook>;
    crediting: { receive(payment: IncomingPayment): Promise<ReceivedOutcome> };
    clock: BusinessClock;
    /** The wall clock (Stripe's signatures are timed on it); the real one unless a test says. */
    wallNow?: () => Date;
    /** A reference the provider says can no longer be paid is closed, if still pending. */
    closeReference?: (provider: CollectionProvider, reference: string) => Promise<boolean>;
    /** Providers that notify only from known addresses (STP: STP_NOTIFY_FROM). */
    sources?: Partial<Record<CollectionProvider, AddressRanges>>;
    /** A provider's events about money we sent (Paystack's transfer.*), on the same URL; undefined: not one. */
    payoutEvents?: Partial<Record<CollectionProvider, PayoutEvents>>;
  },
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => {
        // The body stays the signed string; nesting no provider sends is refused before anyone parses it.
        if (jsonNestsDeeperThan(String(body), MAX_JSON_DEPTH))
          done(new DomainError('jsonTooDeep'), undefined);
        else done(null, body);
      },
    );
    for (const [provider, verify] of Object.entries(deps.verifiers) as [
      CollectionProvider,
      CollectionWebhook,
    ][]) {
      scope.post(webhookPath(provider), async (request, reply) => {
        const sources = deps.sources?.[provider];
        if (sources && !sources.allows(request.ip)) {
          request.log.warn({ provider, ip: request.ip }, 'webhook refused: not from the provider');
          return reply.code(403).send({ error: 'forbidden' });
        }
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const payoutEvent = await deps.payoutEvents?.[provider]?.(rawBody, request.headers);
        if (payoutEvent) {
          request.log.info({ provider, ...payoutEvent.log }, 'webhook payout event');
          return reply.code(payoutEvent.httpStatus).send(payoutEvent.body);
        }
        const result = verify({
          rawBody,
          headers: request.headers,
          receivedAt: deps.clock.now(),
          wallNow: deps.wallNow?.() ?? new Date(),
        });
        if (!result.ok) {
          request.log.warn({ provider, reason: result.reason, detail: result.detail }, 'webhook refused');
          const signature = result.reason === 'signature';
          return reply
            .code(signature ? 401 : 400)
            .send({ error: signature ? 'invalid signature' : 'invalid payload' });
        }
        if ('closed' in result) {
          const closed = (await deps.closeReference?.(provider, result.closed.reference)) ?? false;
          request.log.info({ provider, why: result.closed.why, closed }, 'webhook closed a reference');
          return reply.code(200).send(ACCEPTED[provider]?.() ?? { received: true });
        }
        if ('ignored' in result) {
          request.log.info({ provider, ignored: result.ignored }, 'webhook ignored');
          return reply.code(200).send(ACCEPTED[provider]?.() ?? { received: true });
        }
        const outcome = await deps.crediting.receive(result.payment);
        request.log.info(
          { provider, providerRef: result.payment.providerRef, outcome: outcome.outcome },
          'webhook payment',
        );
        if (outcome.outcome === 'unconfirmed') {
          request.log.warn(
            { provider, status: outcome.status, detail: outcome.detail },
            'payment not confirmed',
          );
          return reply.code(400).send({ error: 'payment not confirmed by the provider' });
        }
        const sendBack = RETURNED[provider];
        if (outcome.outcome === 'returned' && sendBack) return reply.code(200).send(sendBack(outcome.reason));
        return reply.code(200).send(ACCEPTED[provider]?.() ?? { received: true });
      });
    }
  });
}
