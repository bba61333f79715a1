import { describe, expect, it } from 'vitest';
import { corrected, mayBeTypo, searchWordsOf } from './search-terms.js';

const only = (term: string) => {
  const [word, ...rest] = searchWordsOf(term);
  expect(rest).toEqual([]);
  return word!;
};

describe('searchWordsOf', () => {
  it('lower-cases, splits on white space, drops repeats and keeps at most 8 words', () => {
    expect(searchWordsOf('  Shea\tBUTTER\nshea ').map((w) => w.word)).toEqual(['shea', 'butter']);
    expect(searchWordsOf('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWordsOf('   ')).toEqual([]);
  });

  it('matches a plural by its singular, which also finds the plural', () => {
    expect(only('baskets')).toEqual({ word: 'baskets', text: [], squashed: ['basket'] });
    expect(only('boxes')).toEqual({ word: 'boxes', text: ['box'], squashed: [] });
  });

  it('matches a singular whose plural is not a longer copy of it by both forms', () => {
    expect(only('berry').squashed.sort()).toEqual(['berries', 'berry']);
    expect(only('knives').squashed.sort()).toEqual(['knife', 'knives']);
  });

  it('never widens a short word or a pronoun into another word', () => {
    expect(only('us')).toEqual({ word: 'us', text: ['us'], squashed: [] });
    expect(only('this')).toEqual({ word: 'this', text: ['this'], squashed: [] });
    expect(only('his').text).toEqual(['his']);
  });

  it('matches a word of 5 or more characters in the squashed text, punctuation and all', () => {
    expect(only('sheabutter').squashed).toEqual(['sheabutter']);
    expect(only('shea-butter').squashed).toEqual(['sheabutter']);
    expect(only("women's").squashed).toEqual(['womens']);
  });

  it('keeps short words and symbols as typed, for the searchable text', () => {
    expect(only('tea').text).toEqual(['tea']);
    expect(only('70%').text).toEqual(['70%']);
    expect(only('%').text).toEqual(['%']);
  });
});

describe('corrected', () => {
  const vocabulary = ['butter', 'outer', 'bitter', 'water', 'basket', 'chocolate', 'smock', 'stack'];

  it('corrects a word of 5 to 7 letters one edit away', () => {
    expect(corrected(only('buter'), vocabulary)?.squashed).toEqual(['butter']);
    expect(corrected(only('baskit'), vocabulary)?.squashed).toEqual(['basket']);
  });

  it('allows two edits from 8 letters, a swapped pair among them', () => {
    expect(corrected(only('choclate'), vocabulary)?.squashed).toEqual(['chocolate']);
    expect(corrected(only('chocolaet'), vocabulary)?.squashed).toEqual(['chocolate']);
  });

  it('keeps every word equally close, preferring those that begin like the word', () => {
    expect(corrected(only('stock'), vocabulary)?.squashed.sort()).toEqual(['smock', 'stack']);
    expect(corrected(only('wuter'), vocabulary)?.squashed).toEqual(['water']);
  });

  it('finds nothing for a word far from every catalogue word', () => {
    expect(corrected(only('zzzzzz'), vocabulary)).toBeUndefined();
    expect(corrected(only('bxxxxr'), vocabulary)).toBeUndefined();
  });

  it('leaves short words and words with digits or symbols alone', () => {
    expect(mayBeTypo(only('soep'))).toBe(false);
    expect(mayBeTypo(only('xqzt'))).toBe(false);
    expect(mayBeTypo(only('buter'))).toBe(true);
    expect(mayBeTypo(only('shea-buter'))).toBe(false);
    expect(mayBeTypo(only('70mls'))).toBe(false);
  });
});
