import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { CurrencySelect } from './currency-select';
import { PaymentLogos } from './payment-logos';
import { SocialLinks } from './social-links';
import { useBottomRoom } from '../bottom-room';

// The footer's links in three groups (spec part 1 section 2: all nine pages).
const GROUPS = [
  {
    key: 'shop',
    links: [
      { to: '/shop', key: 'shop' },
      { to: '/brands', key: 'brands' },
    ],
  },
  {
    key: 'company',
    links: [
      { to: '/about', key: 'about' },
      { to: '/contact', key: 'contact' },
      { to: '/privacy-policy', key: 'privacyPolicy' },
    ],
  },
  {
    key: 'help',
    links: [
      { to: '/customer-service', key: 'customerService' },
      { to: '/shipping-info', key: 'shippingInfo' },
      { to: '/returns-policy', key: 'returnsPolicy' },
      { to: '/faq', key: 'faq' },
    ],
  },
] as const;

/** The footer's content: link groups, social links, payment logos, currency selector and copyright. */
export function FooterContent() {
  const { t } = useTranslation('layout');
  const year = new Date().getFullYear();
  // Room below the page for what covers the window's bottom, so the footer's last links can rise above it.
  const { banner, toasts } = useBottomRoom();
  const room = Math.max(banner, toasts);
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300" style={room ? { paddingBottom: room } : undefined}>
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="col-span-full flex flex-col gap-4 md:col-span-1">
          <p className="text-lg font-extrabold tracking-tight text-white">{t('brand')}</p>
          <p className="max-w-xs text-sm leading-relaxed text-stone-400">{t('footer.tagline')}</p>
          <SocialLinks />
        </div>
        {GROUPS.map((group) => (
          <nav key={group.key} aria-labelledby={`footer-${group.key}`}>
            <h2 id={`footer-${group.key}`} className="text-sm font-semibold uppercase tracking-wider text-brand-200">
              {t(`footer.groups.${group.key}`)}
            </h2>
            <ul className="mt-4 flex flex-col gap-1.5">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-flex min-h-6 items-center text-sm text-stone-300 transition-colors hover:text-white hover:underline">
                    {t(`footer.links.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <PaymentLogos />
          <CurrencySelect />
        </div>
        <p className="mx-auto max-w-7xl px-4 pb-8 text-sm text-stone-400 sm:px-6 lg:px-8">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
