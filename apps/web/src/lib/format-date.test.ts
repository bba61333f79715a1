import { describe, expect, it } from 'vitest';
import { formatDayRange, formatLongDate } from './format-date';

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

describe('formatDayRange', () => {
  const intl = (language: string) => new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  for (const language of ['en', 'es', 'zh']) {
    it(`writes ${language} as Intl does: one day, and ranges of up to three weeks from every day of two years`, () => {
      const format = intl(language);
      for (const day of DAYS) {
        const from = new Date(day + 12 * 3_600_000);
        expect(formatDayRange(from, from, language)).toBe(format.format(from));
        for (const span of [1, 2, 3, 6, 13, 21]) {
          const by = new Date(from.getTime() + span * 86_400_000);
          expect(formatDayRange(from, by, language)).toBe(format.formatRange(from, by));
        }
      }
    });
  }

  it('writes a delivery over the new year with its years', () => {
    expect(formatDayRange(new Date('2026-12-30T12:00:00Z'), new Date('2027-01-02T12:00:00Z'), 'en')).toBe('Wed, Dec 30, 2026\u2009–\u2009Sat, Jan 2, 2027');
  });

  it('leaves any other language to Intl', () => {
    const from = new Date('2026-03-05T12:00:00Z');
    const by = new Date('2026-03-07T12:00:00Z');
    expect(formatDayRange(from, by, 'fr')).toBe(intl('fr').formatRange(from, by));
    expect(formatDayRange(from, from, 'fr')).toBe('jeu. 5 mars');
  });
});
