import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StandInContext } from '../standin.ts';
import { replyTwilioError, TWILIO_ERRORS } from './twilio-errors.ts';
import { TwilioHandsets } from './twilio-handsets.ts';
import { API_VERSION, callResource, messageResource, newSid } from './twilio-resources.ts';
import type { TwilioStandInOptions } from './twilio-standin-options.ts';
import { parseSayTwiml } from './twiml-say.ts';

type Form = URLSearchParams;

const WHATSAPP = 'whatsapp:';

/**
 * Twilio's Messages and Calls create endpoints as Twilio answers them: Basic auth with the account's
 * SID and auth token, form-encoded parameters, Twilio's error codes, 201 with the queued resource.
 * A number ending in 0000 stands for one Twilio cannot reach, and is refused as an invalid 'To'.
 */
export function registerTwilioApiRoutes(
  app: FastifyInstance,
  context: StandInContext,
  options: TwilioStandInOptions,
): void {
  const wallNow = options.wallNow ?? Date.now;
  const handsets = new TwilioHandsets(context.store, wallNow);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );

  const accepted = (request: FastifyRequest, reply: FastifyReply): Form | undefined => {
    if (!authenticated(request.headers.authorization, options)) {
      replyTwilioError(reply, TWILIO_ERRORS.authenticate);
      return undefined;
    }
    if ((request.params as { accountSid: string }).accountSid !== options.accountSid) {
      replyTwilioError(
        reply,
        TWILIO_ERRORS.notFound,
        `The requested resource ${request.url.slice(request.url.indexOf(`/${API_VERSION}/`))} was not found`,
      );
      return undefined;
    }
    return request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
  };
  const unreachable = (to: string) => to.endsWith('0000');
  const refuseTo = (reply: FastifyReply, to: string) =>
    replyTwilioError(reply, TWILIO_ERRORS.invalidTo, `The 'To' number ${to} is not a valid phone number.`);
  const deliveredFromMs = () => wallNow() + options.deliveryDelayMs;

  app.post(`/${API_VERSION}/Accounts/:accountSid/Messages.json`, async (request, reply) => {
    const form = accepted(request, reply);
    if (!form) return reply;
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? form.get('MessagingServiceSid') ?? '';
    const body = form.get('Body') ?? '';
    if (!to) return replyTwilioError(reply, TWILIO_ERRORS.messageTo);
    if (!from) return replyTwilioError(reply, TWILIO_ERRORS.messageFrom);
    if (!body && !form.get('MediaUrl')) return replyTwilioError(reply, TWILIO_ERRORS.messageBody);
    // WhatsApp on the same API (decision 061): both addresses `whatsapp:+…`, or neither.
    const whatsapp = to.startsWith(WHATSAPP);
    if (whatsapp !== from.startsWith(WHATSAPP)) return replyTwilioError(reply, TWILIO_ERRORS.channelPair);
    const number = whatsapp ? to.slice(WHATSAPP.length) : to;
    if (!isE164(number) || unreachable(number)) return refuseTo(reply, to);
    const at = context.now();
    const message = messageResource({
      accountSid: options.accountSid,
      sid: newSid('SM'),
      to,
      from,
      body,
      at,
    });
    await context.store.put('Message', message.sid, message);
    await handsets.accept({
      sid: message.sid,
      channel: whatsapp ? 'whatsapp' : 'sms',
      to: number,
      text: body,
      language: null,
      acceptedAt: at.toISOString(),
      deliveredFromMs: deliveredFromMs(),
    });
    return reply.code(201).send(message);
  });

  // Twilio's "Read multiple Message resources", newest first, filtered by `To` as Twilio filters it:
  // how a tester, or a journey against a service in production mode, reads the codes sent.
  app.get(`/${API_VERSION}/Accounts/:accountSid/Messages.json`, async (request, reply) => {
    if (!accepted(request, reply)) return reply;
    const to = String((request.query as Record<string, unknown>).To ?? '');
    const sent = await context.store.list<ReturnType<typeof messageResource>>('Message');
    const messages = sent
      .filter((m) => !to || m.to === to)
      .reverse()
      .slice(0, 50);
    return { messages, page: 0, page_size: 50, previous_page_uri: null, next_page_uri: null };
  });

  app.post(`/${API_VERSION}/Accounts/:accountSid/Calls.json`, async (request, reply) => {
    const form = accepted(request, reply);
    if (!form) return reply;
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? '';
    const twiml = form.get('Twiml');
    if (!to) return replyTwilioError(reply, TWILIO_ERRORS.callTo);
    if (!from) return replyTwilioError(reply, TWILIO_ERRORS.callFrom);
    // A call fetching its TwiML from a Url would need the stand-in to call out; we only send Twiml.
    if (twiml === null) return replyTwilioError(reply, TWILIO_ERRORS.callsResource);
    const spoken = parseSayTwiml(twiml);
    if (!spoken) return replyTwilioError(reply, TWILIO_ERRORS.twimlParse);
    if (!isE164(to) || unreachable(to)) return refuseTo(reply, to);
    const at = context.now();
    const call = callResource({ accountSid: options.accountSid, sid: newSid('CA'), to, from, at });
    await context.store.put('Call', call.sid, { ...call, twiml });
    await handsets.accept({
      sid: call.sid,
      channel: 'voice',
      to,
      text: spoken.map((s) => s.text).join(' '),
      language: spoken[0]?.language ?? null,
      acceptedAt: at.toISOString(),
      deliveredFromMs: deliveredFromMs(),
    });
    return reply.code(201).send(call);
  });
}

function isE164(number: string): boolean {
  return /^\+[1-9]\d{7,14}$/.test(number);
}

function authenticated(header: string | undefined, options: TwilioStandInOptions): boolean {
  const [scheme, encoded] = (header ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return false;
  const given = Buffer.from(encoded, 'base64');
  const expected = Buffer.from(`${options.accountSid}:${options.authToken}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
