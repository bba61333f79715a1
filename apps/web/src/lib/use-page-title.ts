import { useEffect } from 'react';

/** Sets the document title as "<page> | Akwaaba Market". */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | Akwaaba Market`;
  }, [title]);
}
