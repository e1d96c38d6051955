import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Paystack's answer: `{status, message, data}` with the HTTP status it gives. */
export function ok(reply: FastifyReply, message: string, data: unknown, http = 200) {
  return reply.code(http).send({ status: true, message, data });
}

/** Paystack's refusal: `{status: false, message}`, as its API words it. */
export function refuse(reply: FastifyReply, http: number, message: string, code?: string) {
  return reply.code(http).send({
    status: false,
    message,
    ...(code ? { code, type: code === 'api_error' ? 'api_error' : 'validation_error' } : {}),
  });
}

/** Whether the request carries the business's secret key as a Bearer token, as Paystack requires. */
export function authorized(request: FastifyRequest, secretKey: string): boolean {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') && header.slice(7).trim() === secretKey;
}

export const unauthorized = (reply: FastifyReply) => refuse(reply, 401, 'Invalid key');

/** Paystack's numeric ids and codes: the same seed, the same id. */
export function seededNumber(seed: string): number {
  return 1 + (createHash('sha256').update(seed).digest().readUInt32BE(0) % 2_000_000_000);
}

export function seededCode(prefix: string, seed: string): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = createHash('sha256').update(`${prefix}:${seed}`).digest();
  return `${prefix}_${[...bytes.subarray(0, 15)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/** Paystack's integration id of the sandbox business. */
export const INTEGRATION = 100_032;
