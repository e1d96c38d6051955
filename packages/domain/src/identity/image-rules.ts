import type { Localized } from '../i18n/language.ts';

/**
 * What the service accepts as an ID or face photo (issue 3). The type is read from the file's
 * first bytes, never from its name or declared mimetype. The web app compresses photos to under
 * 1 MB before sending, so the 5 MB ceiling only stops abuse and raw native uploads.
 */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_RULES = {
  maxBytes: 5 * 1024 * 1024,
  /** Below this nothing is a photo (a header and little else). */
  minBytes: 1024,
  /** Both sides at least this many pixels: smaller than that, a card's text cannot be read. */
  minSidePx: 320,
  /** Neither side above this: guards the readers against decompression bombs. */
  maxSidePx: 8192,
} as const;

/** The three identity photos, in the order spec §5 asks for them: the back before the front. */
export const IDENTITY_IMAGE_KINDS = ['back', 'front', 'face'] as const;
export type IdentityImageKind = (typeof IDENTITY_IMAGE_KINDS)[number];

/** How refusals name each photo (`{photo}` in English, `{foto}` in Spanish). */
export const IDENTITY_IMAGE_NAMES: Record<IdentityImageKind, Localized> = {
  back: { en: 'ID back photo', es: 'foto del reverso de la identificación' },
  front: { en: 'ID front photo', es: 'foto del frente de la identificación' },
  face: { en: 'face photo', es: 'foto del rostro' },
};

/** The parameters of an image refusal: `field` for clients, `photo`/`foto` for the message. */
export function imageErrorParams(kind: IdentityImageKind, extra: Record<string, string | number> = {}) {
  return {
    field: kind,
    photo: IDENTITY_IMAGE_NAMES[kind].en,
    foto: IDENTITY_IMAGE_NAMES[kind].es,
    ...extra,
  };
}
