import type { IdentityImageKind, IdentityStatus } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** The three multipart uploads, one per photo; the back must be on file before the front. */
const UPLOAD_PATHS: Record<IdentityImageKind, string> = {
  back: '/user/upload/curp/back',
  front: '/user/upload/curp/front',
  face: '/user/saveFaceImage',
};

/** POST (multipart) the photo of one kind; answers the identity status. */
export function uploadIdentityPhoto(kind: IdentityImageKind, photo: File) {
  return apiCall<IdentityStatus>(UPLOAD_PATHS[kind], {}, { files: { file: photo }, overlay: false });
}
