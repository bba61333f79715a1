import { useTranslation } from '@/lib/i18n';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { ContactFieldsWaiting } from './contact-fields';
import { FORM_COLUMN, FORM_GRID } from './section';

/**
 * The checkout while its data loads, and in the page the server sends first (decision 43): the form's first section
 * where the form puts it, then the spinner. The first paint already shows the form's largest text (the phone hint), so
 * the page's largest paint is its first; the column is a screen high so that the footer does not move into view and out
 * again when the form comes.
 */
export function CheckoutWaiting() {
  const { t } = useTranslation(['checkout', 'common']);
  return (
    <div className={FORM_GRID} aria-busy="true">
      <div className={cn(FORM_COLUMN, 'min-h-screen')}>
        <ContactFieldsWaiting />
        <Spinner label={t('loading')} slowLabel={t('common:stillLoading')} />
      </div>
    </div>
  );
}
