import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FRONT_UNREADABLE_CODE,
  TUIDENTIDAD_KEY_HEADER,
  TUIDENTIDAD_PATHS,
} from '../../../providers/kyc/tuidentidad-protocol.ts';
import { faceScore, readablePhoto, SANDBOX_KYC_RULES } from '../../kyc/photo-rules.ts';
import type { StandIn, StandInContext } from '../standin.ts';
import { readCard, renapoPerson } from './tuidentidad-cards.ts';

export interface TuIdentidadStandInOptions {
  /** The company's key, as Tu Identidad issued it: every call must carry it. */
  apiKey: string;
  /** How long each answer takes (SANDBOX_KYC_DELAY_MS): Tu Identidad takes 5-10 s. */
  delayMs: number;
}

/** The tester's switch: while on, every API call answers 503 as an outage would. */
export const OUTAGE_PATH = '/sandbox/outage';

const MAX_FORM_BYTES = 16 * 1024 * 1024;

type Answer = { status: number; body: unknown };
const warning = (status: number, code: string, message: string): Answer => ({
  status,
  body: { warning: { code, message, fullMessage: message } },
});

/**
 * Tu Identidad's API as the sandbox answers it (decision 043): INE-OCR, Facematch and the CURP
 * document service, behind the company's apikey, with the sandbox's photo rules (photo-rules.ts),
 * RENAPO's unknown CURPs (starting NOEX) and an outage switch for testers.
 */
export function tuIdentidadStandIn(options: TuIdentidadStandInOptions): StandIn {
  return {
    name: 'tuidentidad',
    routes(app, context) {
      takeFormsAsBytes(app);
      const route = (path: string, answer: (request: FastifyRequest) => Promise<Answer>) =>
        app.post(path, { bodyLimit: MAX_FORM_BYTES }, async (request, reply) => {
          const refused = await refusal(request, context, options);
          const { status, body } = refused ?? (await answer(request));
          await pause(options.delayMs);
          return send(reply, status, body);
        });

      route(TUIDENTIDAD_PATHS.ineOcr, async (request) => {
        const form = await formOf(request);
        const front = await fileOf(form, 'FrontImage');
        const back = await fileOf(form, 'BackImage');
        if (!front || !back) return warning(400, 'OCR000', 'FrontImage and BackImage are required');
        if (!readablePhoto(front))
          return warning(400, FRONT_UNREADABLE_CODE, 'The front image could not be read');
        if (!readablePhoto(back) || sha256(front) === sha256(back))
          return warning(400, 'OCR002', 'The document data could not be read');
        const card = await readCard(context.store, sha256(front), form);
        return { status: 200, body: { ...card, electoralId: null, issueNumber: null } };
      });

      route(TUIDENTIDAD_PATHS.faceMatch, async (request) => {
        const form = await formOf(request);
        const source = await fileOf(form, 'sourceImage');
        const target = await fileOf(form, 'targetImage');
        if (!target) return warning(400, 'FACE001', 'The face image two is required');
        if (!source) return warning(400, 'FACE002', 'The face image one is required');
        if (!readablePhoto(source) || !readablePhoto(target))
          return warning(400, 'FACE005', 'No face was found in the image');
        const similarity = faceScore(sha256(target), sha256(source));
        const valid = similarity >= SANDBOX_KYC_RULES.facePassScore;
        return {
          status: 200,
          body: {
            valid,
            data: {
              faceMatches: { confidence: similarity, similarity, quality: { brightness: 80, sharpness: 80 } },
              responseMetaInfo: { requestId: sha256(Buffer.concat([source, target])).slice(0, 32) },
            },
          },
        };
      });

      route(TUIDENTIDAD_PATHS.curpByCurp, async (request) => {
        const curp = (request.body as { curp?: unknown } | null)?.curp;
        if (typeof curp !== 'string' || curp.trim() === '')
          return warning(400, 'CURP001', 'The curp is required');
        const person = await renapoPerson(context.store, curp.trim().toUpperCase());
        if (!person) return { status: 200, body: { valid: false, data: null } };
        return { status: 200, body: { valid: true, data: { ...person, nationality: 'MEXICO' } } };
      });

      app.post(OUTAGE_PATH, async (request, reply) => {
        const down = (request.body as { down?: unknown } | null)?.down === true;
        await context.store.put('outage', 'all', { down });
        return reply.send({ down });
      });
    },
  };
}

async function refusal(
  request: FastifyRequest,
  context: StandInContext,
  options: TuIdentidadStandInOptions,
): Promise<Answer | null> {
  if (request.headers[TUIDENTIDAD_KEY_HEADER] !== options.apiKey)
    return warning(401, 'AUTH001', 'The apikey is missing or not valid');
  if ((await context.store.get<{ down: boolean }>('outage', 'all'))?.down)
    return warning(503, 'SRV503', 'Service unavailable, try again later');
  return null;
}

/**
 * The photos arrive as multipart forms. A sandbox service's own multipart parser (one file per
 * upload) is swapped here for the raw bytes, which the platform's FormData reads.
 */
function takeFormsAsBytes(app: FastifyInstance): void {
  if (app.hasContentTypeParser('multipart/form-data')) app.removeContentTypeParser('multipart/form-data');
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MAX_FORM_BYTES },
    (_request, body, done) => done(null, body),
  );
}

async function formOf(request: FastifyRequest): Promise<FormData> {
  if (!Buffer.isBuffer(request.body)) return new FormData();
  const wire = new Request('http://standin.invalid/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type']) },
    body: request.body,
  });
  return wire.formData().catch(() => new FormData());
}

async function fileOf(form: FormData, name: string): Promise<Buffer | null> {
  const part = form.get(name);
  return part instanceof Blob ? Buffer.from(await part.arrayBuffer()) : null;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(reply: FastifyReply, status: number, body: unknown) {
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(body));
}
