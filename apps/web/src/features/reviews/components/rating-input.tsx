import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

const RATINGS = [1, 2, 3, 4, 5] as const;

interface RatingInputProps {
  name: string;
  value: number | undefined;
  onChange(rating: number): void;
  onBlur(): void;
  error?: string | undefined;
}

/**
 * A 1-5 rating as a native radio group: the arrow keys move through it, a screen reader says "4 stars, Very good,
 * 4 of 5". Each choice shows a star and its word; the stars up to the one chosen are filled.
 */
export function RatingInput({ name, value, onChange, onBlur, error }: RatingInputProps) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <p id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {t('form.rating')}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className="flex flex-wrap gap-1"
      >
        {RATINGS.map((rating) => (
          <label key={rating} className="flex w-14 cursor-pointer flex-col items-center gap-0.5 rounded-lg py-1 text-xs text-stone-700 hover:bg-stone-50">
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              onBlur={onBlur}
              className="peer sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-7 rounded text-amber-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                value !== undefined && rating <= value ? 'fill-current' : 'text-stone-400',
              )}
            />
            <span className="sr-only">{t('form.starCount', { count: rating })},</span>{' '}
            <span className={cn(value === rating && 'font-semibold text-stone-900')}>{t(`form.word.${rating}`)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
