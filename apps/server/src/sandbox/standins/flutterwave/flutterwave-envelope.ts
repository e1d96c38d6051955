import type { FastifyReply, FastifyRequest } from 'fastify';

/** Flutterwave answers every call in `{status, message, data}`; errors with `status: "error"`. */
export function ok(reply: FastifyReply, message: string, data: unknown, code = 200) {
  return reply.code(code).send({ status: 'success', message, data });
}

export function error(reply: FastifyReply, code: number, message: string) {
  return reply.code(code).send({ status: 'error', message, data: null });
}

/** Whether the request carries the account's secret key as a Bearer token. */
export function authorized(request: FastifyRequest, secretKey: string): boolean {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') && header.slice(7).trim() === secretKey;
}

/** Flutterwave's answers to a missing or wrong key. */
export function unauthorized(reply: FastifyReply, request: FastifyRequest) {
  return error(
    reply,
    401,
    request.headers.authorization ? 'Invalid authorization key' : 'Authorization is required',
  );
}

/** The JSON body as an object, or undefined (not JSON, an array, a primitive). */
export function bodyOf(request: FastifyRequest): Record<string, unknown> | undefined {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}
