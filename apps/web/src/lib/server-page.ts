import { createContext, useContext } from 'react';

/**
 * What a page tells the server while it renders there (entry-server.tsx): its title and that it is a 'not found'. In
 * the browser there is no such context, and these hooks do nothing.
 */
export interface ServerPage {
  setTitle(title: string): void;
  setNotFound(): void;
}

export const ServerPageContext = createContext<ServerPage | null>(null);

/** The page's document title, for the HTML the server sends. */
export function useServerTitle(title: string | undefined) {
  const page = useContext(ServerPageContext);
  if (title) page?.setTitle(title);
}

/** A page that shows 'not found' is answered with 404, so that search engines and link checkers know it. */
export function useNotFoundStatus() {
  useContext(ServerPageContext)?.setNotFound();
}
