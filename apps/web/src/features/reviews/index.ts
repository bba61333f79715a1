// Product reviews (issue 13, 'Write a Review'): the review page of an order and the product page's reviews, each
// loaded with its first use, never with the first visit.
export const loadReviewProductPage = () => import('./components/review-product-page');
export const loadProductReviews = () => import('./components/product-reviews');
