import { PLACEHOLDER_IMAGE } from '@shop/contract';

/** Seeded image names are relative to the media folder, served at /media/. Absolute URLs pass through. */
export function mediaUrl(image: string | null | undefined): string {
  if (!image) return PLACEHOLDER_IMAGE;
  if (/^(https?:)?\/\//.test(image) || image.startsWith('/')) return image;
  return `/media/${image}`;
}
