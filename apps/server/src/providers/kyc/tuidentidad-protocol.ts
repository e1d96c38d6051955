import { z } from 'zod';

/**
 * Tu Identidad's API as docs.tuidentidad.com publishes it (decision 043): one API key per company in
 * an `apikey` header, multipart uploads for photos, JSON for the RENAPO lookup. The paths hang off
 * the base URL (production: https://web-prod01.tuidentidad.com).
 */
export const TUIDENTIDAD_PATHS = {
  /** INE-OCR: FrontImage and BackImage (files). */
  ineOcr: '/api/ineocr/getineocr',
  /** Facematch: sourceImage (the ID front) and targetImage (the selfie), files. */
  faceMatch: '/api/face/facematch',
  /** CURP document service, search by CURP key: `{ "curp": "…" }`, RENAPO's record. */
  curpByCurp: '/api/CurpDocument/byCurp',
} as const;

export const TUIDENTIDAD_DEFAULT_BASE_URL = 'https://web-prod01.tuidentidad.com';

/** The header every call carries the company's key in (HTTP header names ignore case: `ApiKey` too). */
export const TUIDENTIDAD_KEY_HEADER = 'apikey';

/**
 * Our reference for the borrower and what they typed, sent beside the photos in the OCR form. Not part of Tu Identidad's
 * published request (an ASP.NET form binding ignores fields it does not know); the stand-in shows it
 * on a card photo it has not seen before, as the card the borrower holds would (decision 043).
 */
export const TYPED_FIELDS = {
  /** Our id for the borrower: the stand-in remembers each borrower's cards apart. */
  reference: 'reference',
  curp: 'curp',
  name: 'name',
  lastName: 'firstLastName',
  birthday: 'dateOfBirth',
} as const;

/**
 * INE-OCR's error code for a front it could not read. The pages publish the error body but not
 * INE-OCR's codes: this one is the stand-in's, to be confirmed with Tu Identidad (decision 043).
 */
export const FRONT_UNREADABLE_CODE = 'OCR001';

/** The error body: the newer pages nest it in `warning`, the older ones answer it bare. */
export const errorAnswer = z
  .object({
    code: z.string().optional(),
    message: z.string().optional(),
    warning: z.object({ code: z.string(), message: z.string().optional() }).partial().optional(),
  })
  .transform((body) => ({
    code: body.warning?.code ?? body.code ?? null,
    message: body.warning?.message ?? body.message ?? null,
  }));

const optionalText = z.string().nullish();

/** INE-OCR's fields we use (the answer carries address, MRZ and electoral ids too). */
export const ocrFieldsAnswer = z.object({
  name: optionalText,
  firstLastName: optionalText,
  secondLastName: optionalText,
  curp: optionalText,
  /** DD/MM/YYYY or YYYY-MM-DD */
  dateOfBirth: optionalText,
  /** H or M */
  sex: optionalText,
});

/** Whether the fields come bare or inside `data` is not shown in the pages; both are read. */
export const ocrAnswer = z
  .union([z.object({ data: ocrFieldsAnswer }), ocrFieldsAnswer])
  .transform((body) => ('data' in body && body.data ? body.data : (body as z.infer<typeof ocrFieldsAnswer>)));

export const faceMatchAnswer = z.object({
  valid: z.boolean(),
  data: z
    .object({
      faceMatches: z.object({ confidence: z.number().nullish(), similarity: z.number().nullish() }).nullish(),
    })
    .nullish(),
});

export const curpAnswer = z.object({
  valid: z.boolean(),
  data: z
    .object({
      curp: z.string(),
      names: z.string(),
      lastName: z.string(),
      secondLastName: optionalText,
      sex: optionalText,
      /** dd/mm/yyyy */
      dateBirth: optionalText,
    })
    .nullish(),
});

/** `dd/mm/yyyy` (or already `yyyy-mm-dd`) as YYYY-MM-DD, or null. */
export function isoDate(text: string | null | undefined): string | null {
  if (!text) return null;
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (dmy) return `${dmy[3]}-${dmy[2]}-${dmy[1]}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? text.trim() : null;
}
