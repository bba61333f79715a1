import { useTranslation } from '@/lib/i18n';
import type { AttributeGroup, Selection } from '../variants';
import { cn } from '@/lib/cn';

interface VariantPickerProps {
  groups: AttributeGroup[];
  selected: Selection;
  onSelect(attributeId: number, optionId: number): void;
  /** Whether choosing this option leads to a stock item with none left. */
  isUnavailable?(attributeId: number, optionId: number): boolean;
}

/**
 * One row of toggle buttons per attribute (Size, Colour, ...); the chosen option is pressed. An option whose stock
 * item has none left is struck through and named "out of stock", yet stays a button: the shopper may still open it.
 */
export function VariantPicker({ groups, selected, onSelect, isUnavailable }: VariantPickerProps) {
  const { t } = useTranslation('product');
  if (!groups.length) return null;
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <div key={group.id} role="group" aria-label={group.name} className="flex flex-col gap-2">
          <p className="text-sm font-medium text-stone-700" aria-hidden="true">
            {t('variants.label', { name: group.name, value: group.options.find((o) => o.id === selected[group.id])?.value })}
          </p>
          <div className="flex flex-wrap gap-2">
            {group.options.map((option) => {
              const pressed = selected[group.id] === option.id;
              const unavailable = isUnavailable?.(group.id, option.id) ?? false;
              return (
                <button
                  key={option.id}
                  type="button"
                  aria-pressed={pressed}
                  aria-label={unavailable ? t('variants.unavailable', { value: option.value }) : undefined}
                  onClick={() => onSelect(group.id, option.id)}
                  className={cn(
                    'min-h-10 rounded-lg border px-4 py-2 text-sm font-medium transition-colors',
                    pressed
                      ? 'border-brand-600 bg-brand-50 text-brand-900 ring-1 ring-brand-600'
                      : 'border-stone-300 bg-white text-stone-800 hover:border-brand-500',
                    unavailable && 'border-dashed text-stone-400 line-through decoration-stone-400',
                  )}
                >
                  {option.value}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
