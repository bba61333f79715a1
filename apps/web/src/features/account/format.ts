import { formatLongDate } from '@/lib/format-date';

// How My Account shows stored values (spec part 2 section 2, "/profile").

/** "0244123456", "+233244123456" or "233 24 412 3456" -> "+233 24 412 3456"; other numbers stay as they are. */
export function formatGhanaPhone(phone: string): string {
  const compact = phone.replace(/[\s\-()]/g, '');
  const local = /^\+?233\d{9}$/.test(compact) ? `0${compact.slice(-9)}` : compact;
  return /^0\d{9}$/.test(local) ? `+233 ${local.slice(1, 3)} ${local.slice(3, 6)} ${local.slice(6)}` : phone;
}

/**
 * A date in the shopper's language ("15 March 1990", "15 de marzo de 1990", "1990年3月15日"), or null when the
 * value is not a date. A bare calendar date is shown as that day wherever the shopper is.
 */
export function formatDate(value: string, language: string): string | null {
  const calendarDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendarDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return formatLongDate(date, language, calendarDay ? 'utc' : 'local');
}
