// The look of the header's account trigger, the same for the 'Login' link, the account menu's button and the
// placeholder shown while the menu's code loads (account-area.tsx loads account-menu.tsx lazily, so neither
// may import the other for it).
export const accountTriggerClasses =
  'inline-flex h-10 items-center gap-1.5 whitespace-nowrap rounded-lg px-2.5 text-sm font-medium text-stone-700 hover:bg-brand-50 hover:text-brand-700';
