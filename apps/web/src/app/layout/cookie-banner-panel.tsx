import { Cookie } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { ACCEPT_ALL, ESSENTIAL_ONLY, usePreferences, type CookieConsent } from '@/features/preferences';
import { setBottomRoom } from '../bottom-room';

type Optional = Exclude<keyof CookieConsent, 'essential'>;
const OPTIONAL: Optional[] = ['functional', 'analytics', 'marketing'];

/**
 * Asks which cookies may be used (spec part 1 sections 2 and 3). Not modal: the shop stays usable underneath.
 * Only essential cookies are on until something else is chosen; saving any choice hides the banner.
 */
export function CookieBannerPanel() {
  const { t } = useTranslation('consent');
  const { saveConsent } = usePreferences();
  const [customizing, setCustomizing] = useState(false);
  const [choice, setChoice] = useState<CookieConsent>(ESSENTIAL_ONLY);
  const titleId = useId();
  const detailsId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => reserveBannerRoom(panel.current), []);

  return (
    <section
      ref={panel}
      data-cookie-banner
      role="region"
      aria-labelledby={titleId}
      // Unseen until its end is on the page: the server's HTML may come in pieces on a slow network, and a banner drawn
      // with half its content would grow upwards as the rest came (a layout shift of 0.03 on a desktop, seen in CI).
      className="fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto border-t border-stone-200 bg-white shadow-[0_-8px_30px_rgba(0,0,0,0.12)] sm:inset-x-4 sm:bottom-4 sm:mx-auto sm:max-w-3xl sm:rounded-2xl sm:border [&:not(:has(>[data-banner-end]))]:invisible"
    >
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
          <div className="flex flex-col gap-1">
            <h2 id={titleId} className="text-lg font-bold text-stone-900">
              {t('title')}
            </h2>
            <p className="text-sm leading-relaxed text-stone-600">{t('description')}</p>
          </div>
        </div>

        {customizing && (
          <fieldset id={detailsId} className="flex flex-col gap-3 rounded-xl bg-stone-50 p-4">
            <legend className="sr-only">{t('categoriesLegend')}</legend>
            <Category name="essential" checked disabled>
              <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">{t('alwaysOn')}</span>
            </Category>
            {OPTIONAL.map((name) => (
              <Category key={name} name={name} checked={choice[name]} onChange={(checked) => setChoice((current) => ({ ...current, [name]: checked }))} />
            ))}
          </fieldset>
        )}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button variant="ghost" aria-expanded={customizing} aria-controls={customizing ? detailsId : undefined} onClick={() => setCustomizing((v) => !v)}>
            {customizing ? t('hideDetails') : t('customize')}
          </Button>
          {customizing && (
            <Button variant="secondary" onClick={() => saveConsent(choice)}>
              {t('savePreferences')}
            </Button>
          )}
          <Button variant="outline" onClick={() => saveConsent(ESSENTIAL_ONLY)}>
            {t('essentialOnly')}
          </Button>
          <Button onClick={() => saveConsent(ACCEPT_ALL)}>{t('acceptAll')}</Button>
        </div>
      </div>
      <span data-banner-end hidden />
    </section>
  );
}

/**
 * While the banner shows, the room it covers at the bottom of the window is kept (bottom-room.ts): html's scroll-padding
 * keeps what gets the focus above it, the footer adds that much room so the page's last controls can rise above it,
 * and toasts stand on top of it. Answers the function that gives the room back.
 */
function reserveBannerRoom(banner: HTMLElement | null): () => void {
  // Without ResizeObserver (browsers before 2020) the banner simply reserves nothing.
  if (!banner || typeof ResizeObserver === 'undefined') return () => undefined;
  const size = new ResizeObserver(() => setBottomRoom('banner', Math.ceil(window.innerHeight - banner.getBoundingClientRect().top)));
  size.observe(banner);
  return () => {
    size.disconnect();
    setBottomRoom('banner', 0);
  };
}

interface CategoryProps {
  name: keyof CookieConsent;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
  /** Shown beside the name (the 'Always on' mark). */
  children?: ReactNode;
}

function Category({ name, checked, disabled, onChange, children }: CategoryProps) {
  const { t } = useTranslation('consent');
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked)}
        aria-describedby={`${id}-description`}
        className="size-6 shrink-0 accent-brand-600 disabled:opacity-70"
      />
      <div className="flex flex-col">
        <div className="flex items-center">
          <label htmlFor={id} className="text-sm font-semibold text-stone-900">
            {t(`categories.${name}.label`)}
          </label>
          {children}
        </div>
        <p id={`${id}-description`} className="text-sm text-stone-600">
          {t(`categories.${name}.description`)}
        </p>
      </div>
    </div>
  );
}
