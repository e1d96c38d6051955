import { DomainError, isCodeText, MARKETS, VERIFICATION } from '@puente/domain';
import type { FastifyInstance } from 'fastify';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import { type Delivery, Handsets } from '../standins/handsets.ts';
import { DbStandInStore } from '../standins/standin-store.ts';
import { TERMII_STANDIN } from '../standins/termii/termii-standin.ts';
import { TWILIO_STANDIN } from '../standins/twilio/twilio-standin.ts';

/** A code as the message carries it: its digits together (SMS) or one by one (voice). */
const CODE = new RegExp(`(?<!\\d ?)\\d(?: ?\\d){${VERIFICATION.codeLength - 1}}(?! ?\\d)`);

/**
 * The tester's phone: GET /dev/outbox?mobile=<national digits> lists what the SMS stand-ins (Twilio's
 * and Termii's) have delivered to that number in any of our markets, newest first, with the code read
 * out of a code's text as a phone's code autofill would (null for the service's other messages).
 */
export function registerOutboxRoute(app: FastifyInstance, deps: { db: Db; clock: BusinessClock }): void {
  const phones = [TWILIO_STANDIN, TERMII_STANDIN].map(
    (standIn) => new Handsets(new DbStandInStore(deps.db, standIn, () => deps.clock.now())),
  );
  app.get('/dev/outbox', async (request) => {
    const mobile = String((request.query as Record<string, unknown>).mobile ?? '').replace(/\D/g, '');
    if (!mobile) throw new DomainError('payloadInvalid', { field: 'mobile' });
    const received = (
      await Promise.all(
        Object.values(MARKETS).flatMap((m) => phones.map((p) => p.received(`+${m.callingCode}${mobile}`))),
      )
    ).flat();
    received.sort(
      (a, b) => b.acceptedAt.localeCompare(a.acceptedAt) || b.deliveredFromMs - a.deliveredFromMs,
    );
    return received.slice(0, 50).map((d) => outboxEntry(mobile, d));
  });
}

function outboxEntry(mobile: string, delivery: Delivery) {
  return {
    mobile,
    channel: delivery.channel,
    code: isCodeText(delivery.text) ? (CODE.exec(delivery.text)?.[0].replace(/ /g, '') ?? null) : null,
    text: delivery.text,
    time: delivery.acceptedAt,
  };
}
