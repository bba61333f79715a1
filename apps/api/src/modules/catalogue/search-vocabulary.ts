/** How long the catalogue's words are used before they are read again (in the background). */
export const VOCABULARY_MAX_AGE_MS = 10 * 60_000;

/**
 * The catalogue's words that typos are corrected to, read from the database on first need and kept in memory.
 * Reading them walks every product's text (about 2 s at 100,000 stock items on PostgreSQL), far too much for a
 * request, while a word or two missing for a few minutes after an edit only means no typo tolerance for it yet:
 * after VOCABULARY_MAX_AGE_MS the words in hand keep answering while a fresh read runs.
 */
export function createSearchVocabulary(load: () => Promise<string[]>, { maxAgeMs = VOCABULARY_MAX_AGE_MS, now = Date.now } = {}) {
  let words: string[] | undefined;
  let held: ReadonlySet<string> | undefined;
  let readAt = 0;
  let reading: Promise<string[]> | undefined;

  const read = () =>
    (reading ??= load()
      .then((fresh) => {
        words = fresh;
        held = new Set(fresh);
        readAt = now();
        return fresh;
      })
      .finally(() => {
        reading = undefined;
      }));

  return {
    async words(): Promise<readonly string[]> {
      if (!words) return read();
      // A failed background read keeps the words in hand; the next request tries again.
      if (now() - readAt > maxAgeMs) read().catch(() => {});
      return words;
    },
    /** Whether the words in hand hold `word`; undefined before the first read, which this never starts. */
    holds(word: string): boolean | undefined {
      return held?.has(word);
    },
  };
}
export type SearchVocabulary = ReturnType<typeof createSearchVocabulary>;
