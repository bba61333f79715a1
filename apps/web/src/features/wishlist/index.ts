// The wishlist (issue 13): the hearts (loaded beside the page, not with the first visit), the merge of a guest's
// hearts at login, and for My Account's Wishlist tab (features/account) the customer's list and its removal.
export { LazyWishlistHeart } from './components/wishlist-heart-lazy';
export { joinGuestHearts, removeFromWishlist } from './join-guest-hearts';
export { wishlistQuery } from './api/wishlist-query';
