import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date';

// Every day of two years (one a leap year), at an hour near either end of the day, in each clock and language: the
// same text Intl writes, so the server's HTML and the browser's render agree whichever wrote it.
const DAYS = Array.from({ length: 731 }, (_, i) => Date.UTC(2027, 0, 1) + i * 86_400_000 - 365 * 86_400_000);

describe('formatLongDate', () => {
  for (const language of ['en', 'es', 'zh']) {
    it(`writes ${language} as Intl does, on UTC and on the local clock`, () => {
      for (const day of DAYS) {
        for (const hour of [0.5, 23.5]) {
          const date = new Date(day + hour * 3_600_000);
          expect(formatLongDate(date, language, 'utc')).toBe(new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date));
          expect(formatLongDate(date, language, 'local')).toBe(new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date));
        }
      }
    });
  }

  it("writes Ghana's day as Intl does for Africa/Accra", () => {
    const date = new Date('2026-03-02T23:59:00Z');
    expect(formatLongDate(date, 'en', 'utc')).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'Africa/Accra' }).format(date));
    expect(formatLongDate(date, 'en', 'utc')).toBe('March 2, 2026');
  });

  it('leaves any other language to Intl', () => {
    const date = new Date('2026-11-29T12:00:00Z');
    expect(formatLongDate(date, 'fr', 'utc')).toBe('29 novembre 2026');
  });
});
