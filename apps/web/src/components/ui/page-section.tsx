import type { ReactNode } from 'react';

/**
 * The frame of the cart and the checkout: their width, padding and heading. The server's shell of those pages
 * (app/layout/page-shell.tsx) is this frame too, so the heading it paints first is where the page keeps it.
 */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{title}</h1>
      {children}
    </section>
  );
}
