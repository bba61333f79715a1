import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface ErrorStateProps {
  message: string;
  /** Shown as a button under the message when given. */
  retry?: { label: string; onRetry: () => void; busy?: boolean };
  /** Extra controls beside the retry button (e.g. a link back). */
  children?: ReactNode;
  className?: string;
}

/** A failed load: the message is announced (role="alert"), with an optional retry button. */
export function ErrorState({ message, retry, children, className }: ErrorStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center', className)}>
      <AlertCircle aria-hidden="true" className="size-8 text-red-600" />
      <p role="alert" className="max-w-md font-medium text-red-800">
        {message}
      </p>
      {(retry || children) && (
        <div className="flex flex-wrap justify-center gap-3">
          {retry && (
            <Button variant="outline" onClick={retry.onRetry} disabled={retry.busy} aria-busy={retry.busy || undefined}>
              {retry.label}
            </Button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}

/** Nothing to show: a calm message, announced politely. */
export function EmptyState({ message, className }: { message: string; className?: string }) {
  return (
    <p role="status" className={cn('rounded-xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center text-stone-600', className)}>
      {message}
    </p>
  );
}
