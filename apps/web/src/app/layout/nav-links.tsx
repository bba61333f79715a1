import { useTranslation } from '@/lib/i18n';
import { NavLink } from '@/lib/router';
import { cn } from '@/lib/cn';

const LINKS = [
  { to: '/shop', key: 'header.nav.shop' },
  { to: '/categories', key: 'header.nav.categories' },
  { to: '/brands', key: 'header.nav.brands' },
] as const;

/** The main navigation: Shop, Categories, Brands; the current page's link is marked (aria-current). */
export function NavLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const { t } = useTranslation('layout');
  return (
    <ul className={className}>
      {LINKS.map(({ to, key }) => (
        <li key={to}>
          <NavLink
            to={to}
            className={({ isActive }) =>
              cn(
                'rounded-lg font-medium transition-colors hover:bg-brand-50 hover:text-brand-700',
                isActive ? 'text-brand-700' : 'text-stone-700',
                linkClassName,
              )
            }
          >
            {t(key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
