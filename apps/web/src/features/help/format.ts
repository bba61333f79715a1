import { formatLongDate } from '@/lib/format-date';

/**
 * A day as the privacy page's "Last updated" shows it: the reader's local calendar day, written in their language
 * ("November 21, 2026", "21 de noviembre de 2026", "2026年11月21日"), and as YYYY-MM-DD for <time dateTime>.
 */
export function formatLastUpdated(now: Date, language: string): { dateTime: string; text: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const dateTime = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return { dateTime, text: formatLongDate(now, language, 'local') };
}
