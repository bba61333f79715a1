import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ZOOM_SCALE } from '@shop/contract/constants';
import { ProductImage } from '@/features/catalog';
import { cn } from '@/lib/cn';
import { useSwipe } from '../use-swipe';

interface ProductGalleryProps {
  name: string;
  /** The main image first, then the media images. */
  images: string[];
}

const CENTRE = '50% 50%';

/** The picture each key shows, from the current one: the keys of a carousel (ArrowLeft/Right wrap around). */
const KEY_STEPS: Record<string, (current: number, total: number) => number> = {
  ArrowLeft: (current) => current - 1,
  ArrowRight: (current) => current + 1,
  Home: () => 0,
  End: (_current, total) => total - 1,
};

/**
 * The main image with previous/next, a counter, thumbnails and click-to-zoom that follows the pointer. The arrow
 * keys, Home and End change the picture wherever the focus is in the gallery (on a thumbnail, the focus follows it);
 * on a touch screen a sideways swipe on the picture does. The position is announced ('Image 2 of 4').
 */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const { t } = useTranslation('product');
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState(CENTRE);
  const total = Math.max(1, images.length);
  const current = Math.min(index, total - 1);

  const show = (next: number) => {
    setIndex(((next % total) + total) % total);
    setZoomed(false);
  };

  const pointAt = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    const x = Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100));
    const y = Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100));
    setOrigin(`${x}% ${y}%`);
  };

  const swipe = useSwipe((direction) => {
    if (total > 1) show(current - direction);
  });

  const toggleZoom = (event: MouseEvent<HTMLButtonElement>) => {
    if (swipe.endsSwipe()) return;
    // A click from the keyboard (detail 0) has no pointer position: zoom into the centre.
    if (event.detail === 0) setOrigin(CENTRE);
    else pointAt(event);
    setZoomed((z) => !z);
  };

  const onZoomKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && zoomed) {
      event.stopPropagation();
      setZoomed(false);
    }
  };

  // Every key press in the gallery comes here (buttons only: no text field to take the arrows from).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step || total < 2 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault(); // Home and End would scroll the page
    const next = ((step(current, total) % total) + total) % total;
    show(next);
    if (event.target instanceof HTMLElement && event.target.dataset.thumbnail !== undefined) {
      event.currentTarget.querySelectorAll<HTMLElement>('[data-thumbnail]')[next]?.focus();
    }
  };

  return (
    <section aria-label={t('gallery.label')} onKeyDown={onKeyDown} className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-2xl border border-stone-200 bg-white">
        <button
          type="button"
          aria-label={t('gallery.zoom')}
          aria-pressed={zoomed}
          onClick={toggleZoom}
          onKeyDown={onZoomKeyDown}
          onMouseMove={zoomed ? pointAt : undefined}
          {...swipe.handlers}
          className={cn(
            'block aspect-square w-full touch-pan-y touch-pinch-zoom overflow-hidden focus-visible:outline-offset-[-4px]',
            zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in',
          )}
        >
          <ProductImage
            key={images[current]}
            src={images[current]}
            alt={total > 1 ? t('gallery.imageAlt', { name, index: current + 1, total }) : name}
            width={800}
            height={800}
            loading="eager"
            fetchPriority={current === 0 ? 'high' : 'auto'}
            className="size-full object-contain transition-transform duration-200 ease-out motion-reduce:transition-none"
            style={{ transform: zoomed ? `scale(${ZOOM_SCALE})` : undefined, transformOrigin: origin }}
          />
        </button>
        <span aria-hidden="true" className="pointer-events-none absolute right-3 top-3 rounded-full bg-white/85 p-1.5 text-stone-700 shadow-sm">
          {zoomed ? <ZoomOut className="size-4" /> : <ZoomIn className="size-4" />}
        </span>
        {total > 1 && (
          <>
            <button
              type="button"
              aria-label={t('gallery.previous')}
              onClick={() => show(current - 1)}
              className="absolute left-2 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow hover:bg-white"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label={t('gallery.next')}
              onClick={() => show(current + 1)}
              className="absolute right-2 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow hover:bg-white"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <p
              aria-hidden="true"
              className="pointer-events-none absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-stone-900/75 px-3 py-1 text-xs font-medium text-white"
            >
              {t('gallery.counter', { index: current + 1, total })}
            </p>
            <p aria-live="polite" className="sr-only">
              {t('gallery.position', { index: current + 1, total })}
            </p>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                aria-label={t('gallery.show', { index: i + 1, total })}
                aria-current={i === current ? 'true' : undefined}
                data-thumbnail=""
                onClick={() => show(i)}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg border-2 bg-white md:size-20',
                  i === current ? 'border-brand-600' : 'border-stone-200 opacity-75 hover:opacity-100',
                )}
              >
                <ProductImage src={src} alt="" width={80} height={80} className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
