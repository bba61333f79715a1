import { Heart, LogOut, MapPin, Package, Settings, UserRound, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { useSession, type SessionUser } from '@/features/session';
import { usePageTitle } from '@/lib/use-page-title';
import { ProfileDetails } from './profile-details';

// The settings carry the password form (react-hook-form and the contract's schema): they load when opened.
const SettingsTab = lazy(() => import('./settings-tab').then((module) => ({ default: module.SettingsTab })));
// The wishlist's list, with the cart's add and the catalogue's pictures: loads when opened.
const WishlistTab = lazy(() => import('./wishlist-tab').then((module) => ({ default: module.WishlistTab })));
// The address book is a feature of its own, loaded when its tab opens.
const AddressesTab = lazy(() => import('@/features/addresses').then((book) => book.loadAddressesTab()).then((module) => ({ default: module.AddressesTab })));
// My Orders' Orders tab: the orders feature's code, loaded when the tab opens.
const OrdersTab = lazy(() => import('@/features/orders').then((module) => ({ default: module.RecentOrders })));

// The spec's tabs, in its order.
const TABS: { id: 'profile' | 'addresses' | 'orders' | 'wishlist' | 'settings'; icon: LucideIcon }[] = [
  { id: 'profile', icon: UserRound },
  { id: 'addresses', icon: MapPin },
  { id: 'orders', icon: Package },
  { id: 'wishlist', icon: Heart },
  { id: 'settings', icon: Settings },
];
type TabId = (typeof TABS)[number]['id'];
const TAB_PANELS: Partial<Record<TabId, React.ComponentType>> = { addresses: AddressesTab, orders: OrdersTab, wishlist: WishlistTab, settings: SettingsTab };

/** My Account (/profile): the tabs in a sidebar (a menu on phones), the chosen one beside them, and 'Log out'. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  usePageTitle(t('title'));
  const { user, signOut } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: TabId = TABS.find((item) => item.id === params.get('tab'))?.id ?? 'profile';
  const Panel = TAB_PANELS[tab];
  const ids = useId();

  if (!user) {
    return (
      <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-stone-900">{t('noUser.title')}</h1>
        <Link to="/login" className={buttonClasses('primary')}>
          {t('noUser.goToLogin')}
        </Link>
      </section>
    );
  }

  const choose = (next: TabId) => setParams(next === 'profile' ? {} : { tab: next }, { replace: true });
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('title')}</h1>
      <p className="mt-1 text-stone-600">{t('welcome', { name: user.firstName })}</p>
      {/* minmax(0, 1fr): a long email address must not widen the page past a 360 px screen. */}
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8">
        <aside className="flex flex-col gap-4">
          <UserCard user={user} />
          <Field label={t('sections.choose')} className="md:hidden">
            {(control) => (
              <Select {...control} variant="field" value={tab} onChange={(event) => choose(event.target.value as TabId)}>
                {TABS.map((item) => (
                  <option key={item.id} value={item.id}>
                    {t(`sections.${item.id}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Tabs
            variant="sidebar"
            label={t('sections.label')}
            tabs={TABS.map(({ id, icon: Icon }) => ({
              id,
              label: (
                <>
                  <Icon aria-hidden="true" className="size-5" />
                  {t(`sections.${id}`)}
                </>
              ),
            }))}
            selected={tab}
            onSelect={choose}
            idPrefix={ids}
            // A menu takes the tabs' place on phones.
            className="hidden md:flex"
          />
          <button type="button" onClick={() => void signOut({ fromAccountPage: true })} className={buttonClasses('outline', 'justify-start gap-3')}>
            <LogOut aria-hidden="true" className="size-5" />
            {t('logOut')}
          </button>
        </aside>
        <TabPanel idPrefix={ids} selected={tab} className="min-w-0">
          {Panel ? (
            <Suspense fallback={<Spinner label={t('loading')} slowLabel={t('common:stillLoading')} />}>
              <Panel />
            </Suspense>
          ) : (
            <ProfileDetails user={user} />
          )}
        </TabPanel>
      </div>
    </section>
  );
}

function UserCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const initials = (user.firstName.charAt(0) + user.lastName.charAt(0)).toUpperCase();
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      {user.picture ? (
        <img
          src={user.picture}
          alt={t('profile.picture', { name: fullName })}
          width={48}
          height={48}
          decoding="async"
          className="size-12 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white">
          {initials}
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate font-semibold text-stone-900">{fullName}</p>
        <p className="truncate text-sm text-stone-600">{user.email}</p>
      </div>
    </div>
  );
}
