import { useEffect } from 'react';
import { showLanguage, useTranslation } from '@/lib/i18n';
import { usePreferences } from '@/features/preferences';
import { HydrationPiece } from '@/lib/hydrate-in-pieces';
import { AccountArea } from './account-area';
import { CartButton } from './cart-button';
import { LanguageSelect } from './language-select';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { SearchBox } from './search-box';

/**
 * The sticky header: logo, navigation, search, language, account and cart. Below the mobile breakpoint the
 * navigation and language move into the side menu; the search stays in the header (a second row) and is in the
 * menu too, as the spec has it.
 */
export function Header() {
  const { t } = useTranslation('layout');
  const { language } = usePreferences();

  // Screen readers and the browser's hyphenation follow the page's language (zh-Hans for Chinese).
  useEffect(() => showLanguage(language), [language]);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/90">
      {/* Tablets (769 px up to 1024 px) put the search and language on a second row; wider screens have one row. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:px-6 md:gap-x-4 lg:flex-nowrap lg:px-8">
        <MobileMenu />
        <Logo />
        {/* The links, the search and the shopper's corner are each taken over in a task of their own (decision 35): the
            header in one took 30 ms and more on a phone, the first piece of every page. */}
        <HydrationPiece>
          <nav aria-label={t('header.nav.label')} className="hidden md:block">
            <NavLinks className="flex items-center gap-1" linkClassName="whitespace-nowrap px-3 py-2 text-sm" />
          </nav>
        </HydrationPiece>
        {/* The search is in reach at every width: its own row on phones and tablets, beside the links on wider screens. */}
        <HydrationPiece>
          <div className="order-last flex w-full items-center gap-4 lg:order-none lg:w-auto lg:flex-1 lg:justify-end">
            <SearchBox className="lg:max-w-sm" />
            <LanguageSelect className="hidden w-32 shrink-0 md:flex" />
          </div>
        </HydrationPiece>
        <HydrationPiece>
          <div className="ml-auto flex shrink-0 items-center gap-1 md:gap-2 lg:ml-0">
            <AccountArea />
            <CartButton />
          </div>
        </HydrationPiece>
      </div>
    </header>
  );
}
