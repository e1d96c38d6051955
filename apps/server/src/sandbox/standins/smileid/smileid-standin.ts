import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BIOMETRIC_KYC_JOB_TYPE,
  ENHANCED_KYC_JOB_TYPE,
  IMAGE_TYPE,
  NO_FACE_RESULT_CODE,
  SMILE_ID_PATHS,
  SMILE_ID_RESULT,
  smileIdSignature,
  smileIdSignatureValid,
} from '../../../providers/kyc/smileid-protocol.ts';
import { unzipFiles } from '../../../providers/kyc/smileid-zip.ts';
import { faceScore, readablePhoto, SANDBOX_KYC_RULES } from '../../kyc/photo-rules.ts';
import type { StandIn, StandInContext } from '../standin.ts';

export interface SmileIdStandInOptions {
  /** The partner Smile ID knows, and its API key: every call must be signed with them. */
  partnerId: string;
  apiKey: string;
  /** How long each answer takes (SANDBOX_KYC_DELAY_MS). */
  delayMs: number;
}

/** The tester's switch: while on, every API call answers 503 as an outage would. */
export const SMILE_ID_OUTAGE_PATH = '/sandbox/outage';

/** A BVN or NIN starting with this is unknown to the ID authority (real BVNs start 22). */
export const UNKNOWN_ID_PREFIX = '0000';

/** What the ID authority holds for a number: the names and birth date that first showed it. */
interface AuthorityRecord extends Record<string, unknown> {
  fullName: string;
  dob: string | null;
}

type Answer = { status: number; body: unknown };
const failure = (status: number, code: string, error: string): Answer => ({ status, body: { code, error } });

/**
 * Smile ID's Enhanced KYC as the sandbox answers it (decision 050): `POST /id_verification`,
 * signed as Smile ID checks it, answering result code 1012 with the authority's record or 1013 for
 * an unknown number. The authority's record of a BVN or NIN is the first name and birth date sent
 * with it (so a later lookup with other names disagrees, as a real registry would); a number starting
 * 0000 is unknown; `POST …/sandbox/outage {down}` takes the service down.
 */
export function smileIdStandIn(options: SmileIdStandInOptions): StandIn {
  return {
    name: 'smileid',
    routes(app, context) {
      app.post(SMILE_ID_PATHS.idVerification, async (request, reply) => {
        const { status, body } = await enhancedKyc(request, context, options);
        await pause(options.delayMs);
        return send(reply, status, body);
      });

      takeZipsAsBytes(app);
      app.post(SMILE_ID_PATHS.upload, async (request, reply) => {
        const { status, body } = await prepUpload(request, context, options);
        return send(reply, status, body);
      });
      app.put('/uploads/:id', { bodyLimit: MAX_ZIP_BYTES }, async (request, reply) => {
        const { status, body } = await receiveZip(request, context);
        return send(reply, status, body);
      });
      app.post(SMILE_ID_PATHS.jobStatus, async (request, reply) => {
        const { status, body } = await jobStatus(request, context, options);
        await pause(options.delayMs);
        return send(reply, status, body);
      });

      app.post(SMILE_ID_OUTAGE_PATH, async (request, reply) => {
        const down = (request.body as { down?: unknown } | null)?.down === true;
        await context.store.put('outage', 'all', { down });
        return reply.send({ down });
      });
    },
  };
}

