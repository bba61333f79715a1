import { useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';

interface FormFooterProps {
  /** The server's refusal, translated. */
  failure?: string | undefined;
  busy: boolean;
  /** In a dialog: Cancel beside Save. Adding: what was added ("Kente Weavers was added."), which takes the focus. */
  onCancel?: () => void;
  added?: string;
  submit: string;
}

/** The end of a catalogue form: the server's refusal, what was added, and the buttons. */
export function FormFooter({ failure, busy, onCancel, added = '', submit }: FormFooterProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const addedRef = useRef<HTMLParagraphElement>(null);
  // The form has emptied: the focus goes to the line saying what was added (then on to the list, or to add another).
  useLayoutEffect(() => {
    if (added) addedRef.current?.focus();
  }, [added]);
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      {failure && <FormBanner message={failure} />}
      {onCancel ? (
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t('catalogue.cancel')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('catalogue.saving') : submit}
          </Button>
        </div>
      ) : (
        <>
          <p ref={addedRef} tabIndex={-1} className="text-sm text-green-800 outline-none empty:hidden">
            {added}
          </p>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="self-start">
            {busy ? t('catalogue.adding') : submit}
          </Button>
        </>
      )}
    </div>
  );
}
