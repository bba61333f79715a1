import { formatLongDate } from '@/lib/format-date';

/** A review's date as 'March 2, 2026' in the reader's language, on Ghana's clock (the shop's: UTC all year round). */
export const formatReviewDate = (iso: string, language: string) => formatLongDate(new Date(iso), language, 'utc');
