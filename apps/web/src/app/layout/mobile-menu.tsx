import { Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

const loadDialog = () => import('./mobile-menu-dialog');

// Should the menu's code fail to load (offline), the button simply returns to closed.
function Unavailable({ onClosed }: { onClosed(): void }) {
  useEffect(onClosed, [onClosed]);
  return null;
}

// The side menu's code loads when it is first wanted (the button is pressed), not on the first paint.
const MobileMenuDialog = lazy<ComponentType<{ id: string; onClosed(): void }>>(() =>
  loadDialog().then(
    (module) => ({ default: module.MobileMenuDialog }),
    () => ({ default: Unavailable }),
  ),
);

/**
 * Below the mobile breakpoint the navigation, search and language menu live in a side menu opened by the
 * 'Menu' button; focus returns to the button when it closes.
 */
export function MobileMenu() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();

  const onClosed = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={dialogId}
        onPointerDown={() => void loadDialog()}
        onClick={() => setOpen(true)}
        className="md:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{t('header.menu.open')}</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuDialog id={dialogId} onClosed={onClosed} />
        </Suspense>
      )}
    </>
  );
}
