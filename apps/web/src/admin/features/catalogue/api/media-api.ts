import type { AdminAnswerOf } from '@shop/contract/admin-endpoints';
import { adminRequestOf, fetchAdmin, readAdminAnswer } from '../../../lib/admin-client';

// A picture uploaded to the shop (POST /media/, multipart with the file as `file`): the server checks what the bytes
// are (IMAGE_TYPE), their size (IMAGE_TOO_LARGE) and sides (IMAGE_TOO_SMALL), and answers the picture's address, which
// a product or category then names as its `image`.

export type UploadedPicture = AdminAnswerOf<'mediaUpload'>['data'];

export async function uploadPicture(file: File, signal?: AbortSignal): Promise<UploadedPicture> {
  const form = new FormData();
  form.append('file', file);
  // No Content-Type of ours: the browser writes multipart/form-data with its boundary.
  const res = await fetchAdmin(adminRequestOf('mediaUpload'), form, signal);
  return (await readAdminAnswer('mediaUpload', res)).data;
}
