import type { AppInfo, Language, SuccessMessageName } from '@puente/domain';
import type { Contract } from '@puente/domain/contract';
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

export type CallBase = Contract['base'];

/** The address of a call: its base and its path. */
export function callUrl(call: Pick<CallDefinition, 'base' | 'path'>): string {
  return `${call.base ?? '/api'}${call.path}`;
}

/** What the service adds to a call's contract: how it is limited and who answers it. */
export interface CallBinding {
  /** Largest request body accepted (the envelope is hex, twice the JSON); default 8 KB (body-limits.ts). */
  bodyLimitBytes?: number;
  /** Per-IP limit, counted across instances when Redis is configured. */
  rateLimit?: { max: number; timeWindowMs: number };
}

/** One call of the wire protocol: its contract (packages/domain/src/contract) and the service that answers it. */
export interface CallDefinition<P extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType>
  extends Contract<Contract['method'], CallBase, string, P, A>,
    CallBinding {
  handler(context: CallContext<z.output<P>>): Promise<CallResult<z.input<A>>>;
}

/** Binds a handler to a contract: the payload it gets and the answer it gives are the contract's. */
export function bindCall<C extends Contract>(
  contract: C,
  handler: (context: CallContext<z.output<C['payload']>>) => Promise<CallResult<z.input<C['answer']>>>,
  binding: CallBinding = {},
): CallDefinition {
  return { ...contract, ...binding, handler } as unknown as CallDefinition;
}

/** The authenticated user of a call declared with `auth: true`. */
export function sessionUser(context: CallContext<unknown>): SessionUser {
  if (!context.user) throw new Error('sessionUser() on a call without auth');
  return context.user;
}
