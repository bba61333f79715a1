import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

// The back office's tables: a caption naming the table (read out by screen readers, shown when `showCaption`), header
// cells with their scope, and a frame that scrolls sideways on a narrow screen rather than squeezing the columns. The
// frame takes the focus (named by the caption), so a keyboard can scroll it too where its cells hold nothing to focus.

export function Table({
  caption,
  showCaption = false,
  children,
  className,
}: {
  caption: string;
  showCaption?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className={cn('overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600', className)}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption id={captionId} className={showCaption ? 'px-4 pt-3 text-left text-base font-semibold text-stone-900' : 'sr-only'}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

/** A column's header (scope="col"), or a row's (scope="row") in the body. */
export function Th({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      {...props}
      className={cn(
        scope === 'col' ? 'bg-stone-50 text-xs uppercase tracking-wide text-stone-600' : 'border-t border-stone-100 align-top text-stone-900',
        'px-4 py-2.5 font-semibold',
        className,
      )}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td {...props} className={cn('border-t border-stone-100 px-4 py-2.5 align-top text-stone-800', className)} />;
}
