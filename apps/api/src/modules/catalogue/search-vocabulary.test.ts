import { describe, expect, it } from 'vitest';
import { createSearchVocabulary } from './search-vocabulary.js';

function loader(...answers: (string[] | Error)[]) {
  let reads = 0;
  const load = async () => {
    const answer = answers[Math.min(reads++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { load, reads: () => reads };
}

describe('the search vocabulary', () => {
  it('reads the words once on first need and keeps them', async () => {
    const { load, reads } = loader(['butter']);
    const vocabulary = createSearchVocabulary(load, { now: () => 0 });
    const [first, second] = await Promise.all([vocabulary.words(), vocabulary.words()]);
    expect(first).toEqual(['butter']);
    expect(second).toEqual(['butter']);
    expect(await vocabulary.words()).toEqual(['butter']);
    expect(reads()).toBe(1);
  });

  it('tells whether the words in hand hold a word, without reading them', async () => {
    const { load, reads } = loader(['butter'], ['basket']);
    let now = 0;
    const vocabulary = createSearchVocabulary(load, { maxAgeMs: 1000, now: () => now });
    expect(vocabulary.holds('butter')).toBeUndefined();
    expect(reads()).toBe(0);
    await vocabulary.words();
    expect([vocabulary.holds('butter'), vocabulary.holds('buter')]).toEqual([true, false]);
    now = 1001;
    await vocabulary.words();
    await Promise.resolve();
    expect([vocabulary.holds('butter'), vocabulary.holds('basket')]).toEqual([false, true]);
  });

  it('answers with the words in hand once they are old, and reads fresh ones in the background', async () => {
    let now = 0;
    const { load, reads } = loader(['butter'], ['butter', 'basket']);
    const vocabulary = createSearchVocabulary(load, { maxAgeMs: 1000, now: () => now });
    await vocabulary.words();
    now = 1001;
    expect(await vocabulary.words()).toEqual(['butter']);
    await Promise.resolve();
    expect(await vocabulary.words()).toEqual(['butter', 'basket']);
    expect(reads()).toBe(2);
  });

  it('keeps the words in hand when a fresh read fails, and tries again later', async () => {
    let now = 0;
    const { load, reads } = loader(['butter'], new Error('database gone'), ['basket']);
    const vocabulary = createSearchVocabulary(load, { maxAgeMs: 1000, now: () => now });
    await vocabulary.words();
    now = 2000;
    expect(await vocabulary.words()).toEqual(['butter']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await vocabulary.words()).toEqual(['butter']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await vocabulary.words()).toEqual(['basket']);
    expect(reads()).toBe(3);
  });

  it('passes a failed first read on to the caller', async () => {
    const { load } = loader(new Error('database gone'), ['butter']);
    const vocabulary = createSearchVocabulary(load);
    await expect(vocabulary.words()).rejects.toThrow('database gone');
    expect(await vocabulary.words()).toEqual(['butter']);
  });
});
