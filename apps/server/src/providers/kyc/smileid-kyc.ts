import { randomUUID } from 'node:crypto';
import {
  type FaceMatchRequest,
  type FaceMatchResult,
  KycUnavailableError,
  type NigerianIdCheckResult,
  type NigerianIdRequest,
} from './kyc-provider.ts';
import {
  BIOMETRIC_KYC_JOB_TYPE,
  ENHANCED_KYC_JOB_TYPE,
  type EnhancedKycRequest,
  enhancedKycAnswer,
  IMAGE_TYPE,
  isoBirthDate,
  jobStatusAnswer,
  NO_FACE_RESULT_CODE,
  prepUploadAnswer,
  SMILE_ID_PATHS,
  SMILE_ID_RESULT,
  smileIdSignature,
} from './smileid-protocol.ts';
import { zipFiles } from './smileid-zip.ts';

export interface SmileIdOptions {
  partnerId: string;
  apiKey: string;
  /** https://api.smileidentity.com/v1, or a stand-in. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Past this the borrower is told to try later (Enhanced KYC answers in seconds). */
  timeoutMs?: number;
  /** The signature's timestamp; the wall clock (Smile ID checks it against its own). */
  now?: () => Date;
  /** Between job status polls (the library waits 2 s, then 4 s), and how many before giving up. */
  pollMs?: number;
  polls?: number;
}

/** What we tell Smile ID we are, as its library tells it `source_sdk` (decision 050). */
const SOURCE = { source_sdk: 'rest_api', source_sdk_version: '1.0.0' } as const;

/**
 * Nigeria's ID lookup through Smile ID's Enhanced KYC (decision 050): the BVN (or NIN) with the
 * names and birth date typed, signed with the partner's key; Smile ID answers the ID authority's
 * record. A timeout, a network failure, a refused signature, a 5xx, an unreadable answer or the ID
 * authority being down (1015) is KycUnavailableError: the borrower is told to try later.
 */
export class SmileIdKyc {
  private readonly fetch: typeof fetch;
  private readonly baseUrl: string;

  constructor(private readonly options: SmileIdOptions) {
    this.fetch = options.fetch ?? fetch;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  async checkNigerianId(request: NigerianIdRequest): Promise<NigerianIdCheckResult> {
    const { typed } = request;
    const timestamp = (this.options.now?.() ?? new Date()).toISOString();
    const body: EnhancedKycRequest = {
      partner_id: this.options.partnerId,
      timestamp,
      signature: smileIdSignature(this.options.partnerId, this.options.apiKey, timestamp),
      country: 'NG',
      id_type: request.idType,
      id_number: request.idNumber,
      ...(typed.firstName ? { first_name: typed.firstName } : {}),
      ...(typed.middleName ? { middle_name: typed.middleName } : {}),
      ...(typed.lastName ? { last_name: typed.lastName } : {}),
      ...(typed.birthday ? { dob: typed.birthday } : {}),
      // A job id per lookup: Smile ID refuses a job id it has seen for that user.
      partner_params: { user_id: request.reference, job_id: randomUUID(), job_type: ENHANCED_KYC_JOB_TYPE },
      ...SOURCE,
    };
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}${SMILE_ID_PATHS.idVerification}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new KycUnavailableError(`Smile ID did not answer: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    if (response.status !== 200) throw new KycUnavailableError(`Smile ID answered ${response.status}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new KycUnavailableError('Smile ID answered something that is not JSON');
    }
    const parsed = enhancedKycAnswer.safeParse(json);
    if (!parsed.success) throw new KycUnavailableError('Smile ID answered an unexpected body');
    const answer = parsed.data;
    if (answer.ResultCode === SMILE_ID_RESULT.notFound) return { found: false };
    if (answer.ResultCode !== SMILE_ID_RESULT.validated || !answer.FullName?.trim())
      throw new KycUnavailableError(
        `Smile ID answered ResultCode ${answer.ResultCode} (${answer.ResultText})`,
      );
    return {
      found: true,
      record: {
        idType: request.idType,
        // The number asked about: what personal info holds and what submission compares.
        idNumber: request.idNumber,
        fullName: answer.FullName.trim(),
        birthDate: isoBirthDate(answer.DOB),
      },
    };
  }

