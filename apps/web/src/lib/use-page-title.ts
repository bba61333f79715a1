import { useEffect } from 'react';
import { useServerTitle } from './server-page';

/** Sets the document title as "<page> | Akwaaba Market" (on the server, the title of the HTML it sends). */
export function usePageTitle(title: string | undefined) {
  useServerTitle(title);
  useEffect(() => {
    if (title) document.title = `${title} | Akwaaba Market`;
  }, [title]);
}
