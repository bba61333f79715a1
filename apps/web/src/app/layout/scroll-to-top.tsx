import { useEffect } from 'react';
import { useLocation } from '@/lib/router';

/** Scrolls smoothly to the top whenever the path changes (not on query-only changes such as filters). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
