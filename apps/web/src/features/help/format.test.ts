import { describe, expect, it } from 'vitest';
import { formatLastUpdated } from './format';

describe('formatLastUpdated', () => {
  it('writes the day in each language and as YYYY-MM-DD', () => {
    const day = new Date(2026, 10, 21, 9, 30);
    expect(formatLastUpdated(day, 'en')).toEqual({ dateTime: '2026-11-21', text: 'November 21, 2026' });
    expect(formatLastUpdated(day, 'es')).toEqual({ dateTime: '2026-11-21', text: '21 de noviembre de 2026' });
    expect(formatLastUpdated(day, 'zh')).toEqual({ dateTime: '2026-11-21', text: '2026年11月21日' });
  });

  it('uses the local calendar day, just before and just after midnight', () => {
    expect(formatLastUpdated(new Date(2027, 0, 1, 0, 0, 1), 'en')).toEqual({ dateTime: '2027-01-01', text: 'January 1, 2027' });
    expect(formatLastUpdated(new Date(2026, 11, 31, 23, 59, 59), 'en')).toEqual({ dateTime: '2026-12-31', text: 'December 31, 2026' });
  });
});
