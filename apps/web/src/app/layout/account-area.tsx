import { UserRound } from 'lucide-react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { forgetSessionHint, useSession } from '@/features/session';
import { accountTriggerClasses } from './account-trigger';

// The account menu's code loads only for a signed-in customer, beside the page, not with every first visit.
const AccountMenuButton = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenuButton })));

/** The header's account area: 'Login' for visitors; for customers their first name opening the account menu. */
export function AccountArea() {
  const { t } = useTranslation('layout');
  const { user, signOut } = useSession();
  const icon = <UserRound aria-hidden="true" className="size-5" />;
  // Taken over: what shows is the session's truth, so the first paint's guess (index.html) may go.
  useEffect(forgetSessionHint, []);
  return user ? (
    <Suspense fallback={<AccountPlaceholder firstName={user.firstName} icon={icon} />}>
      <AccountMenuButton firstName={user.firstName} icon={icon} onSignOut={signOut} />
    </Suspense>
  ) : (
    // data-login-link: hidden while <html data-session-hint> says the browser holds a session (index.css).
    <Link to="/login" className={accountTriggerClasses} data-login-link="">
      {icon}
      {/* Where the row is full (phones; 769 px to 1280 px) the icon stays and the word is for screen readers. */}
      <span className="max-sm:sr-only md:max-xl:sr-only">{t('header.login')}</span>
    </Link>
  );
}

/**
 * The menu button's look while its code loads: the same icon, name and the chevron's room (not yet a control), so the
 * header's row keeps its widths when the button replaces it.
 */
function AccountPlaceholder({ firstName, icon }: { firstName: string; icon: ReactNode }) {
  return (
    <span aria-hidden="true" className={accountTriggerClasses}>
      {icon}
      <span className="max-w-28 truncate max-sm:hidden md:max-xl:hidden">{firstName}</span>
      <span className="size-4 max-sm:hidden md:max-xl:hidden" />
    </span>
  );
}
