import { describe, expect, it } from 'vitest';
import type { ListenHandlers } from '../../../db/listener.js';
import { cachedAnswer } from './cached-answer.js';
import { createCatalogueAnswers } from './catalogue-answers.js';
import { watchCatalogueVersion } from './catalogue-version.js';

// The rules of serving and storing, with the database's side played by hand: a listener whose connection comes and
// goes when the test says, and a version read that answers when the test lets it.

function harness() {
  let handlers: ListenHandlers | undefined;
  let version = 1;
  let listing = 1;
  let stock = 1;
  let release: (() => void) | undefined;
  let gate: Promise<void> | undefined;
  const watched = watchCatalogueVersion({
    read: async () => {
      await gate;
      return { catalogue: String(version), listing: String(listing), stock: String(stock) };
    },
    listen: async (_channel, h) => {
      handlers = h;
      return { close: async () => {} };
    },
  });
  const answers = createCatalogueAnswers(watched, 1024 * 1024);
  const answer = (text: string) => cachedAnswer(200, { 'content-type': 'application/json; charset=utf-8' }, Buffer.from(text));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    watched,
    answers,
    answer,
    settle,
    handlers: () => handlers!,
    /**
     * A write: every write moves the catalogue's version; all but a change of stock levels alone the listing's; all but
     * a change of stock levels that emptied or refilled no item the stock's.
     */
    moveVersion: (only?: 'stock' | 'level') => {
      version++;
      if (only !== 'level') stock++;
      if (!only) listing++;
    },
    holdReads() {
      gate = new Promise((resolve) => (release = resolve));
    },
    releaseReads: () => release?.(),
  };
}

describe('the catalogue version and the cached answers', () => {
  it('serves nothing until the listener is up and the version read after it', async () => {
    const h = harness();
    await h.watched.start();
    expect(h.watched.serving).toBe(false);
    h.holdReads();
    h.handlers().connected();
    await h.settle();
    expect(h.watched.serving).toBe(false);
    h.releaseReads();
    await h.settle();
    expect(h.watched.serving).toBe(true);
    await h.watched.stop();
  });

  it('stops serving, and empties itself, when the listener is lost; serves again once it is back', async () => {
    const h = harness();
    await h.watched.start();
    h.handlers().connected();
    await h.settle();
    h.answers.store('/stock/', undefined, h.watched.epoch, h.answer('{"a":1}'));
    expect(h.answers.lookup('/stock/', undefined)).toBeDefined();
    h.handlers().lost();
    expect(h.watched.serving).toBe(false);
    expect(h.answers.lookup('/stock/', undefined)).toBeUndefined();
    h.answers.store('/stock/', undefined, h.watched.epoch, h.answer('{"a":2}'));
    expect(h.answers.stats.answers).toBe(0);
    h.handlers().connected();
    await h.settle();
    expect(h.watched.serving).toBe(true);
    expect(h.answers.lookup('/stock/', undefined)).toBeUndefined();
    await h.watched.stop();
  });

  it('a version read that ends after the listener was lost again does not start serving', async () => {
    const h = harness();
    await h.watched.start();
    h.holdReads();
    h.handlers().connected();
    h.handlers().lost();
    h.releaseReads();
    await h.settle();
    expect(h.watched.serving).toBe(false);
    await h.watched.stop();
  });

  it('never stores an answer computed before a change was heard', async () => {
    const h = harness();
    await h.watched.start();
    h.handlers().connected();
    await h.settle();
    const startedIn = h.watched.epoch;
    h.handlers().notified('');
    h.answers.store('/stock/1/', 'es', startedIn, h.answer('{"old":true}'));
    expect(h.answers.lookup('/stock/1/', 'es')).toBeUndefined();
    h.answers.store('/stock/1/', 'es', h.watched.epoch, h.answer('{"new":true}'));
    expect(h.answers.lookup('/stock/1/', 'es')?.variants.identity?.body.toString()).toBe('{"new":true}');
    // Keyed by the language the header resolves to, not by the header's text.
    expect(h.answers.lookup('/stock/1/', 'es-ES,es;q=0.9')).toBeDefined();
    expect(h.answers.lookup('/stock/1/', 'zh')).toBeUndefined();
    await h.watched.stop();
  });

  it('a version read that finds the version moved (after a write of this instance) empties the cache', async () => {
    const h = harness();
    await h.watched.start();
    h.handlers().connected();
    await h.settle();
    h.answers.store('/brand/', undefined, h.watched.epoch, h.answer('[]'));
    await h.watched.check();
    expect(h.answers.lookup('/brand/', undefined)).toBeDefined();
    h.moveVersion();
    await h.watched.check();
    expect(h.answers.lookup('/brand/', undefined)).toBeUndefined();
    await h.watched.stop();
  });

  it('tells a change of stock levels alone, and one that emptied or refilled no item, from any other, heard or read', async () => {
    const h = harness();
    const heard: string[] = [];
    h.watched.onChange((change) => heard.push(change));
    await h.watched.start();
    h.handlers().connected();
    await h.settle();
    const at = () => [h.watched.epoch, h.watched.stockEpoch, h.watched.listingEpoch];
    const [epoch, stock, listing] = at() as [number, number, number];
    h.handlers().notified('level');
    expect(at()).toEqual([epoch + 1, stock, listing]);
    h.handlers().notified('stock');
    expect(at()).toEqual([epoch + 2, stock + 1, listing]);
    h.handlers().notified('');
    expect(at()).toEqual([epoch + 3, stock + 2, listing + 1]);
    // A payload it does not know is taken as the largest change.
    h.handlers().notified('something new');
    expect(at()).toEqual([epoch + 4, stock + 3, listing + 2]);
    // Read: which versions moved since the last read says what changed.
    h.moveVersion('level');
    await h.watched.check();
    expect(at()).toEqual([epoch + 5, stock + 3, listing + 2]);
    h.moveVersion('stock');
    await h.watched.check();
    expect(at()).toEqual([epoch + 6, stock + 4, listing + 2]);
    h.moveVersion();
    await h.watched.check();
    expect(at()).toEqual([epoch + 7, stock + 5, listing + 3]);
    // Losing the listener says nothing of what changed meanwhile: everything moves.
    h.handlers().lost();
    expect(at()).toEqual([epoch + 8, stock + 6, listing + 4]);
    expect(heard.slice(-8)).toEqual(['level', 'stock', 'all', 'all', 'level', 'stock', 'all', 'all']);
    await h.watched.stop();
  });

  it('holds no more bytes than its bound, the least recently asked leaving first', async () => {
    const h = harness();
    const answers = createCatalogueAnswers(h.watched, 10_000);
    await h.watched.start();
    h.handlers().connected();
    await h.settle();
    for (let i = 0; i < 50; i++) answers.store(`/stock/${i}/`, undefined, h.watched.epoch, h.answer(JSON.stringify({ i, pad: 'x'.repeat(500) })));
    expect(answers.stats.bytes).toBeLessThanOrEqual(10_000);
    expect(answers.lookup('/stock/49/', undefined)).toBeDefined();
    expect(answers.lookup('/stock/0/', undefined)).toBeUndefined();
    await h.watched.stop();
  });
});
