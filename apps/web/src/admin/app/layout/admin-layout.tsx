import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { NavLink } from '@/lib/router';
import { BRANDS_PATH, CATALOGUE_CSV_PATH, CATEGORIES_PATH, PRODUCTS_PATH, STORES_PATH } from '../../features/catalogue';
import { CUSTOMERS_PATH } from '../../features/customers';
import { MESSAGES_PATH, unreadMessagesQuery } from '../../features/messages';
import { ORDERS_PATH } from '../../features/orders';
import { currentStaffQuery, updateStaffMember, useSignOut, type StaffSession } from '../../features/session';
import { STOCK_PATH } from '../../features/stock';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n';
import { ADMIN_ONLY_PATHS } from '../paths';

const MAIN_ID = 'main';

const navClasses = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-lg px-3 py-2 text-sm font-medium', isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100');

/**
 * The frame of every back-office page: the shop's name, the navigation (the messages with how many are unread; the
 * catalogue's pages, the staff pages and the audit log for admins only), who is signed in with their role, and Sign
 * out. The frame is left off the paper when a page is printed (the packing slip). The member is asked of the server
 * once (GET /session/), so a role changed since signing in shows (and a session ended elsewhere leads back to the
 * sign-in form).
 */
export function AdminLayout({ session, children }: { session: StaffSession; children: ReactNode }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const signOut = useSignOut();
  const [leaving, setLeaving] = useState(false);
  const me = useQuery(currentStaffQuery()).data;
  const unread = useQuery(unreadMessagesQuery()).data ?? 0;
  useEffect(() => {
    if (me) updateStaffMember(me);
  }, [me]);
  const { staff } = session;

  return (
    <div className="min-h-screen">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only print:hidden focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('layout.skip')}
      </a>
      <header className="border-b border-stone-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
          <p className="text-lg font-bold text-stone-900">
            {t('shopName')} <span className="font-medium text-brand-700">{t('backOffice')}</span>
          </p>
          <nav aria-label={t('layout.nav')} className="flex flex-wrap gap-1">
            <NavLink to={ORDERS_PATH} className={navClasses}>
              {t('layout.orders')}
            </NavLink>
            <NavLink to={STOCK_PATH} className={navClasses}>
              {t('layout.stock')}
            </NavLink>
            <NavLink to={MESSAGES_PATH} className={navClasses} aria-label={unread > 0 ? t('layout.messagesUnreadName', { count: unread }) : undefined}>
              {unread > 0 ? t('layout.messagesUnread', { count: unread }) : t('layout.messages')}
            </NavLink>
            <NavLink to={CUSTOMERS_PATH} className={navClasses}>
              {t('layout.customers')}
            </NavLink>
            {staff.role === 'admin' && (
              <>
                <NavLink to={PRODUCTS_PATH} className={navClasses}>
                  {t('layout.products')}
                </NavLink>
                <NavLink to={BRANDS_PATH} className={navClasses}>
                  {t('layout.brands')}
                </NavLink>
                <NavLink to={CATEGORIES_PATH} className={navClasses}>
                  {t('layout.categories')}
                </NavLink>
                <NavLink to={STORES_PATH} className={navClasses}>
                  {t('layout.stores')}
                </NavLink>
                <NavLink to={CATALOGUE_CSV_PATH} className={navClasses}>
                  {t('layout.catalogueCsv')}
                </NavLink>
                <NavLink to={ADMIN_ONLY_PATHS.staff} className={navClasses}>
                  {t('layout.staff')}
                </NavLink>
                <NavLink to={ADMIN_ONLY_PATHS.audit} className={navClasses}>
                  {t('layout.audit')}
                </NavLink>
              </>
            )}
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <p className="text-right text-sm leading-tight">
              <span className="block font-medium text-stone-900">{staff.name}</span>
              <span className="block text-stone-600">{t(`roles.${staff.role}`)}</span>
            </p>
            <Button
              variant="outline"
              disabled={leaving}
              onClick={() => {
                setLeaving(true);
                void signOut();
              }}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {t('layout.signOut')}
            </Button>
          </div>
        </div>
      </header>
      <main id={MAIN_ID} className="mx-auto max-w-7xl px-4 py-6 sm:px-6 md:py-8 print:max-w-none print:p-0">
        {children}
      </main>
    </div>
  );
}
