import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminRouter } from '../../http/admin-router.js';
import { AppError } from '../../lib/errors.js';
import { IMAGE_MAX_BYTES, storeImage } from '../../lib/images.js';
import type { MediaStore } from '../../lib/media-store.js';
import { recordAudit } from './audit.js';

/**
 * Pictures for the catalogue: admins only. Multipart is taken in this scope alone (the storefront's calls take JSON
 * only), one file, read up to its limit and no further.
 */
export async function adminMediaRoutes(router: AdminRouter, scope: FastifyInstance, media: MediaStore, db: Parameters<typeof recordAudit>[0]) {
  await scope.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  router.route(
    'mediaUpload',
    { summary: 'Upload a picture (multipart, field `file`): checked, made in 300, 600 and 1200 px widths', creates: true },
    async (request, reply) => {
      const raw = request as unknown as FastifyRequest;
      if (!raw.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const file = await raw.file().catch(() => undefined);
      if (!file || file.fieldname !== 'file') throw new AppError('IMAGE_REQUIRED');
      const bytes = await file.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE', { max_mb: IMAGE_MAX_BYTES / 1024 / 1024 });
        throw new AppError('MALFORMED_REQUEST');
      });
      const stored = await storeImage(bytes, media);
      await recordAudit(db, request.staff, 'media.upload', `media:${stored.image}`, null, { file: file.filename, bytes: bytes.length, ...stored });
      reply.code(201);
      return { status: true as const, message: 'Picture uploaded', data: stored };
    },
  );
}
