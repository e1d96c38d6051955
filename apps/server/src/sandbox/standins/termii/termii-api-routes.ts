import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Handsets } from '../handsets.ts';
import type { StandInContext } from '../standin.ts';
import { replyTermiiError, TERMII_ERRORS } from './termii-errors.ts';
import type { TermiiStandInOptions } from './termii-standin-options.ts';

/** A sent message as Termii's Message History lists it. */
export interface TermiiInboxEntry extends Record<string, unknown> {
  sender: string;
  receiver: string;
  message: string;
  amount: number;
  reroute: number;
  status: string;
  sms_type: string;
  send_by: string;
  media_url: null;
  message_id: string;
  notify_url: null;
  notify_id: null;
  created_at: string;
}

const ROUTES = ['generic', 'dnd', 'whatsapp'];
/** What an account without a set balance answers: a sandbox's is kept topped up, never refusing. */
const TOPPED_UP = 10_000;

/**
 * Termii's Messaging API for one text (`POST /api/sms/send`) and its Message History
 * (`GET /api/sms/inbox`), as Termii answers them: the key in the body (`api_key`), JSON in and out,
 * a sender ID the account must own, and `{code: "ok", message_id, message: "Successfully Sent",
 * balance, user}` on success. Every number stands for one on Nigeria's Do-Not-Disturb register, as
 * many are: the generic route takes and charges the message but never brings it to the phone; the
 * DND route does. A number ending in 0000 stands for one Termii cannot reach.
 */
export function registerTermiiApiRoutes(
  app: FastifyInstance,
  context: StandInContext,
  options: TermiiStandInOptions,
): void {
  const wallNow = options.wallNow ?? Date.now;
  const handsets = new Handsets(context.store, wallNow);
  const user = options.user ?? 'Puente Sandbox';

  const balance = async () =>
    (await context.store.get<{ naira: number }>('Account', 'balance'))?.naira ?? options.balance ?? TOPPED_UP;

  app.post('/api/sms/send', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!keyMatches(body.api_key, options.apiKey)) return replyTermiiError(reply, TERMII_ERRORS.unauthorized);
    const { to, from, sms, type, channel } = body;
    const missing = (['to', 'from', 'sms', 'type', 'channel'] as const).filter(
      (field) => typeof body[field] !== 'string' || body[field] === '',
    );
    if (missing.length > 0)
      return invalid(
        reply,
        `The ${missing.join(', ')} field${missing.length > 1 ? 's are' : ' is'} required.`,
      );
    if (type !== 'plain' && type !== 'unicode') return invalid(reply, 'The selected type is invalid.');
    if (!ROUTES.includes(channel as string)) return invalid(reply, 'The selected channel is invalid.');
    if (!options.senderIds.includes(from as string))
      return replyTermiiError(
        reply,
        TERMII_ERRORS.senderNotFound,
        `ApplicationSenderId not found for applicationId: 1 and senderName: ${from}`,
      );
    const digits = String(to).replace(/^\+/, '');
    if (!/^[1-9]\d{7,14}$/.test(digits) || digits.endsWith('0000'))
      return replyTermiiError(reply, TERMII_ERRORS.unreachable);
    const pages = Math.max(1, Math.ceil((sms as string).length / (type === 'plain' ? 160 : 70)));
    const charged = options.balance !== undefined;
    const left = (await balance()) - (charged ? pages : 0);
    if (left < 0) return replyTermiiError(reply, TERMII_ERRORS.balance);
    if (charged) await context.store.put('Account', 'balance', { naira: left });

    const at = context.now();
    const messageId = newMessageId();
    const delivered = channel === 'dnd';
    const entry: TermiiInboxEntry = {
      sender: from as string,
      receiver: digits,
      message: sms as string,
      amount: pages,
      reroute: 0,
      status: delivered ? 'Sent' : 'DND Active on Phone Number',
      sms_type: channel as string,
      send_by: 'api',
      media_url: null,
      message_id: messageId,
      notify_url: null,
      notify_id: null,
      created_at: at.toISOString(),
    };
    await context.store.put('Message', messageId, entry);
    if (delivered)
      await handsets.accept({
        sid: messageId,
        channel: 'sms',
        to: `+${digits}`,
        text: sms as string,
        language: null,
        acceptedAt: at.toISOString(),
        deliveredFromMs: wallNow() + options.deliveryDelayMs,
      });
    return {
      code: 'ok',
      message_id: messageId,
      message_id_str: messageId,
      message: 'Successfully Sent',
      balance: left,
      user,
    };
  });

  // Termii's Message History, newest first (one message with `message_id`): how a tester, or a
  // journey against a service in production mode, reads the codes it was sent.
  app.get('/api/sms/inbox', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    if (!keyMatches(query.api_key, options.apiKey))
      return replyTermiiError(reply, TERMII_ERRORS.unauthorized);
    const sent = await context.store.list<TermiiInboxEntry>('Message');
    const id = typeof query.message_id === 'string' ? query.message_id : undefined;
    return sent
      .filter((m) => !id || m.message_id === id)
      .reverse()
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, 50);
  });
}

function invalid(reply: FastifyReply, message: string) {
  return replyTermiiError(reply, TERMII_ERRORS.unprocessable, message);
}

function keyMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Termii's message ids are long decimal numbers, written as strings. */
function newMessageId(): string {
  return `3${Array.from({ length: 21 }, () => randomInt(10)).join('')}`;
}
