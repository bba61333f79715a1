import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The look of every text box and select in the forms (16 px text: phones do not zoom in on focus). */
export const inputVariants = cva(
  'h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-600 aria-invalid:focus:ring-red-100 disabled:bg-stone-100',
  {
    variants: {
      variant: {
        default: '',
        /** A short code typed digit by digit: large, centred and spaced. */
        code: 'text-center font-mono text-2xl tracking-[0.5em]',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type InputProps = ComponentProps<'input'> & VariantProps<typeof inputVariants>;

export function Input({ variant, className, ...props }: InputProps) {
  return <input {...props} className={cn(inputVariants({ variant }), className)} />;
}

/** A text area with the inputs' look; it grows with `rows` instead of the inputs' fixed height. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea {...props} className={cn(inputVariants(), 'h-auto py-2', className)} />;
}
