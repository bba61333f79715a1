import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets a later class of the same kind win', () => {
    expect(cn('px-4 py-2 text-sm text-stone-900', 'px-2 text-base text-white')).toBe('py-2 px-2 text-base text-white');
    expect(cn('h-11 w-full rounded-lg bg-white', 'h-auto rounded-2xl bg-stone-800/50')).toBe('w-full h-auto rounded-2xl bg-stone-800/50');
  });

  it('keeps classes that set different things, and the ones it does not know', () => {
    expect(cn('border border-stone-300', 'border-t', 'text-left text-lg font-bold')).toBe('border border-stone-300 border-t text-left text-lg font-bold');
    expect(cn('inline-flex', 'md:hidden', 'animate-spin', 'animate-pulse')).toBe('inline-flex md:hidden animate-spin animate-pulse');
  });

  it('treats a side as part of its whole, and variants apart', () => {
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('size-10', 'w-11')).toBe('size-10 w-11');
    expect(cn('text-stone-700 hover:text-stone-900', 'hover:text-brand-700')).toBe('text-stone-700 hover:text-brand-700');
  });

  it('joins conditional values like clsx', () => {
    const hidden = Math.random() > 2;
    expect(cn('a', hidden && 'b', undefined, ['c', { d: true, e: false }])).toBe('a c d');
  });
});
