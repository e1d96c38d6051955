import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ENHANCED_KYC_JOB_TYPE,
  SMILE_ID_PATHS,
  SMILE_ID_RESULT,
  smileIdSignature,
  smileIdSignatureValid,
} from '../../../providers/kyc/smileid-protocol.ts';
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
  const partnerId = text('partner_id');
  const timestamp = text('timestamp');
  const signature = text('signature');
  if (
    partnerId !== options.partnerId ||
    !timestamp ||
    !signature ||
    !smileIdSignatureValid(options.partnerId, options.apiKey, timestamp, signature)
  )
    return failure(401, '2205', 'You are not authorized to do that.');
  if ((await context.store.get<{ down: boolean }>('outage', 'all'))?.down)
    return failure(503, '2299', 'Service unavailable, try again later');

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
