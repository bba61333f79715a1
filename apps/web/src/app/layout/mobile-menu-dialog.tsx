import { ClipboardList, LogOut, UserRound } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { MOBILE_BREAKPOINT_PX } from '@shop/contract/constants';
import { DialogClose, DialogHeader, DialogTitle, Sheet } from '@/components/ui/dialog';
import { useSession } from '@/features/session';
import { useModalDialog } from '@/lib/use-modal-dialog';
import { LanguageSelect } from './language-select';
import { NavLinks } from './nav-links';
import { SearchBox } from './search-box';

interface MobileMenuDialogProps {
  id: string;
  /** Called once the dialog has closed (Escape, the close button, a navigation). */
  onClosed(): void;
}

/**
 * The side menu: a modal <dialog> (focus stays inside, Escape closes it) with search, navigation and language.
 * It opens as soon as it mounts.
 */
export function MobileMenuDialog({ id, onClosed }: MobileMenuDialogProps) {
  const { t } = useTranslation('layout');
  const titleId = useId();
  // Following a link or searching closes the menu.
  const { dialogRef, close, onKeyDown } = useModalDialog({ closeOnNavigation: true });

  // Growing past the breakpoint (rotating a tablet) closes it too: the header shows everything again.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`);
    const onChange = () => {
      if (wide.matches) close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [close]);

  return (
    <Sheet side="left" ref={dialogRef} id={id} aria-labelledby={titleId} onClose={onClosed} onKeyDown={onKeyDown}>
      <div className="flex h-full flex-col gap-6 overflow-y-auto p-4">
        <DialogHeader>
          <DialogTitle id={titleId} className="text-brand-900">
            {t('header.menu.title')}
          </DialogTitle>
          <DialogClose label={t('header.menu.close')} onClick={close} />
        </DialogHeader>
        <SearchBox />
        <nav aria-label={t('header.nav.label')}>
          <NavLinks className="flex flex-col gap-1" linkClassName="block px-3 py-2.5 text-base" />
        </nav>
        <LanguageSelect />
        <AccountLinks />
      </div>
    </Sheet>
  );
}

const accountLinkClasses =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-base font-medium text-stone-700 hover:bg-brand-50 hover:text-brand-700';

/** The account area of the side menu: 'Login', or the account menu's entries for a signed-in customer. */
function AccountLinks() {
  const { t } = useTranslation('layout');
  const { user, signOut } = useSession();
  if (!user) {
    return (
      <Link to="/login" className={accountLinkClasses}>
        <UserRound aria-hidden="true" className="size-5" />
        {t('header.login')}
      </Link>
    );
  }
  return (
    <nav aria-label={t('header.account.myAccount')} className="border-t border-stone-200 pt-4">
      <p className="px-3 pb-2 text-sm font-semibold text-stone-900">{user.firstName}</p>
      <ul className="flex flex-col gap-1">
        <li>
          <Link to="/profile" className={accountLinkClasses}>
            <UserRound aria-hidden="true" className="size-5" />
            {t('header.account.myAccount')}
          </Link>
        </li>
        <li>
          <Link to="/orders" className={accountLinkClasses}>
            <ClipboardList aria-hidden="true" className="size-5" />
            {t('header.account.myOrders')}
          </Link>
        </li>
        <li>
          <button type="button" onClick={() => void signOut()} className={accountLinkClasses}>
            <LogOut aria-hidden="true" className="size-5" />
            {t('header.account.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
