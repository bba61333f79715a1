import { ChevronDown, ClipboardList, LogOut, UserRound } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { accountTriggerClasses } from './account-trigger';

interface AccountMenuButtonProps {
  firstName: string;
  icon: ReactNode;
  onSignOut(): Promise<void>;
}

const itemClasses =
  'flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:text-brand-800 focus:outline-none';

/**
 * The signed-in customer's first name, opening the account menu (the WAI-ARIA menu button pattern): Enter,
 * Space or ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and End move; Escape closes
 * it and returns focus to the button; Tab or a click elsewhere closes it.
 */
export function AccountMenuButton({ firstName, icon, onSignOut }: AccountMenuButtonProps) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const buttonId = useId();
  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  // A layout effect, so the focus is on the item before the next key press (Preact runs plain effects after the paint).
  useLayoutEffect(() => {
    if (!open) return;
    const all = items();
    (open === 'first' ? all[0] : all.at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      all[(moves[event.key]! + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={!!open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
        className={accountTriggerClasses}
      >
        {icon}
        {/* As with 'Login', the name is for screen readers where the header row is full. */}
        <span className="max-w-28 truncate max-sm:sr-only md:max-xl:sr-only">{firstName}</span>
        <ChevronDown aria-hidden="true" className="size-4 max-sm:hidden md:max-xl:hidden" />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 top-full z-50 mt-2 w-52 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to="/profile" onClick={() => close(false)} className={itemClasses}>
              <UserRound aria-hidden="true" className="size-4" />
              {t('header.account.myAccount')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to="/orders" onClick={() => close(false)} className={itemClasses}>
              <ClipboardList aria-hidden="true" className="size-4" />
              {t('header.account.myOrders')}
            </Link>
          </li>
          <li role="none" className="mt-1 border-t border-stone-100 pt-1">
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              onClick={() => {
                close(true);
                void onSignOut();
              }}
              className={itemClasses}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {t('header.account.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
