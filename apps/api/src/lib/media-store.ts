import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';

// Where the back office's pictures are kept (issue 16): a folder (MEDIA_DIR, the default: one server, or several
// sharing a volume) or an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2…) when MEDIA_S3_BUCKET is
// set, for instances that share no disk. Either way the storefront loads them from our own /uploads/ (plugins/web.ts
// serves the folder, or passes the bucket's bytes through), so a picture's address never changes with the storage and
// the bucket can stay private. Requests to the bucket are signed with AWS Signature V4 (aws4fetch).

/** An S3-compatible bucket: its API's address (path-style, `https://s3.eu-west-1.amazonaws.com`), name and keys. */
export interface MediaBucket {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A key prefix inside the bucket, such as `media/` (default none). */
  prefix?: string;
}

export type MediaStore =
  | { kind: 'folder'; dir: string; put(file: string, bytes: Buffer, contentType: string): Promise<void> }
  | {
      kind: 'bucket';
      put(file: string, bytes: Buffer, contentType: string): Promise<void>;
      /** The bucket's answer for one file (its status, type, length and body), to pass on. */
      get(file: string): Promise<Response>;
    };

/** Uploaded pictures never change under their name (it is their content's hash): cached for a year, wherever kept. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The bucket could not take a picture: the upload fails with a 503 rather than an address that leads nowhere. */
export class MediaStoreUnavailable extends Error {}

export function folderMediaStore(dir: string): MediaStore {
  return {
    kind: 'folder',
    dir,
    async put(file, bytes) {
      await mkdir(dir, { recursive: true });
      // Written beside, then renamed: a reader never sees half a file (plugins/web.ts serves no dot-file). The temporary
      // name is this write's own, so the same picture uploaded twice at once makes two whole files, the second renamed last.
      const temporary = join(dir, `.${file}.${randomUUID()}`);
      await writeFile(temporary, bytes);
      await rename(temporary, join(dir, file));
    },
  };
}

/** How long one call to the bucket may take before it is given up. */
const BUCKET_TIMEOUT_MS = 15_000;

export function bucketMediaStore(config: MediaBucket): MediaStore {
  // A few quick retries of a 5xx or 429, not aws4fetch's ten: a staff member is waiting on the upload.
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3', retries: 2 });
  const urlOf = (file: string) =>
    `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}/${config.prefix ?? ''}${encodeURIComponent(file)}`;
  return {
    kind: 'bucket',
    async put(file, bytes, contentType) {
      const res = await client
        .fetch(urlOf(file), {
          method: 'PUT',
          body: bytes,
          headers: {
            'content-type': contentType,
            'cache-control': UPLOAD_CACHE_CONTROL,
            // The body's hash is signed with the request (not UNSIGNED-PAYLOAD): the bucket refuses bytes changed on the way.
            'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
          },
          signal: AbortSignal.timeout(BUCKET_TIMEOUT_MS),
        })
        .catch((err: Error) => {
          throw new MediaStoreUnavailable(`the media bucket did not answer: ${err.message}`);
        });
      if (!res.ok) throw new MediaStoreUnavailable(`the media bucket refused ${file}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    },
    get(file) {
      return client.fetch(urlOf(file), { method: 'GET', signal: AbortSignal.timeout(BUCKET_TIMEOUT_MS) });
    },
  };
}
