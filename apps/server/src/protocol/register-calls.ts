import { DomainError } from '@puente/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BusinessClock } from '../clock/business-clock.ts';
import { okAnswer } from './answer.ts';
import type { AppRegistry } from './app-registry.ts';
import { DEFAULT_BODY_LIMIT_BYTES, OPEN_CALL_RATE_LIMIT } from './body-limits.ts';
import { type CallDefinition, callUrl, type SessionUser, type UploadedFile } from './call.ts';
import { readEnvelope } from './read-envelope.ts';
import { requestLanguage } from './request-language.ts';

export interface ProtocolDeps {
  apps: AppRegistry;
  clock: BusinessClock;
  resolveSession(authorization: string | undefined): Promise<SessionUser>;
  maxUploadBytes: number;
}

/**
 * Mounts each call under its base (/api, or /cou for the country lookup): the one place where
 * requests are decrypted, checked and answered.
 */
export function registerCalls(app: FastifyInstance, calls: CallDefinition[], deps: ProtocolDeps): void {
  // The session of a call that needs one, found before its body was read.
  const sessions = new WeakMap<FastifyRequest, SessionUser>();
  const knownApp = (request: FastifyRequest) => {
    const appInfo = deps.apps.find(request.headers.packagename);
    if (!appInfo) throw new DomainError('unknownApp');
    return appInfo;
  };

  for (const call of calls) {
    // Counted in onRequest, before the body is read: a call without a session gets an address limit.
    const rateLimit = call.rateLimit ?? (call.auth ? undefined : OPEN_CALL_RATE_LIMIT);
    app.route({
      // A GET call the web app has always sent as POST answers both (decision 026).
      method: call.alsoPost ? ['GET', 'POST'] : call.method,
      url: callUrl(call),
      bodyLimit: call.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES,
      config: {
        answersCall: true,
        ...(rateLimit ? { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindowMs } } : {}),
      },
      // A caller without a session is refused from the headers alone: the body of a call that needs
      // one (up to 8 MB for the collector) is read, decrypted and parsed only for a borrower.
      ...(call.auth
        ? {
            preParsing: async (request: FastifyRequest) => {
              knownApp(request);
              await deps.clock.sync();
              sessions.set(request, await deps.resolveSession(request.headers.authorization));
            },
          }
        : {}),
      handler: async (request) => {
        const lang = requestLanguage(request, deps.apps);
        const appInfo = knownApp(request);

        const { fields, file } = await requestFields(request, call, deps.maxUploadBytes);
        // Replays are judged by the phone's wall clock, not the business clock a tester may move.
        const payload = readEnvelope(fields, appInfo.packageName, Date.now() / 1000, call.payload);
        await deps.clock.sync();
        const user = call.auth ? sessions.get(request) : undefined;

        const result = await call.handler({
          payload,
          app: appInfo,
          lang,
          ip: request.ip,
          afid: headerText(request.headers.afid),
          userAgent: headerText(request.headers['user-agent'])?.slice(0, 300) ?? '',
          header: (name) => headerText(request.headers[name.toLowerCase()]),
          user,
          file,
        });
        return okAnswer(result.data, lang, result.message);
      },
    });
  }
}

function headerText(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value.slice(0, 200) : undefined;
}

async function requestFields(
  request: FastifyRequest,
  call: CallDefinition,
  maxUploadBytes: number,
): Promise<{ fields: Record<string, unknown> | undefined; file: UploadedFile | undefined }> {
  if (request.method === 'GET') return { fields: request.query as Record<string, unknown>, file: undefined };
  if (!call.upload) {
    const body = request.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw new DomainError('envelopeMissing');
    }
    return { fields: body as Record<string, unknown> | undefined, file: undefined };
  }
  if (!request.isMultipart()) throw new DomainError('requestUnreadable');
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | undefined;
  const parts = request.parts({ limits: { fileSize: maxUploadBytes, files: 1, fields: 5 } });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        file = { fieldName: part.fieldname, filename: part.filename, mimetype: part.mimetype, data };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // The parser reports a body without its boundary, or cut short, as a plain Error: the sender's fault.
    if (error instanceof DomainError || (error as { statusCode?: number }).statusCode) throw error;
    throw new DomainError('requestUnreadable');
  }
  return { fields, file };
}