async function enhancedKyc(
  request: FastifyRequest,
  context: StandInContext,
  options: SmileIdStandInOptions,
): Promise<Answer> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
  const refused = await refusedSigned(
    text('partner_id'),
    text('timestamp'),
    text('signature'),
    context,
    options,
  );
  if (refused) return refused;

  const params = (body.partner_params ?? {}) as Record<string, unknown>;
  const idType = text('id_type');
  const idNumber = text('id_number');
  if (text('country') !== 'NG' || !['BVN', 'NIN'].includes(idType))
    return failure(400, '2213', 'country and id_type must be a supported pair');
  if (!idNumber || typeof params.user_id !== 'string' || typeof params.job_id !== 'string')
    return failure(400, '2213', 'id_number and partner_params (user_id, job_id) are required');
  if (Number(params.job_type) !== ENHANCED_KYC_JOB_TYPE)
    return failure(400, '2213', 'job_type must be 5 for Enhanced KYC');
  const job = await context.store.insert('job', `${params.user_id}:${params.job_id}`, { idNumber });
  if (!job.created) return failure(400, '2215', 'Job already exists');

  const smileJobId = String(Date.now()).slice(-10);
  const signed = signedBy(options, context.now());
  const common = {
    SmileJobID: smileJobId,
    PartnerParams: params,
    ResultType: 'ID Verification',
    Country: 'NG',
    IDType: idType,
    IDNumber: idNumber,
    ...signed,
  };
  if (idNumber.startsWith(UNKNOWN_ID_PREFIX))
    return {
      status: 200,
      body: {
        ...common,
        ResultText: 'ID Number Not Found',
        ResultCode: SMILE_ID_RESULT.notFound,
        Actions: { Verify_ID_Number: 'Not Verified', Return_Personal_Info: 'Not Returned' },
      },
    };
  const typedName = ['first_name', 'middle_name', 'last_name'].map(text).filter(Boolean).join(' ');
  const { value: record } = await context.store.insert<AuthorityRecord>('person', `${idType}:${idNumber}`, {
    fullName: (typedName || 'Sandbox Tester').toUpperCase(),
    dob: text('dob') || null,
  });
  return {
    status: 200,
    body: {
      ...common,
      ResultText: 'ID Number Validated',
      ResultCode: SMILE_ID_RESULT.validated,
      IsFinalResult: 'true',
      Actions: { Verify_ID_Number: 'Verified', Return_Personal_Info: 'Returned' },
      FullName: record.fullName,
      DOB: record.dob ?? 'Not Available',
      Gender: 'Not Available',
      PhoneNumber: 'Not Available',
    },
  };
}

const MAX_ZIP_BYTES = 24 * 1024 * 1024;

/** A Biometric KYC job as the stand-in keeps it: opened by /upload, judged when its zip arrives. */
interface BiometricJob extends Record<string, unknown> {
  userId: string;
  jobId: string;
  smileJobId: string;
  result: Record<string, unknown> | null;
}

/** Why a request is refused before it is read: a bad signature, or the outage switch. */
async function refusedSigned(
  partnerId: string,
  timestamp: string,
  signature: string,
  context: StandInContext,
  options: SmileIdStandInOptions,
): Promise<Answer | null> {
  if (
    partnerId !== options.partnerId ||
    !timestamp ||
    !signature ||
    !smileIdSignatureValid(options.partnerId, options.apiKey, timestamp, signature)
  )
    return failure(401, '2205', 'You are not authorized to do that.');
  if ((await context.store.get<{ down: boolean }>('outage', 'all'))?.down)
    return failure(503, '2299', 'Service unavailable, try again later');
  return null;
}

const textOf = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? (body[name] as string).trim() : '';

/** Biometric KYC, step 1: the job, and where to PUT its zip (on the stand-in itself). */
async function prepUpload(
  request: FastifyRequest,
  context: StandInContext,
  options: SmileIdStandInOptions,
): Promise<Answer> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const refused = await refusedSigned(
    textOf(body, 'smile_client_id'),
    textOf(body, 'timestamp'),
    textOf(body, 'signature'),
    context,
    options,
  );
  if (refused) return refused;
  const params = (body.partner_params ?? {}) as Record<string, unknown>;
  if (typeof params.user_id !== 'string' || typeof params.job_id !== 'string')
    return failure(400, '2213', 'partner_params (user_id, job_id) are required');
  if (Number(params.job_type) !== BIOMETRIC_KYC_JOB_TYPE) return failure(400, '2213', 'job_type must be 1');
  const uploadId = randomUUID();
  const smileJobId = String(Date.now()).slice(-10);
  const job = await context.store.insert<BiometricJob>('job', `${params.user_id}:${params.job_id}`, {
    userId: params.user_id,
    jobId: params.job_id,
    smileJobId,
    uploadId,
    result: null,
  });
  if (!job.created) return failure(400, '2215', 'Job already exists');
  await context.store.put('upload', uploadId, { key: `${params.user_id}:${params.job_id}` });
  const here = `${request.protocol}://${request.headers.host}${request.url.replace(/\/upload(\?.*)?$/, '')}`;
  return {
    status: 200,
    body: { upload_url: `${here}/uploads/${uploadId}`, smile_job_id: smileJobId, code: '2202' },
  };
}

