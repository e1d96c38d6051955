import type { OcrFields } from '@puente/domain';
import type { z } from 'zod';
import { readImage } from '../../images/image-info.ts';
import type {
  CurpCheckResult,
  FaceMatchRequest,
  FaceMatchResult,
  KycImage,
  KycProvider,
  OcrRequest,
  OcrResult,
} from './kyc-provider.ts';
import { KycUnavailableError } from './kyc-provider.ts';
import {
  curpAnswer,
  errorAnswer,
  FRONT_UNREADABLE_CODE,
  faceMatchAnswer,
  isoDate,
  ocrAnswer,
  TUIDENTIDAD_KEY_HEADER,
  TUIDENTIDAD_PATHS,
  TYPED_FIELDS,
} from './tuidentidad-protocol.ts';

export interface TuIdentidadOptions {
  apiKey: string;
  /** https://web-prod01.tuidentidad.com, or a stand-in. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Tu Identidad answers in 5-10 s; past this the borrower is told to try later. */
  timeoutMs?: number;
}

/** Refusals that are about the photos, not about the service being unreachable or misconfigured. */
const ABOUT_THE_PHOTOS = new Set([400, 422]);

/**
 * Identity checks in Mexico through Tu Identidad (decision 043): INE-OCR reads the card, Facematch
 * compares the selfie with the card's front, and the CURP document service gives RENAPO's record.
 * A timeout, a network failure, a 5xx or a refused key is KycUnavailableError: the borrower is told
 * to try later and the stored photos wait.
 */
export class TuIdentidadKyc implements KycProvider {
  private readonly fetch: typeof fetch;
  private readonly baseUrl: string;

  constructor(private readonly options: TuIdentidadOptions) {
    this.fetch = options.fetch ?? fetch;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  async ocrIdCard(request: OcrRequest): Promise<OcrResult> {
    const form = new FormData();
    form.append('FrontImage', asFile(request.front), fileName('front', request.front));
    form.append('BackImage', asFile(request.back), fileName('back', request.back));
    const { typed } = request;
    const given = [typed.firstName, typed.middleName].filter(Boolean).join(' ');
    form.append(TYPED_FIELDS.reference, request.reference);
    if (typed.curp) form.append(TYPED_FIELDS.curp, typed.curp);
    if (given) form.append(TYPED_FIELDS.name, given);
    if (typed.lastName) form.append(TYPED_FIELDS.lastName, typed.lastName);
    if (typed.birthday) form.append(TYPED_FIELDS.birthday, typed.birthday);

    const answer = await this.send(TUIDENTIDAD_PATHS.ineOcr, form);
    if (answer.ok) return { ok: true, fields: toOcrFields(parse(ocrAnswer, answer.body, 'INE-OCR')) };
    const { code } = this.refusal(answer, 'INE-OCR');
    return { ok: false, failure: code === FRONT_UNREADABLE_CODE ? 'frontUnreadable' : 'ocrFailed' };
  }

  async matchFace(request: FaceMatchRequest): Promise<FaceMatchResult> {
    const form = new FormData();
    form.append('sourceImage', asFile(request.idFront), fileName('front', request.idFront));
    form.append('targetImage', asFile(request.face), fileName('face', request.face));
    const answer = await this.send(TUIDENTIDAD_PATHS.faceMatch, form);
    if (!answer.ok) {
      this.refusal(answer, 'Facematch');
      return { ok: false, failure: 'faceUnreadable' };
    }
    const match = parse(faceMatchAnswer, answer.body, 'Facematch');
    const similarity = match.data?.faceMatches?.similarity ?? match.data?.faceMatches?.confidence ?? 0;
    // Similarity is a percentage in the pages' examples; a 0-1 value is read as a share.
    const score = Math.round(similarity <= 1 ? similarity * 100 : similarity);
    return { ok: true, score, passed: match.valid };
  }

  async checkCurp(request: { reference: string; curp: string }): Promise<CurpCheckResult> {
    const answer = await this.send(TUIDENTIDAD_PATHS.curpByCurp, JSON.stringify({ curp: request.curp }));
    // RENAPO found nothing: `valid: false`, or no content or not found, as the pages' codes allow.
    if (answer.status === 204 || answer.status === 404) return { found: false };
    if (!answer.ok) {
      this.refusal(answer, 'CURP');
      throw new KycUnavailableError(`Tu Identidad refused the CURP lookup (${answer.status})`);
    }
    const found = parse(curpAnswer, answer.body, 'CURP');
    if (!found.valid || !found.data) return { found: false };
    return {
      found: true,
      record: {
        curp: found.data.curp.trim().toUpperCase(),
        names: found.data.names.trim(),
        firstSurname: found.data.lastName.trim(),
        secondSurname: found.data.secondLastName?.trim() || null,
        birthDate: isoDate(found.data.dateBirth),
      },
    };
  }

  private async send(path: string, body: FormData | string) {
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          [TUIDENTIDAD_KEY_HEADER]: this.options.apiKey,
          accept: 'application/json',
          ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
        },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new KycUnavailableError(`Tu Identidad did not answer ${path}: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    let body_: unknown = null;
    try {
      body_ = text ? JSON.parse(text) : null;
    } catch {
      body_ = null;
    }
    return { ok: response.status === 200, status: response.status, body: body_ };
  }

  /** A refusal about the photos answers its code; anything else means the service cannot help now. */
  private refusal(answer: { status: number; body: unknown }, what: string) {
    if (!ABOUT_THE_PHOTOS.has(answer.status))
      throw new KycUnavailableError(`Tu Identidad ${what} answered ${answer.status}`);
    const parsed = errorAnswer.safeParse(answer.body ?? {});
    return parsed.success ? parsed.data : { code: null, message: null };
  }
}

function parse<T extends z.ZodType>(schema: T, body: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new KycUnavailableError(`Tu Identidad ${what} answered an unexpected body`);
  return parsed.data;
}

function asFile(image: KycImage): Blob {
  return new Blob([new Uint8Array(image.data)], { type: mimeOf(image) });
}

function mimeOf(image: KycImage): string {
  const info = readImage(image.data);
  return info.ok ? `image/${info.format}` : 'application/octet-stream';
}

function fileName(side: string, image: KycImage): string {
  const info = readImage(image.data);
  return `${side}.${info.ok ? (info.format === 'jpeg' ? 'jpg' : info.format) : 'bin'}`;
}

function toOcrFields(read: {
  name?: string | null | undefined;
  firstLastName?: string | null | undefined;
  secondLastName?: string | null | undefined;
  curp?: string | null | undefined;
  dateOfBirth?: string | null | undefined;
  sex?: string | null | undefined;
}): OcrFields {
  const [firstName = '', ...middle] = (read.name ?? '').trim().split(/\s+/);
  const sex = read.sex?.trim().toUpperCase();
  return {
    idType: 'CURP',
    idNumber: (read.curp ?? '').trim().toUpperCase(),
    firstName,
    middleName: middle.length > 0 ? middle.join(' ') : null,
    lastName: [read.firstLastName, read.secondLastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' '),
    birthday: isoDate(read.dateOfBirth),
    gender: sex === 'H' ? 'male' : sex === 'M' ? 'female' : null,
  };
}
