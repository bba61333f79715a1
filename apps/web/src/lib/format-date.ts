// Days written as Intl's dateStyle 'long' writes them in each of the shop's languages, without Intl.DateTimeFormat:
// the first DateTimeFormat a page builds loads ICU's calendar data, about 110 ms of one task on Lighthouse's 4× slower
// phone (more than a whole page's takeover in pieces, decision 35), and a review's date or the privacy page's "Last
// updated" is drawn while the page is taken over. The output is Intl's for en, es and zh, character for character
// (format-date.test.ts compares them); any other language goes to Intl.

const MONTHS: Record<'en' | 'es', readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

/**
 * Which clock names the day: 'utc' (a calendar date stored as such, or Ghana's time, which is UTC all year round), or
 * 'local', the reader's own.
 */
export type DayClock = 'utc' | 'local';

/** The day of `date` on `clock`, as "November 29, 2026", "29 de noviembre de 2026" or "2026年11月29日". */
export function formatLongDate(date: Date, language: string, clock: DayClock): string {
  const utc = clock === 'utc';
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const day = utc ? date.getUTCDate() : date.getDate();
  if (Number.isNaN(year)) return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
  switch (language) {
    case 'en':
      return `${MONTHS.en[month]} ${day}, ${year}`;
    case 'es':
      return `${day} de ${MONTHS.es[month]} de ${year}`;
    case 'zh':
      return `${year}年${month + 1}月${day}日`;
    default:
      return new Intl.DateTimeFormat(language, { dateStyle: 'long', ...(utc ? { timeZone: 'UTC' } : {}) }).format(date);
  }
}
