import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { LANGUAGES, type LanguageCode } from '@shop/contract/constants';
import { Select } from '@/components/ui/select';
import { usePreferences } from '@/features/preferences';
import { cn } from '@/lib/cn';

// Each language is named in itself, the same in every locale, so a shopper can always find their own.
const LANGUAGE_NAMES: Record<LanguageCode, string> = { en: 'English', es: 'Español', zh: '中文' };

const isLanguage = (value: string): value is LanguageCode => (LANGUAGES as readonly string[]).includes(value);

/** The language menu: a labelled native select. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  const { language, setLanguage } = usePreferences();
  const id = useId();
  return (
    <div className={cn('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('header.language')}
      </label>
      <Globe aria-hidden="true" className="pointer-events-none absolute left-2.5 size-4 text-stone-500" />
      <Select
        id={id}
        value={isLanguage(language) ? language : 'en'}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
        // Room on the left for the globe.
        className="h-10 w-full pl-8 pr-2"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </Select>
    </div>
  );
}
