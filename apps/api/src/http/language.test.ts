import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './language.js';

describe('negotiateLanguage', () => {
  it.each([
    ['es', 'es'],
    ['es-MX,es;q=0.9', 'es'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['zh-Hans', 'zh'],
    ['zh-TW', 'zh'],
    ['en-GB', 'en'],
    ['fr, es;q=0.5', 'es'],
    ['en;q=0.1, zh;q=0.9', 'zh'],
  ])('answers the best language the shop has for %s: %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });

  it.each([undefined, '', 'fr', 'de-DE, fr;q=0.8', 'es;q=0', '*', ';;garbage'])('answers English for %s', (header) => {
    expect(negotiateLanguage(header)).toBe('en');
  });
});
