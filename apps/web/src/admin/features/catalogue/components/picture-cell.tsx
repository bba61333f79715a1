import { Td, Th } from '../../../components/table';
import { pictureSrc } from '../picture-src';

/** The picture column's header: named for screen readers only, the thumbnails speak for themselves. */
export function PictureHeading({ label }: { label: string }) {
  return (
    <Th>
      <span className="sr-only">{label}</span>
    </Th>
  );
}

/** A product's or category's picture as a thumbnail in its row, loaded as it scrolls into view. */
export function PictureCell({ image, alt }: { image: string; alt: string }) {
  return (
    <Td className="w-16 py-2">
      <img
        src={pictureSrc(image)}
        alt={alt}
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        className="size-12 rounded-lg border border-stone-200 object-cover"
      />
    </Td>
  );
}
