import { lazy } from 'react';

/**
 * The heart of the product cards and the product page, loaded beside the page rather than with it: the first visit's
 * budget has no room for it, and the cards show at once without it (render it in a Suspense with no fallback; it
 * takes no room of its own in the layout).
 */
export const LazyWishlistHeart = /* @__PURE__ */ lazy(() => import('./wishlist-heart').then((module) => ({ default: module.WishlistHeart })));
