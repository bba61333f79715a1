import { Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import type { CartViewLine } from '../cart-view';
import { lineTitle } from './line-title';

export function RemoveLineButton({ line, onRemove, className }: { line: CartViewLine; onRemove(): void; className?: string }) {
  const { t } = useTranslation('cart');
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={t('line.removeItem', { name: lineTitle(line, t) })}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-stone-600 hover:bg-red-50 hover:text-red-700',
        className,
      )}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      {t('line.remove')}
    </button>
  );
}
