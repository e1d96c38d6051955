import {
  emptyPayload,
  type IdentityImageKind,
  identityImagePayload,
  identityStatusAnswer,
  ocrAnswer,
} from '@puente/domain';
import { type CallDefinition, defineCall, sessionUser } from '../../protocol/call.ts';
import type { IdentityService } from './identity-service.ts';

const tags = ['identity'];
const HOUR_MS = 3_600_000;

export function identityCalls(identity: IdentityService): CallDefinition[] {
  const upload = (path: string, kind: IdentityImageKind, summary: string) =>
    defineCall({
      method: 'POST',
      path,
      summary,
      tags,
      auth: true,
      upload: true,
      payload: identityImagePayload,
      answer: identityStatusAnswer,
      rateLimit: { max: 300, timeWindowMs: HOUR_MS },
      handler: async (c) => ({ data: await identity.upload(c, sessionUser(c), kind, c.file) }),
    });

  return [
    upload(
      '/user/upload/curp/back',
      'back',
      'Upload the back of the ID (multipart: the photo as the file part, JPEG/PNG/WebP by content, ' +
        '320 px to 8192 px a side, at most 5 MB). Replaces an earlier back. Answers the identity status',
    ),
    upload(
      '/user/upload/curp/front',
      'front',
      'Upload the front of the ID, after the back (spec §5); same photo rules. Answers the identity status',
    ),
    upload(
      '/user/saveFaceImage',
      'face',
      'Upload the face photo; same photo rules. When the ID front is on file the face is matched with it ' +
        'at once ("Face recognition failed" when it does not match). Answers the identity status',
    ),
    defineCall({
      method: 'POST',
      path: '/user/curp/ocr',
      summary:
        'Read the stored ID front and back with the identity provider (5-10 s) and answer what it read; ' +
        'in Mexico the CURP read must be the one in personal info',
      tags,
      auth: true,
      payload: emptyPayload,
      answer: ocrAnswer,
      rateLimit: { max: 30, timeWindowMs: HOUR_MS },
      handler: async (c) => ({ data: await identity.ocr(c, sessionUser(c)) }),
    }),
    defineCall({
      method: 'POST',
      path: '/user/finishUploadAllImg',
      summary:
        'Complete the identity step: needs the back, front and face photos, a passed OCR and a matching ' +
        'face (matched now if still pending). Answers the identity status with completed: true',
      tags,
      auth: true,
      payload: emptyPayload,
      answer: identityStatusAnswer,
      rateLimit: { max: 60, timeWindowMs: HOUR_MS },
      handler: async (c) => ({ data: await identity.finish(c, sessionUser(c)) }),
    }),
    defineCall({
      method: 'GET',
      path: '/user/identity',
      summary: 'Where the identity step stands: which photos are on file, OCR and face results, completion',
      tags,
      auth: true,
      payload: emptyPayload,
      answer: identityStatusAnswer,
      handler: async (c) => ({ data: await identity.status(sessionUser(c)) }),
    }),
  ];
}
