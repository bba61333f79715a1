// The dates of My Orders, written by Intl in the shopper's language and on Ghana's clock (Africa/Accra).

/** The card's date. The spec's pattern is 'MMMM d, yyyy' ("March 2, 2026"); Intl writes it the language's way. */
export const formatOrderDate = (createdAt: string, language: string) =>
  new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Africa/Accra' }).format(new Date(createdAt));

/** The Order Date of the details: the day and the time it was placed. */
export const formatOrderMoment = (createdAt: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Accra' }).format(new Date(createdAt));
