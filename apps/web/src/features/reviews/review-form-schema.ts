import { writeReviewBody } from '@shop/contract/reviews';

// The review form's rules are the contract's (a rating of 1 to 5, an optional text of at most 2000 characters without
// control characters), so the page says what the server would. Only this lazy chunk loads zod.
export const reviewFormSchema = writeReviewBody.pick({ rating: true, body: true });

export interface ReviewFormValues {
  rating: number;
  body: string;
}
