// Days written as Intl writes them in each of the shop's languages (dateStyle 'long'; a delivery's days with their
// weekdays), without Intl.DateTimeFormat: the first DateTimeFormat a page builds loads ICU's calendar data, about 110 ms
// of one task on Lighthouse's 4× slower phone (more than a whole page's takeover in pieces, decision 35), and a
// review's date, the privacy page's "Last updated" or the checkout's delivery days are drawn while the page is taken
// over. Written by the same code on the server and in the browser, they also agree whatever ICU each one has. The output is Intl's for en, es and zh, character for character
// (format-date.test.ts compares them); any other language goes to Intl.

const MONTHS: Record<'en' | 'es', readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};
const SHORT_MONTHS: Record<'en' | 'es', readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};
const SHORT_WEEKDAYS: Record<'en' | 'es' | 'zh', readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  es: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
  zh: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
};
/** Between the two days of a range in en and es: an en dash in thin spaces (U+2009), as Intl writes it. */
const THIN_DASH = '\u2009–\u2009';

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

/** A day's parts, read on UTC (the days of a delivery are calendar dates). */
function partsOf(date: Date) {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), weekday: date.getUTCDay() };
}

/**
 * The days from `from` to `by` (both on UTC) as Intl writes weekday, day and short month, one day or a range: "Thu, Mar
 * 5 – Sat, Mar 7", "jue, 5 mar – sáb, 7 mar", "3/5周四至3/7周六", the years written when the range crosses one. Any other
 * language goes to Intl.
 */
export function formatDayRange(from: Date, by: Date, language: string): string {
  const a = partsOf(from);
  const b = partsOf(by);
  const single = a.year === b.year && a.month === b.month && a.day === b.day;
  const withYear = a.year !== b.year;
  switch (language) {
    case 'en': {
      const day = (p: typeof a) => `${SHORT_WEEKDAYS.en[p.weekday]}, ${SHORT_MONTHS.en[p.month]} ${p.day}${withYear ? `, ${p.year}` : ''}`;
      return single ? day(a) : `${day(a)}${THIN_DASH}${day(b)}`;
    }
    case 'es': {
      const day = (p: typeof a) => `${SHORT_WEEKDAYS.es[p.weekday]}, ${p.day} ${SHORT_MONTHS.es[p.month]}${withYear ? ` ${p.year}` : ''}`;
      return single ? day(a) : `${day(a)}${THIN_DASH}${day(b)}`;
    }
    case 'zh': {
      if (single) return `${a.month + 1}月${a.day}日${SHORT_WEEKDAYS.zh[a.weekday]}`;
      const day = (p: typeof a) => `${withYear ? `${p.year}/` : ''}${p.month + 1}/${p.day}${SHORT_WEEKDAYS.zh[p.weekday]}`;
      return withYear ? `${day(a)} – ${day(b)}` : `${day(a)}至${day(b)}`;
    }
    default: {
      const format = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
      return single ? format.format(from) : format.formatRange(from, by);
    }
  }
}
