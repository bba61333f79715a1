import { useCallback, useMemo, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import { parse } from 'regexparam';
import { Link, matchRoute, Redirect, Router, useLocation as useWouterLocation, useParams as useWouterParams, useRouter } from 'wouter';

// The storefront's routing is wouter (1.7 KB gzipped with its pattern parser, against React Router's 11.7 KB: decision
// 41), seen through the few shapes the pages were written against: a location with a key per navigation, search
// params, a navigate function, an active-aware NavLink. Routes themselves are wouter's Switch and Route (app/router.tsx).

export { Link, Redirect, Router };
export { Route, Switch } from 'wouter';

export type Params = Record<string, string | undefined>;

// Every navigation counts, even to the same address (a search repeated, a link to the page shown): pages that close
// a menu or a dialog on navigation watch this count, as they watched React Router's location key.
let navigations = 0;
const watchers = new Set<() => void>();
const counted = () => {
  navigations++;
  for (const watcher of watchers) watcher();
};
const watchNavigations = (watcher: () => void) => {
  if (watchers.size === 0 && typeof window !== 'undefined') window.addEventListener('popstate', counted);
  watchers.add(watcher);
  return () => {
    watchers.delete(watcher);
    if (watchers.size === 0 && typeof window !== 'undefined') window.removeEventListener('popstate', counted);
  };
};

/** Router's `aroundNav`: counts each navigation of the app (a link, navigate(), a redirect), then makes it. */
export const countEachNavigation: NonNullable<ComponentProps<typeof Router>['aroundNav']> = (navigate, to, options) => {
  navigate(to, options);
  counted();
};

export interface Location {
  pathname: string;
  /** '' or '?…', as the address bar has it (not decoded). */
  search: string;
  /** New with every navigation, even to the same address, and with Back and Forward. */
  key: string;
}

/** The search of the router's location, as written (wouter's own useSearch decodes it once more, which would change '%2541'). */
function useRawSearch(): string {
  const router = useRouter();
  const search = router.searchHook!(router);
  return search && search[0] !== '?' ? `?${search}` : search;
}

export function useLocation(): Location {
  const [pathname] = useWouterLocation();
  const search = useRawSearch();
  const count = useSyncExternalStore(
    watchNavigations,
    () => navigations,
    () => 0,
  );
  return { pathname, search, key: String(count) };
}

export type NavigateFunction = (to: string, options?: { replace?: boolean }) => void;

export function useNavigate(): NavigateFunction {
  const [, navigate] = useWouterLocation();
  return navigate;
}

export const useParams = <T extends Params = Params>() => useWouterParams() as T;

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The address's search parameters, and a way to change them (a new history entry, unless `replace`). */
export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: { replace?: boolean }) => void] {
  const [pathname, navigate] = useWouterLocation();
  const search = useRawSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: { replace?: boolean }) => {
      const text = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(search)) : next).toString();
      navigate(text ? `${pathname}?${text}` : pathname, options);
    },
    [navigate, pathname, search],
  );
  return [params, set];
}

/** Leaves for `to` as soon as it renders (a redirect route). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}

/** The params of `pattern` (such as '/product/:productId?') in `pathname`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): { params: Params } | null {
  const [matches, params] = matchRoute(parse, pattern, pathname);
  return matches ? { params: params as Params } : null;
}

type NavLinkProps = Omit<ComponentProps<'a'>, 'className' | 'href'> & {
  to: string;
  className: (state: { isActive: boolean }) => string;
  children: ReactNode;
};

/** A link that knows whether it leads to the current page or one under it (aria-current="page", and its class). */
export function NavLink({ to, className, children, ...rest }: NavLinkProps) {
  const [pathname] = useWouterLocation();
  const isActive = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <Link to={to} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} {...rest}>
      {children}
    </Link>
  );
}
