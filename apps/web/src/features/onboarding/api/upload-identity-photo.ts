import type { IdentityImageKind } from '@puente/domain';
import { call } from '../../../api/call.ts';

/** The three multipart uploads, one per photo; the back must be on file before the front. */
const UPLOAD_ROUTES = {
  back: 'POST /api/user/upload/curp/back',
  front: 'POST /api/user/upload/curp/front',
  face: 'POST /api/user/saveFaceImage',
} as const satisfies Record<IdentityImageKind, string>;

/** POST (multipart) the photo of one kind; answers the identity status. */
export function uploadIdentityPhoto(kind: IdentityImageKind, photo: File) {
  return call(UPLOAD_ROUTES[kind], {}, { files: { file: photo }, overlay: false });
}
