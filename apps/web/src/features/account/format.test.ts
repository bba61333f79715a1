import { describe, expect, it } from 'vitest';
import { formatDate, formatGhanaPhone } from './format';

describe('formatGhanaPhone', () => {
  it('shows a 10-digit number, or its +233 form, as +233 and groups', () => {
    expect(formatGhanaPhone('0244123456')).toBe('+233 24 412 3456');
    expect(formatGhanaPhone('+233244123456')).toBe('+233 24 412 3456');
    expect(formatGhanaPhone('233 24 412 3456')).toBe('+233 24 412 3456');
    expect(formatGhanaPhone('024-412-3456')).toBe('+233 24 412 3456');
  });

  it('leaves other numbers as they are', () => {
    expect(formatGhanaPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatGhanaPhone('12345')).toBe('12345');
  });
});

describe('formatDate', () => {
  it('writes a calendar date in the language, the same day in every time zone', () => {
    expect(formatDate('1990-03-15', 'en')).toBe('March 15, 1990');
    expect(formatDate('1990-03-15', 'es')).toBe('15 de marzo de 1990');
    expect(formatDate('1990-03-15', 'zh')).toBe('1990年3月15日');
  });

  it('answers null for a value that is not a date', () => {
    expect(formatDate('not a date', 'en')).toBeNull();
    expect(formatDate('1990-13-45', 'en')).toBeNull();
  });
});