  /**
   * Biometric KYC (decision 050): the selfie, with the ID card's front, against the ID authority's
   * photo of the BVN. A job is opened (`/upload`), its zip PUT to the address given, and its status
   * polled until complete. The match is the `Selfie_To_ID_Authority_Compare` action.
   */
  async matchFaceToId(
    request: FaceMatchRequest & { nationalId: NonNullable<FaceMatchRequest['nationalId']> },
  ): Promise<FaceMatchResult> {
    const partnerParams = {
      user_id: request.reference,
      job_id: randomUUID(),
      job_type: BIOMETRIC_KYC_JOB_TYPE,
    };
    const idInfo = {
      country: 'NG',
      id_type: request.nationalId.idType,
      id_number: request.nationalId.idNumber,
      entered: 'true',
    };
    const signed = this.signed();
    const prep = prepUploadAnswer.safeParse(
      await this.post(SMILE_ID_PATHS.upload, {
        callback_url: '',
        file_name: 'selfie.zip',
        model_parameters: {},
        partner_params: partnerParams,
        smile_client_id: this.options.partnerId,
        ...signed,
        ...SOURCE,
      }),
    );
    if (!prep.success) throw new KycUnavailableError('Smile ID answered an unexpected upload body');
    const info = {
      package_information: {
        apiVersion: { buildNumber: 0, majorVersion: 2, minorVersion: 0 },
        language: 'rest_api',
      },
      misc_information: {
        ...signed,
        retry: 'false',
        partner_params: partnerParams,
        file_name: 'selfie.zip',
        smile_client_id: this.options.partnerId,
        callback_url: '',
      },
      id_info: idInfo,
      images: [
        {
          image_type_id: IMAGE_TYPE.selfieBase64,
          image: request.face.data.toString('base64'),
          file_name: '',
        },
        {
          image_type_id: IMAGE_TYPE.idCardBase64,
          image: request.idFront.data.toString('base64'),
          file_name: '',
        },
      ],
      server_information: prep.data,
    };
    const zip = zipFiles([{ name: 'info.json', data: Buffer.from(JSON.stringify(info)) }]);
    let put: Response;
    try {
      put = await this.fetch(prep.data.upload_url, {
        method: 'PUT',
        headers: { 'content-type': 'application/zip' },
        body: new Uint8Array(zip),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new KycUnavailableError(`Smile ID's upload did not answer: ${(error as Error).message}`);
    }
    if (put.status !== 200) throw new KycUnavailableError(`Smile ID's upload answered ${put.status}`);

    for (let poll = 0; poll < (this.options.polls ?? 10); poll += 1) {
      if (poll > 0) await new Promise((resolve) => setTimeout(resolve, this.options.pollMs ?? 2000));
      const status = jobStatusAnswer.safeParse(
        await this.post(SMILE_ID_PATHS.jobStatus, {
          partner_id: this.options.partnerId,
          user_id: partnerParams.user_id,
          job_id: partnerParams.job_id,
          history: false,
          image_links: false,
          ...this.signed(),
        }),
      );
      if (!status.success) throw new KycUnavailableError('Smile ID answered an unexpected job status');
      if (!status.data.job_complete) continue;
      const result = status.data.result;
      if (!result || typeof result === 'string')
        throw new KycUnavailableError('Smile ID completed the job without a result');
      if (result.ResultCode === NO_FACE_RESULT_CODE) return { ok: false, failure: 'faceUnreadable' };
      const compared = result.Actions?.Selfie_To_ID_Authority_Compare;
      if (compared !== 'Completed' && compared !== 'Passed' && compared !== 'Failed')
        throw new KycUnavailableError(
          `Smile ID did not compare the selfie (ResultCode ${result.ResultCode})`,
        );
      const score = Math.round(result.ConfidenceValue ?? (compared === 'Failed' ? 0 : 100));
      return { ok: true, score, passed: compared !== 'Failed' };
    }
    throw new KycUnavailableError('Smile ID did not complete the job in time');
  }

  private signed() {
    const timestamp = (this.options.now?.() ?? new Date()).toISOString();
    return { timestamp, signature: smileIdSignature(this.options.partnerId, this.options.apiKey, timestamp) };
  }

  /** A signed JSON call: its answer's body when 200, else unavailable. */
  private async post(path: string, body: Record<string, unknown>): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new KycUnavailableError(`Smile ID did not answer ${path}: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    if (response.status !== 200)
      throw new KycUnavailableError(`Smile ID ${path} answered ${response.status}`);
    try {
      return JSON.parse(text);
    } catch {
      throw new KycUnavailableError(`Smile ID ${path} answered something that is not JSON`);
    }
  }
}
