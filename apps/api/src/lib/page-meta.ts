import type { Money } from '@shop/contract';

/**
 * What a shared link of a storefront page shows (Open Graph and Twitter cards): the page's title, a line about it, an
 * image, and for a product its price. A module that knows a page (the catalogue) answers it for a path; plugins/web.ts
 * writes it into the index.html it sends.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** A path on this site ('/media/…') or an absolute URL. */
  image: string;
  type: 'product' | 'website';
  price?: Money;
}

/** The metadata of the page at a path, or undefined for a page it does not know (which gets the plain index). */
export type PageMetaLookup = (path: string) => Promise<PageMeta | undefined>;

export const SHOP_NAME = 'Akwaaba Market';
const DESCRIPTION_MAX = 200;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A description on one line and at most 200 characters, cut at a word. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * The page's index.html with its title, description and the Open Graph / Twitter tags of `meta`; every value is
 * escaped, and `origin` ('https://shop.example') makes the image and page URLs absolute, as link previews need.
 */
export function withPageMeta(indexHtml: string, meta: PageMeta, { origin, path }: { origin: string; path: string }): string {
  const title = `${meta.title} | ${SHOP_NAME}`;
  const absolute = (url: string) => new URL(url, origin).href;
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', SHOP_NAME],
    ['property', 'og:type', meta.type],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:image', absolute(meta.image)],
    ['property', 'og:url', absolute(path)],
    ...(meta.price
      ? ([
          ['property', 'product:price:amount', meta.price.amount],
          ['property', 'product:price:currency', meta.price.currency],
        ] as [string, string, string][])
      : []),
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', absolute(meta.image)],
  ];
  const markup = tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`).join('\n    ');
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('</head>', () => `  ${markup}\n  </head>`);
}
