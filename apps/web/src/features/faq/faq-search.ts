import { useTranslation } from '@/lib/i18n';
import type { FaqId } from './faq-data';

/** A question with its texts in the shown language. */
export interface FaqEntry {
  id: FaqId;
  question: string;
  answer: string;
}

/** Lower case without accents, so "envio" finds "envío" and "MOMO" finds "MoMo". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The entries whose question or answer holds every word of the query (ignoring case and accents), in their order.
 * An empty query keeps them all.
 */
export function filterFaqs<T extends FaqEntry>(entries: readonly T[], query: string): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...entries];
  return entries.filter((entry) => {
    const text = fold(`${entry.question}\n${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
}

/** The texts of these questions in the shown language (the `faq` namespace). */
export function useFaqEntries<T extends { id: FaqId }>(items: readonly T[]): (T & FaqEntry)[] {
  const { t } = useTranslation('faq');
  return items.map((item) => ({ ...item, question: t(`items.${item.id}.question`), answer: t(`items.${item.id}.answer`) }));
}
