import { describe, expect, it } from 'vitest';
import { localized } from './localized.js';

describe('localized', () => {
  const translations = { es: { name: 'Tamaño', description: '' }, zh: { name: '规格' } };

  it("picks the language's translation of the column", () => {
    expect(localized('Size', translations, 'es', 'name')).toBe('Tamaño');
    expect(localized('Size', translations, 'zh', 'name')).toBe('规格');
  });

  it('falls back to English for English, a missing language or column, and an empty translation', () => {
    expect(localized('Size', translations, 'en', 'name')).toBe('Size');
    expect(localized('Size', { es: { name: 'Tamaño' } }, 'zh', 'name')).toBe('Size');
    expect(localized('Sizes of the shop', translations, 'zh', 'description')).toBe('Sizes of the shop');
    expect(localized('Sizes of the shop', translations, 'es', 'description')).toBe('Sizes of the shop');
    expect(localized('Size', {}, 'es', 'name')).toBe('Size');
  });
});
