import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ADMIN_NAMESPACE } from './admin-i18n';

/**
 * A back-office page's title and heading: the tab says "<title> — Back office", and the heading (give it the ref and
 * tabIndex={-1}) takes the focus when the page opens, so a screen reader starts reading there and Tab goes on from it.
 */
export function usePageHeading(title: string) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = t('documentTitle', { page: title });
  }, [t, title]);
  // Before the paint (Preact runs plain effects after it), so a key pressed at once already starts from the heading.
  useLayoutEffect(() => {
    heading.current?.focus();
  }, []);
  return heading;
}
