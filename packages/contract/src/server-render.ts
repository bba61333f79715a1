// What the API server and the storefront's server bundle (apps/web/src/entry-server.tsx, decision 34) hand each other:
// the API loads the bundle at run time, so this is the one place both sides read the shape from.

/** One page request, as the API server hands it over. */
export interface RenderRequest {
  /** The path and query of the page. */
  url: string;
  /** The request's cookies: the shopper's language, currency and consent, and their session for their own pages. */
  cookies: Record<string, string | undefined>;
  /** Calls the API in process: the answers are the API's own, from its cache. */
  fetchApi: typeof fetch;
  publicKey: string;
}

export interface RenderedPage {
  status: number;
  /** Where the page moved (the router's <Navigate> of a bare /brand): the server answers a redirect instead. */
  redirect?: string;
  /** The page's title (without the shop's name), when the page set one. */
  title?: string;
  /** The page is the shopper's own (their cart), rendered from their session: never kept or shared by any cache. */
  own?: true;
  /** The `lang` of <html>. */
  lang: string;
  /** The HTML inside #root. */
  markup: string;
  /** The text of the `<script type="application/json">` the browser reads (server-state.ts). */
  state: string;
  /** The source files of the code the page needs at once (keys of the build's manifest), for their modulepreloads. */
  sources: string[];
}
