import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '@shop/contract/constants';

/** An image that falls back to the placeholder when it is missing or fails to load. */
export function ProductImage({ src, alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string | undefined; alt: string }) {
  const [failed, setFailed] = useState(false);
  return <img src={failed || !src ? PLACEHOLDER_IMAGE : src} alt={alt} decoding="async" onError={() => setFailed(true)} {...props} />;
}
