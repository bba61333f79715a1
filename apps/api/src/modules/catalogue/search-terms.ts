import leven from 'leven';
import pluralize from 'pluralize';

// How a shopper's search term becomes what the catalogue's SQL looks for (docs/decisions/0015-forgiving-search.md).
// Each word matches, as a substring of the lower-cased searchable text, itself or its singular or plural form; a
// longer word also matches the squashed text (no spaces or punctuation), so 'sheabutter' finds "Shea Butter". When
// that finds nothing, words the catalogue does not hold at all are corrected to its words a typo away.

const MAX_SEARCH_WORDS = 8;

/**
 * Words of at least this many letters and digits also match the squashed text. A shorter word found across a word
 * boundary is mostly chance ('soap' in "also apple"); the run-together words a shopper types are longer.
 */
export const SQUASHED_MIN_LENGTH = 5;

/**
 * Words of at least this many letters get typo tolerance. A short word is one or two edits from hundreds of others
 * ('soap' from "soup", "snap", "sofa"), so correcting it would match half the catalogue.
 */
export const TYPO_MIN_LENGTH = 5;

export interface SearchWord {
  /** The word as the shopper typed it, lower-cased. */
  word: string;
  /** Substrings of the searchable text, any of which matches: the word's forms shorter than SQUASHED_MIN_LENGTH. */
  text: string[];
  /**
   * Substrings of the squashed text, any of which matches: the longer forms, squashed. The squashed text holds
   * every such form the searchable text holds, and the same run together, so this one test does both.
   */
  squashed: string[];
}

const squash = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The word, its singular and its plural: 'baskets' → basket; 'berry' → berry, berries. Only English words of 4 or
 * more letters, and only forms that keep the word's first 3 letters, so that pluralize's irregular pronouns and
 * short words ('us' → 'me', 'this' → 'these') never widen a search.
 */
function formsOf(word: string): string[] {
  const candidates = [word];
  if (/^[a-z]{4,}$/.test(word)) {
    for (const form of [pluralize.singular(word), pluralize.plural(word)]) {
      if (form.length >= 3 && form.slice(0, 3) === word.slice(0, 3)) candidates.push(form);
    }
  }
  return withoutRedundant(candidates);
}

/** A form containing another form adds nothing to a substring search ('baskets' is found by 'basket'). */
function withoutRedundant(forms: string[]): string[] {
  const unique = [...new Set(forms)];
  return unique.filter((form) => !unique.some((other) => other !== form && form.includes(other)));
}

function searchWordOf(word: string, forms: string[]): SearchWord {
  const text = forms.filter((form) => squash(form).length < SQUASHED_MIN_LENGTH);
  const squashed = withoutRedundant(forms.map(squash).filter((form) => form.length >= SQUASHED_MIN_LENGTH));
  return { word, text, squashed };
}

/** The words of a search term (at most 8), each with what it matches; empty for a blank term. */
export function searchWordsOf(term: string): SearchWord[] {
  const words = [...new Set(term.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
  return words.map((word) => searchWordOf(word, formsOf(word)));
}

/** Whether a word is long enough, and plain enough (letters only), to be corrected when the catalogue lacks it. */
export const mayBeTypo = (word: SearchWord) => word.word.length >= TYPO_MIN_LENGTH && /^\p{L}+$/u.test(word.word);

/**
 * One edit for words of 5 to 7 letters ('buter' → butter, 'baskit' → basket), two from 8 ('choclate' →
 * chocolate, a swapped pair 'chocolaet'): about one slip per word a shopper types.
 */
export const editsAllowed = (length: number) => (length >= 8 ? 2 : 1);

/**
 * The catalogue words closest to a word the catalogue does not hold, at most the edits its length allows (the
 * fewest found wins), as a search word matching any of them and their forms; undefined when none is that close.
 */
export function corrected(word: SearchWord, vocabulary: readonly string[]): SearchWord | undefined {
  const allowed = editsAllowed(word.word.length);
  let best = allowed + 1;
  let closest: string[] = [];
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.word.length) > allowed) continue;
    const edits = leven(word.word, candidate, { maxDistance: allowed + 1 });
    if (edits > allowed) continue;
    if (edits < best) [best, closest] = [edits, [candidate]];
    else if (edits === best) closest.push(candidate);
  }
  if (!closest.length) return undefined;
  // A slip in the first letter is the rarest: when some of the closest words begin like the word, only those count.
  const sameStart = closest.filter((candidate) => candidate[0] === word.word[0]);
  return searchWordOf(word.word, withoutRedundant((sameStart.length ? sameStart : closest).flatMap(formsOf)));
}
