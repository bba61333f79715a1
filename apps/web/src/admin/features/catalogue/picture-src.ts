import { PLACEHOLDER_IMAGE } from '@shop/contract/constants';

/**
 * Where the browser finds a catalogue picture: an upload's address (`/uploads/…`) as it is, one of the catalogue's
 * drawn pictures (`products/…`) under /media/, as the API answers them to the storefront.
 */
export const pictureSrc = (image: string) => (!image ? PLACEHOLDER_IMAGE : image.startsWith('/') ? image : `/media/${image}`);
