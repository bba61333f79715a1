import { describe, expect, it } from 'vitest';
import enFaq from '@/locales/en/faq.json';
import esFaq from '@/locales/es/faq.json';
import zhFaq from '@/locales/zh/faq.json';
import { FAQ_CATEGORIES, FAQ_ITEMS } from './faq-data';
import { filterFaqs } from './faq-search';

type Items = Record<string, { question: string; answer: string }>;
const languages = { en: enFaq.items as Items, es: esFaq.items as Items, zh: zhFaq.items as Items };

describe('FAQ data', () => {
  it('has 15 to 20 questions, each with a text in every language and a known category, and no text without a question', () => {
    expect(FAQ_ITEMS.length).toBeGreaterThanOrEqual(15);
    expect(FAQ_ITEMS.length).toBeLessThanOrEqual(20);
    for (const items of Object.values(languages)) expect(Object.keys(items).sort()).toEqual(FAQ_ITEMS.map((item) => item.id).sort());
    for (const category of FAQ_CATEGORIES)
      expect(
        FAQ_ITEMS.some((item) => item.category === category),
        category,
      ).toBe(true);
  });

  it("says the spec's constants (part 2 section 9) in English", () => {
    const text = (id: string) => `${languages.en[id]!.question} ${languages.en[id]!.answer}`;
    expect(text('paymentMethods')).toMatch(/MTN MoMo, Telecel Cash or AirtelTigo Money.*card.*bank transfer/);
    expect(text('deliveryOptions')).toContain('GHS 15, free over GHS 200, 3-5 business days');
    expect(text('deliveryOptions')).toContain('GHS 30, 1-2 days, major cities only');
    expect(text('deliveryOptions')).toContain('GHS 50, Accra and Kumasi only, when you order before 10am');
    expect(text('regions')).toContain('all 16 regions');
    expect(text('pickup')).toContain('ready within 24 hours');
    expect(text('international')).toContain('West Africa: GHS 80 (5-10 days)');
    expect(text('international')).toContain('Asia and Australia: GHS 280 (12-20 days)');
    expect(text('changeOrder')).toContain('within 1 hour');
    expect(text('trackOrder')).toContain('1-2 business days');
    expect(text('missedDelivery')).toMatch(/3 times.*5 business days/);
    expect(text('returnPolicy')).toMatch(/30 days from delivery.*GHS 15 return fee/);
    expect(text('defectiveItem')).toContain('within 48 hours');
    expect(text('refundTimes')).toMatch(
      /Mobile money: 2-3 business days\nCard: 5-7 business days\nBank transfer: 7-10 business days\nStore credit: immediately/,
    );
    expect(text('currencies')).toMatch(/GHS, USD, EUR or GBP.*charged in Ghana cedis/);
    expect(text('supportHours')).toMatch(/Monday-Friday 8am-6pm and Saturday 9am-5pm; we are closed on Sunday\./);
  });

  it('gives the same amounts and day ranges in Spanish and Chinese as in English', () => {
    const figures = (text: string) => [...text.matchAll(/GHS \d+|\d+-\d+(?= )/g)].map((m) => m[0]).sort();
    for (const { id } of FAQ_ITEMS) {
      const english = figures(languages.en[id]!.answer);
      expect(figures(languages.es[id]!.answer), `es ${id}`).toEqual(english);
      expect(figures(languages.zh[id]!.answer), `zh ${id}`).toEqual(english);
    }
  });
});

describe('filterFaqs', () => {
  const entries = [
    { id: 'pickup', question: 'Can I pick up my order?', answer: 'Ready within 24 hours.' },
    { id: 'regions', question: '¿Envían a todas las regiones?', answer: 'Sí, envío a las 16 regiones.' },
  ] as const;

  it('keeps every entry for an empty or blank query', () => {
    expect(filterFaqs(entries, '')).toEqual(entries);
    expect(filterFaqs(entries, '  ')).toEqual(entries);
  });

  it('needs every word, in the question or the answer, ignoring case and accents', () => {
    expect(filterFaqs(entries, 'PICK 24').map((e) => e.id)).toEqual(['pickup']);
    expect(filterFaqs(entries, 'envio').map((e) => e.id)).toEqual(['regions']);
    expect(filterFaqs(entries, 'pick regiones')).toEqual([]);
  });
});
