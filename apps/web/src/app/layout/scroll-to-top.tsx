import { useEffect, useRef } from 'react';
import { useLocation } from '@/lib/router';

/**
 * Scrolls smoothly to the top when the shopper goes to another path (not on query-only changes such as filters). Never
 * on the first render: the page the browser loaded is where the browser put it (a reload or Back restores the place),
 * and a shopper who scrolled the server's page before its code took over stays where they read.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
