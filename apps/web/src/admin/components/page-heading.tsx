import { forwardRef, type ReactNode } from 'react';

/** A page's heading (h1): it takes the focus when the page opens (lib/use-page-heading.ts gives the ref). */
export const PageHeading = forwardRef<HTMLHeadingElement, { children: ReactNode }>(({ children }, ref) => (
  <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold tracking-tight text-stone-900 outline-none">
    {children}
  </h1>
));
PageHeading.displayName = 'PageHeading';
