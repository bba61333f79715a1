import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
// A file of its own (hashed, cached for a year), not markup inlined into the first visit's JavaScript.
import heroPicture from '../assets/hero-market.svg?no-inline';

/**
 * The home page's welcome, with a light drawing (kente, a Bolga basket, a calabash of shea butter) at every width.
 * The picture's box is sized before it arrives (width and height give its aspect ratio), so nothing moves when it
 * paints; it is fetched early and decoded off the main thread, since it can be the largest paint on a phone.
 */
export function Hero() {
  const { t } = useTranslation('catalog');
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-brand-100 to-brand-200">
      {/* A kente-inspired band of stripes: decoration only. */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-2 bg-[repeating-linear-gradient(90deg,#b45309_0_24px,#166534_24px_36px,#facc15_36px_52px,#7f1d1d_52px_60px)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-6 px-4 py-10 md:grid-cols-[3fr_2fr] md:gap-10 md:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className="mt-2 max-w-3xl text-3xl font-extrabold leading-tight text-brand-900 md:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-stone-700 md:text-lg">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/shop" className={buttonClasses('primary', 'min-h-12 px-6 text-base')}>
              {t('hero.shopNow')}
            </Link>
            <Link to="/brands" className={buttonClasses('outline', 'min-h-12 border-brand-600 bg-white/70 px-6 text-base text-brand-700 hover:bg-white')}>
              {t('hero.exploreBrands')}
            </Link>
          </div>
        </div>
        {/* Decorative: the heading and the text say what the shop is. */}
        <img
          src={heroPicture}
          alt=""
          width={600}
          height={400}
          decoding="async"
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-xs sm:max-w-sm md:max-w-none"
        />
      </div>
    </section>
  );
}
