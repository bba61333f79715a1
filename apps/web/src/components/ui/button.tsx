import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-medium transition-colors disabled:cursor-not-allowed',
  {
    variants: {
      variant: {
        primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-stone-300 disabled:text-stone-600',
        secondary: 'bg-stone-900 text-white hover:bg-stone-700 disabled:bg-stone-300',
        outline: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100 disabled:text-stone-400',
        ghost: 'text-stone-700 hover:bg-stone-100 disabled:text-stone-400',
      },
      size: {
        default: 'min-h-10 px-4 py-2',
        /** Tighter, for a back arrow and its word. */
        sm: 'min-h-10 gap-1.5 px-2',
        /** A square 40 px target holding only an icon (and a name for screen readers). */
        icon: 'size-10 shrink-0',
      },
    },
    defaultVariants: { variant: 'primary', size: 'default' },
  },
);

type Variants = VariantProps<typeof buttonVariants>;

/** A button's look for something else (a Link); the className's classes win over the variant's. */
export const buttonClasses = (variant: Variants['variant'] = 'primary', className?: string, size?: Variants['size']) =>
  cn(buttonVariants({ variant, size }), className);

export const Button = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & Variants>(
  ({ variant = 'primary', size, className, type = 'button', ...props }, ref) => (
    <button ref={ref} type={type} className={buttonClasses(variant, className, size)} {...props} />
  ),
);
Button.displayName = 'Button';
