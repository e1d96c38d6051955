import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeStripeForm, type FormValue } from '../../../providers/stripe/stripe-form.ts';
import { stripeError, stripeId } from './stripe-objects.ts';

export type Params = Record<string, FormValue>;

/** The request's parameters: Stripe's form encoding (what its SDKs send), or JSON from a person. */
export function paramsOf(request: FastifyRequest): Params {
  const body = request.body;
  if (typeof body === 'string') return decodeStripeForm(body);
  if (body && typeof body === 'object') return body as Params;
  return {};
}

/** Sends a Stripe answer with the Request-Id header Stripe puts on each. */
export function answer(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).header('request-id', stripeId('req')).send(body);
}

/** Whether the request carries the account's secret key, as a Bearer token or Basic user (curl -u sk_…:). */
export function authorized(request: FastifyRequest, secretKey: string): boolean {
  const header = request.headers.authorization ?? '';
  if (header.startsWith('Bearer ')) return header.slice(7).trim() === secretKey;
  if (header.startsWith('Basic ')) {
    const user = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0];
    return user === secretKey;
  }
  return false;
}

export function unauthorized(reply: FastifyReply, request: FastifyRequest) {
  const given = request.headers.authorization
    ? 'Invalid API Key provided.'
    : 'You did not provide an API key.';
  return answer(reply, 401, stripeError('invalid_request_error', given));
}

/** A parameter refusal as Stripe words it; `null` means the parameters are acceptable. */
export type Refusal = { status: number; body: ReturnType<typeof stripeError> } | null;

export const invalid = (param: string, message: string, code = 'parameter_invalid_empty'): Refusal => ({
  status: 400,
  body: stripeError('invalid_request_error', message, { code, param }),
});

export function unknownParameter(params: Params, known: readonly string[]): Refusal {
  const unknown = Object.keys(params).find((name) => !known.includes(name));
  return unknown ? invalid(unknown, `Received unknown parameter: ${unknown}`, 'parameter_unknown') : null;
}

export const text = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

export const object = (value: FormValue | undefined): Params | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;

/** The parameters in one canonical text, to tell a repeated request from a different one. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