/** The zip PUT to the pre-signed address: its selfie is judged by the sandbox's face rules. */
async function receiveZip(request: FastifyRequest, context: StandInContext): Promise<Answer> {
  const { id } = request.params as { id: string };
  const upload = await context.store.get<{ key: string }>('upload', id);
  const job = upload && (await context.store.get<BiometricJob>('job', upload.key));
  if (!upload || !job) return { status: 403, body: { error: 'Request has expired' } };
  const files = Buffer.isBuffer(request.body) ? unzipFiles(request.body) : null;
  const info = files?.get('info.json');
  let parsed: { id_info?: Record<string, unknown>; images?: { image_type_id?: number; image?: string }[] };
  try {
    parsed = info ? JSON.parse(info.toString('utf8')) : {};
  } catch {
    parsed = {};
  }
  const image = (type: number) => {
    const found = parsed.images?.find((entry) => Number(entry.image_type_id) === type)?.image;
    return found ? Buffer.from(found, 'base64') : null;
  };
  const selfie = image(IMAGE_TYPE.selfieBase64);
  const card = image(IMAGE_TYPE.idCardBase64);
  const idNumber = String(parsed.id_info?.id_number ?? '');
  await context.store.put<BiometricJob>('job', upload.key, {
    ...job,
    result: biometricResult(selfie, card, idNumber),
  });
  return { status: 200, body: {} };
}

/** The sandbox's rules (photo-rules.ts): no face in a blank selfie; the ID card offered as the selfie fails. */
function biometricResult(selfie: Buffer | null, card: Buffer | null, idNumber: string) {
  if (!selfie || !readablePhoto(selfie))
    return {
      ResultCode: NO_FACE_RESULT_CODE,
      ResultText: 'No Face Found',
      Actions: { Selfie_Provided: 'Failed' },
    };
  if (idNumber.startsWith(UNKNOWN_ID_PREFIX))
    return {
      ResultCode: SMILE_ID_RESULT.notFound,
      ResultText: 'ID Number Not Found',
      Actions: { Verify_ID_Number: 'Not Verified', Selfie_To_ID_Authority_Compare: 'Not Applicable' },
    };
  const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
  const score = faceScore(sha(selfie), card ? sha(card) : '');
  const passed = score >= SANDBOX_KYC_RULES.facePassScore;
  return {
    ResultCode: passed ? '1020' : '1022',
    ResultText: passed ? 'Exact Match' : 'No Match',
    ConfidenceValue: String(score),
    Actions: {
      Verify_ID_Number: 'Verified',
      Selfie_Provided: 'Passed',
      Selfie_To_ID_Authority_Compare: passed ? 'Completed' : 'Failed',
    },
  };
}

async function jobStatus(request: FastifyRequest, context: StandInContext, options: SmileIdStandInOptions) {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const refused = await refusedSigned(
    textOf(body, 'partner_id'),
    textOf(body, 'timestamp'),
    textOf(body, 'signature'),
    context,
    options,
  );
  if (refused) return refused;
  const job = await context.store.get<BiometricJob>(
    'job',
    `${textOf(body, 'user_id')}:${textOf(body, 'job_id')}`,
  );
  if (!job) return failure(404, '2204', 'Job not found');
  return {
    status: 200,
    body: {
      job_complete: job.result !== null,
      job_success: job.result?.ResultCode === '1020',
      code: job.result ? '2302' : '2314',
      result: job.result ?? 'Job is not complete',
      ...signedBy(options, context.now()),
    },
  };
}

/** The zip arrives as bytes (the PUT to the pre-signed address). */
function takeZipsAsBytes(app: FastifyInstance): void {
  if (!app.hasContentTypeParser('application/zip'))
    app.addContentTypeParser(
      'application/zip',
      { parseAs: 'buffer', bodyLimit: MAX_ZIP_BYTES },
      (_r, body, done) => done(null, body),
    );
}

/** Smile ID signs its answers as partners sign requests. */
function signedBy(options: SmileIdStandInOptions, now: Date) {
  const timestamp = now.toISOString();
  return { timestamp, signature: smileIdSignature(options.partnerId, options.apiKey, timestamp) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(reply: FastifyReply, status: number, body: unknown) {
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(body));
}
