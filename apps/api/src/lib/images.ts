import { createHash } from 'node:crypto';
import { AppError } from './errors.js';
import { MediaStoreUnavailable, type MediaStore } from './media-store.js';

// Pictures the shop's staff upload (issue 16): checked by what the bytes are, not by their name or the type the
// browser claims; turned into the widths the storefront draws (cards 300 and 600, the product page 600 and 1200) as
// WebP, turned upright and stripped of their metadata (a phone's photo carries where it was taken); kept under the
// media folder by the hash of the original, so the same picture uploaded twice is one set of files and every file can
// be cached for ever.

/** The widths made of every picture; the middle one is the picture's main address. */
export const IMAGE_WIDTHS = [300, 600, 1200] as const;
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** The smallest side a product picture may have: a card draws it 300 px wide at twice the pixel density. */
export const IMAGE_MIN_SIDE = 300;
/** A picture of more pixels than this is refused before it is decoded (a small file can unpack to gigabytes). */
const MAX_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif', 'heif']);
/** Where the files are served (plugins/web.ts). */
export const UPLOADS_PATH = '/uploads/';

export interface StoredImage {
  /** The picture's main address (its 600 px width). */
  image: string;
  /** Every width's address. */
  widths: Record<(typeof IMAGE_WIDTHS)[number], string>;
}

/** Checks an uploaded picture, makes its widths and keeps them in the media store; refuses what is not a photo it can use. */
export async function storeImage(bytes: Buffer, store: MediaStore): Promise<StoredImage> {
  if (bytes.length > IMAGE_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE', { max_mb: IMAGE_MAX_BYTES / 1024 / 1024 });
  // Loaded on the first upload, not at start: libvips costs every instance about 27 MiB of memory, and most instances
  // only serve the shop (issue 14's memory goal).
  const { default: sharp } = await import('sharp');
  const metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !ACCEPTED.has(metadata.format)) throw new AppError('IMAGE_TYPE');
  const { width = 0, height = 0 } = metadata.autoOrient ?? metadata;
  if (Math.min(width, height) < IMAGE_MIN_SIDE) throw new AppError('IMAGE_TOO_SMALL', { min: IMAGE_MIN_SIDE });

  const name = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  const widths = {} as StoredImage['widths'];
  for (const w of IMAGE_WIDTHS) {
    const file = `${name}-${w}.webp`;
    const out = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: w, height: w, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
      .catch(() => {
        throw new AppError('IMAGE_TYPE');
      });
    await store.put(file, out, 'image/webp').catch((err: unknown) => {
      throw err instanceof MediaStoreUnavailable ? new AppError('MEDIA_STORE_UNAVAILABLE') : err;
    });
    widths[w] = `${UPLOADS_PATH}${file}`;
  }
  return { image: widths[600], widths };
}
