import type { AppInfo, Language, SuccessMessageName } from '@puente/domain';
import type { z } from 'zod';

export interface SessionUser {
  userId: string;
  sessionId: string;
  mobile: string;
  e164: string;
  market: string;
  createdAt: Date;
}

export interface UploadedFile {
  fieldName: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface CallContext<P> {
  payload: P;
  app: AppInfo;
  lang: Language;
  ip: string;
  afid: string | undefined;
  /** Kept as evidence where the borrower accepts something (the loan agreement). */
  userAgent: string;
  /** Another request header (lower-case name), at most 200 characters; undefined when absent. */
  header(name: string): string | undefined;
  /** Present on calls with `auth: true`. */
  user: SessionUser | undefined;
  /** Present on calls with `upload: true`. */
  file: UploadedFile | undefined;
}

export interface CallResult<A> {
  data: A;
  message?: SuccessMessageName;
}

export type CallBase = '/api' | '/cou';

/** The address of a call: its base and its path. */
export function callUrl(call: Pick<CallDefinition, 'base' | 'path'>): string {
  return `${call.base ?? '/api'}${call.path}`;
}

/** One call of the wire protocol: its decrypted payload, its answer, and the service it runs. */
export interface CallDefinition<P extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Path under the base, e.g. /security/login. */
  path: string;
  /** Where the call is mounted: /api, except the country lookup, which spec §7 puts under /cou. */
  base?: CallBase;
  summary: string;
  tags: string[];
  auth: boolean;
  upload?: boolean;
  payload: P;
  answer: A;
  /** Largest request body accepted (the envelope is hex, twice the JSON); default 1 MB. */
  bodyLimitBytes?: number;
  /** Per-IP limit, counted across instances when Redis is configured. */
  rateLimit?: { max: number; timeWindowMs: number };
  handler(context: CallContext<z.output<P>>): Promise<CallResult<z.input<A>>>;
}

export function defineCall<P extends z.ZodType, A extends z.ZodType>(
  call: CallDefinition<P, A>,
): CallDefinition {
  return call as unknown as CallDefinition;
}

/** The authenticated user of a call declared with `auth: true`. */
export function sessionUser(context: CallContext<unknown>): SessionUser {
  if (!context.user) throw new Error('sessionUser() on a call without auth');
  return context.user;
}
