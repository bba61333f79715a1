import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { buttonClasses } from './button';

// Native modal <dialog>s (decision 3): showModal() keeps the page behind inert and gives Escape for free. These are
// the look; lib/use-modal-dialog gives the behaviour (open on mount, Tab kept inside, close on navigation): pass its
// dialogRef and onKeyDown on.

const dialogVariants = cva('bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/50', {
  variants: {
    side: {
      center: 'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl',
      left: 'm-0 h-dvh max-h-none w-80 max-w-[85vw]',
      right: 'm-0 ml-auto h-dvh max-h-none w-full max-w-md',
    },
  },
});

/** A modal dialog in the middle of the screen. */
export function Dialog({ className, ...props }: ComponentProps<'dialog'>) {
  return <dialog {...props} className={cn(dialogVariants({ side: 'center' }), className)} />;
}

/** A modal panel the full height of the screen, along its left or right side. */
export function Sheet({ side = 'right', className, ...props }: ComponentProps<'dialog'> & { side?: 'left' | 'right' }) {
  return <dialog {...props} className={cn(dialogVariants({ side }), className)} />;
}

/** The row of title and close button at the top. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={cn('flex items-center justify-between gap-4', className)} />;
}

/** The dialog's name: give it an id and the dialog `aria-labelledby` it. */
export function DialogTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 {...props} className={cn('text-lg font-bold text-stone-900', className)} />;
}

/** The × button; `label` is its name for screen readers ("Close menu"). */
export function DialogClose({ label, className, ...props }: Omit<ComponentProps<'button'>, 'children'> & { label: string }) {
  return (
    <button type="button" {...props} className={buttonClasses('ghost', className, 'icon')}>
      <X aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
