import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useEarlyChange } from '@/lib/use-early-change';
import { FIELD_LOOK } from './field-look';

export const inputVariants = cva(FIELD_LOOK, {
  variants: {
    variant: {
      default: '',
      /** A short code typed digit by digit: large, centred and spaced. */
      code: 'text-center font-mono text-2xl tracking-[0.5em]',
    },
  },
  defaultVariants: { variant: 'default' },
});

export type InputProps = ComponentProps<'input'> & VariantProps<typeof inputVariants>;

export function Input({ variant, className, ref, ...props }: InputProps) {
  const early = useEarlyChange(ref);
  return <input {...props} ref={early} className={cn(inputVariants({ variant }), className)} />;
}

/** A text area with the inputs' look; it grows with `rows` instead of the inputs' fixed height. */
export function Textarea({ className, ref, ...props }: ComponentProps<'textarea'>) {
  const early = useEarlyChange(ref);
  return <textarea {...props} ref={early} className={cn(inputVariants(), 'h-auto py-2', className)} />;
}
