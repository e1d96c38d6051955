import { randomUUID } from 'node:crypto';
import { KycUnavailableError, type NigerianIdCheckResult, type NigerianIdRequest } from './kyc-provider.ts';
import {
  ENHANCED_KYC_JOB_TYPE,
  type EnhancedKycRequest,
  enhancedKycAnswer,
  isoBirthDate,
  SMILE_ID_PATHS,
  SMILE_ID_RESULT,
  smileIdSignature,
} from './smileid-protocol.ts';

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
}
