import type { z } from 'zod';
import type { ErrorName } from '../errors/catalogue.ts';

export type CallMethod = 'GET' | 'POST';
export type CallBase = '/api' | '/cou';

/**
 * One call of the wire protocol, written once for the service, the web app and its tests: where it
 * lives, what it takes, what it answers and which refusals it may give. The service binds a handler
 * to it (and generates OpenAPI from it); the web app calls it by its route.
 */
export interface Contract<
  M extends CallMethod = CallMethod,
  B extends CallBase = CallBase,
  Path extends string = string,
  P extends z.ZodType = z.ZodType,
  A extends z.ZodType = z.ZodType,
> {
  /** The spec's method: GET unless the spec says POST. */
  method: M;
  /** Where the call is mounted: /api, except the country lookup, which spec §7 puts under /cou. */
  base: B;
  /** Path under the base, e.g. /security/login. */
  path: Path;
  summary: string;
  tags: readonly string[];
  /** The call needs a session (Authorization: Bearer). */
  auth: boolean;
  /** Multipart: the envelope field beside one file (always sent as POST). */
  upload?: boolean;
  /**
   * A GET call the web app has always sent as POST: it answers both, with the same effect
   * (decision 026), so a native app built to the spec and the deployed web app both work.
   */
  alsoPost?: boolean;
  /** The decrypted payload (the envelope's `t` aside). */
  payload: P;
  /** The answer's `data`. */
  answer: A;
  /** The refusals this call gives besides the protocol's (COMMON_ERRORS) and, with auth, the session's (SESSION_ERRORS). */
  errors: readonly ErrorName[];
}

/** Refusals any call may give: the envelope, the app, the limits and an unexpected failure. */
export const COMMON_ERRORS = [
  'unknownApp',
  'envelopeMissing',
  'envelopeAmbiguous',
  'envelopeNotHex',
  'envelopeUndecryptable',
  'envelopeNotJson',
  'timestampMissing',
  'timestampSkewed',
  'payloadInvalid',
  'notFound',
  'tooManyRequests',
  'requestTooLarge',
  'requestUnreadable',
  'jsonTooDeep',
  'unavailable',
  'internal',
] as const satisfies readonly ErrorName[];

/** Refusals of every call that needs a session (spec §6). */
export const SESSION_ERRORS = [
  'notLoggedIn',
  'tokenExpired',
  'loggedInElsewhere',
  'tokenInvalid',
] as const satisfies readonly ErrorName[];

/** Keeps every literal (method, base, path) so routes and types can be derived from it. */
export function defineContract<
  const M extends CallMethod,
  const Path extends string,
  P extends z.ZodType,
  A extends z.ZodType,
  const B extends CallBase = '/api',
>(contract: Omit<Contract<M, B, Path, P, A>, 'base'> & { base?: B }): Contract<M, B, Path, P, A> {
  return { ...contract, base: (contract.base ?? '/api') as B };
}

/** How a call is named: its method and full address, e.g. `POST /api/security/login`. */
export type RouteOf<C extends Contract> = `${C['method']} ${C['base']}${C['path']}`;

export function routeOf(contract: Contract): string {
  return `${contract.method} ${contract.base}${contract.path}`;
}

/** What the service sends as `data` (answers are not transformed on the way out). */
export type AnswerOf<C extends Contract> = z.input<C['answer']>;
/** What a client sends in the envelope. */
export type PayloadOf<C extends Contract> = z.input<C['payload']>;
