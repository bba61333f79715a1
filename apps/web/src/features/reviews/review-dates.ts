/** A review's date as 'March 2, 2026' in the reader's language, on Ghana's clock (the shop's). */
export const formatReviewDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Africa/Accra' }).format(new Date(iso));
