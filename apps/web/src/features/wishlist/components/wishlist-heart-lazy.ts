import { clientOnlyLazy } from '@/lib/hydration';

/**
 * The heart of the product cards and the product page, loaded beside the page rather than with it: the first visit's
 * budget has no room for it, and the cards show at once without it (render it in a Suspense with no fallback; it
 * takes no room of its own in the layout). The server leaves it out: the hearts are the shopper's own.
 */
export const LazyWishlistHeart = /* @__PURE__ */ clientOnlyLazy(async () => ({ default: (await import('./wishlist-heart')).WishlistHeart }));
