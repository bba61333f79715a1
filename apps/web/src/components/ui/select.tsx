import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useEarlyChange } from '@/lib/use-early-change';
import { FIELD_LOOK } from './field-look';

// Native <select>s on purpose: the phone's own picker, and what screen readers know best. Its <option>s are the
// children, so a caller keeps `lang`, `disabled` placeholders and the like.
export const selectVariants = cva('cursor-pointer', {
  variants: {
    variant: {
      /** In a form, beside the text boxes. */
      field: FIELD_LOOK,
      /** A compact menu on a light background (sort, page size, language). */
      default: 'min-h-10 rounded-lg border border-stone-300 bg-white py-2 pl-3 pr-8 text-sm text-stone-900 shadow-sm hover:border-stone-400',
      /** A compact menu on a dark background (the footer). */
      dark: 'h-9 rounded-lg border border-stone-600 bg-stone-800 px-2 text-sm text-white hover:border-stone-400',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Select({ variant, className, ref, ...props }: ComponentProps<'select'> & VariantProps<typeof selectVariants>) {
  const early = useEarlyChange(ref);
  return <select {...props} ref={early} className={cn(selectVariants({ variant }), className)} />;
}
