import type { FastifyReply } from 'fastify';

/**
 * Twilio's REST error answers, as its API reference documents them
 * (https://www.twilio.com/docs/api/errors): a JSON body {code, message, more_info, status}.
 */
export const TWILIO_ERRORS = {
  authenticate: { code: 20003, status: 401, message: 'Authenticate' },
  notFound: { code: 20404, status: 404, message: 'The requested resource was not found' },
  invalidTo: { code: 21211, status: 400, message: "Invalid 'To' Phone Number" },
  callsResource: { code: 21200, status: 400, message: 'Url, Twiml or ApplicationSid is required' },
  callTo: { code: 21201, status: 400, message: "No 'To' number is specified" },
  callFrom: { code: 21213, status: 400, message: "'From' phone number is required" },
  messageBody: { code: 21602, status: 400, message: 'Message body is required' },
  messageFrom: {
    code: 21603,
    status: 400,
    message: "A 'From' or 'MessagingServiceSid' parameter is required to send a message",
  },
  channelPair: {
    code: 21910,
    status: 400,
    message: 'Invalid From and To pair. From and To should be of the same channel',
  },
  messageTo: { code: 21604, status: 400, message: "A 'To' phone number is required" },
  twimlParse: { code: 12100, status: 400, message: 'Document parse failure' },
} as const;

export type TwilioError = (typeof TWILIO_ERRORS)[keyof typeof TWILIO_ERRORS];

export function replyTwilioError(reply: FastifyReply, error: TwilioError, detail?: string) {
  if (error.status === 401) reply.header('www-authenticate', 'Basic realm="Twilio API"');
  return reply.code(error.status).send({
    code: error.code,
    message: detail ?? error.message,
    more_info: `https://www.twilio.com/docs/errors/${error.code}`,
    status: error.status,
  });
}
