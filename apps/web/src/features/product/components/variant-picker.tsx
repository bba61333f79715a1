import { useTranslation } from 'react-i18next';
import type { AttributeGroup } from '../variants';
import { cn } from '@/lib/cn';

interface VariantPickerProps {
  groups: AttributeGroup[];
  selected: Record<string, string>;
  onSelect(name: string, value: string): void;
  /** Whether choosing `value` for `name` leads to a stock item with none left. */
  isUnavailable?(name: string, value: string): boolean;
}

/**
 * One row of toggle buttons per attribute (Size, Colour, ...); the chosen value is pressed. A value whose stock item
 * has none left is struck through and named "out of stock", yet stays a button: the shopper may still open it.
 */
export function VariantPicker({ groups, selected, onSelect, isUnavailable }: VariantPickerProps) {
  const { t } = useTranslation('product');
  if (!groups.length) return null;
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <div key={group.name} role="group" aria-label={group.name} className="flex flex-col gap-2">
          <p className="text-sm font-medium text-stone-700" aria-hidden="true">
            {t('variants.label', { name: group.name, value: selected[group.name] })}
          </p>
          <div className="flex flex-wrap gap-2">
            {group.values.map((value) => {
              const pressed = selected[group.name] === value;
              const unavailable = isUnavailable?.(group.name, value) ?? false;
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={pressed}
                  aria-label={unavailable ? t('variants.unavailable', { value }) : undefined}
                  onClick={() => onSelect(group.name, value)}
                  className={cn(
                    'min-h-10 rounded-lg border px-4 py-2 text-sm font-medium transition-colors',
                    pressed
                      ? 'border-brand-600 bg-brand-50 text-brand-900 ring-1 ring-brand-600'
                      : 'border-stone-300 bg-white text-stone-800 hover:border-brand-500',
                    unavailable && 'border-dashed text-stone-400 line-through decoration-stone-400',
                  )}
                >
                  {value}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
