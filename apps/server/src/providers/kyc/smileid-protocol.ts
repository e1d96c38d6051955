import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Smile ID's REST API (v1) as its official Node library `smile-identity-core` speaks it (decision
 * 050): JSON bodies carrying `partner_id`, `timestamp` and `signature`; Enhanced KYC is
 * `POST /id_verification` with job_type 5, answered synchronously. The paths hang off the base URL
 * (production: https://api.smileidentity.com/v1, Smile ID's test environment
 * https://testapi.smileidentity.com/v1, as the library's `sidServerMapping` has them).
 */
export const SMILE_ID_PATHS = {
  /** Enhanced KYC: an ID number looked up at the ID authority (NIBSS for a BVN, NIMC for a NIN). */
  idVerification: '/id_verification',
  /** Biometric KYC, step 1: a job and a pre-signed address to PUT its zip (info.json + images) to. */
  upload: '/upload',
  /** The job's result, polled until `job_complete`. */
  jobStatus: '/job_status',
} as const;

/** Biometric KYC's job type (the library's JOB_TYPE.BIOMETRIC_KYC): a selfie against the ID authority's photo. */
export const BIOMETRIC_KYC_JOB_TYPE = 1;

/** The library's IMAGE_TYPE: a selfie and an ID card's front, given as base64 in info.json. */
export const IMAGE_TYPE = { selfieBase64: 2, idCardBase64: 3 } as const;

/** Biometric KYC's answer when no face was found in the selfie (decision 050: to confirm). */
export const NO_FACE_RESULT_CODE = '0911';

/** The upload step's answer. */
export const prepUploadAnswer = z.object({ upload_url: z.string().min(1), smile_job_id: z.coerce.string() });

/** The job status answer: `result` is an object once the job is complete. */
export const jobStatusAnswer = z.object({
  job_complete: z.boolean(),
  job_success: z.boolean().nullish(),
  code: z.coerce.string().nullish(),
  result: z
    .union([
      z.object({
        ResultCode: z.coerce.string(),
        ResultText: z.string().nullish(),
        ConfidenceValue: z.coerce.number().nullish(),
        Actions: z.record(z.string(), z.string()).nullish(),
      }),
      z.string(),
    ])
    .nullish(),
});

export const SMILE_ID_DEFAULT_BASE_URL = 'https://api.smileidentity.com/v1';

/** Enhanced KYC's job type (the library's JOB_TYPE.ENHANCED_KYC). */
export const ENHANCED_KYC_JOB_TYPE = 5;

/** The ID types we look up in Nigeria (Smile ID's names for them). */
export type SmileIdIdType = 'BVN' | 'NIN';

/**
 * Smile ID's request signature, as `smile-identity-core`'s signature.js computes it: HMAC-SHA256
 * keyed with the API key over the ISO 8601 timestamp, the partner id and "sid_request", in base64.
 */
export function smileIdSignature(partnerId: string, apiKey: string, timestamp: string): string {
  return createHmac('sha256', apiKey)
    .update(timestamp, 'utf8')
    .update(partnerId, 'utf8')
    .update('sid_request', 'utf8')
    .digest('base64');
}

/** Whether a signature is the partner's for that timestamp (the library's confirm_signature). */
export function smileIdSignatureValid(
  partnerId: string,
  apiKey: string,
  timestamp: string,
  signature: string,
): boolean {
  const expected = Buffer.from(smileIdSignature(partnerId, apiKey, timestamp), 'base64');
  const given = Buffer.from(signature, 'base64');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Enhanced KYC's ResultCode values we act on. 1012: "ID Number Validated" (personal info returned);
 * 1013: "ID Number Not Found"; 1014: the ID type or number's format is not supported; 1015: the ID
 * authority is unavailable (decision 050 lists which of these are confirmed).
 */
export const SMILE_ID_RESULT = {
  validated: '1012',
  notFound: '1013',
  unsupported: '1014',
  authorityUnavailable: '1015',
} as const;

/** The request body of Enhanced KYC (the library's IDApi.createVerificationRequest). */
export interface EnhancedKycRequest {
  partner_id: string;
  timestamp: string;
  signature: string;
  country: 'NG';
  id_type: SmileIdIdType;
  id_number: string;
  first_name?: string;
  middle_name?: string;
  last_name?: string;
  /** YYYY-MM-DD */
  dob?: string;
  partner_params: { user_id: string; job_id: string; job_type: number };
  source_sdk: string;
  source_sdk_version: string;
}

const optionalText = z.string().nullish();

/** Enhanced KYC's answer: the fields we read (it carries Actions, Photo, Address… too). */
export const enhancedKycAnswer = z.object({
  ResultCode: z.coerce.string(),
  ResultText: optionalText,
  SmileJobID: optionalText,
  IDNumber: optionalText,
  FullName: optionalText,
  /** YYYY-MM-DD (sometimes DD-MM-YYYY in older answers; both are read). */
  DOB: optionalText,
  Actions: z.record(z.string(), z.string()).nullish(),
});

/** Smile ID's error body (`{ "code": "2205", "error": "…" }`). */
export const errorAnswer = z.object({ code: z.coerce.string().optional(), error: z.string().optional() });

/** `YYYY-MM-DD`, `DD-MM-YYYY` or `DD/MM/YYYY` as YYYY-MM-DD, or null. */
export function isoBirthDate(text: string | null | undefined): string | null {
  const value = text?.trim();
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(value);
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : null;
}
