import type { Connect, Plugin, Rollup } from 'vite';

// The back office (issue 16) is a second page of the client build, admin.html, whose code is all under src/admin.

const BACK_OFFICE_SOURCES = new URL('../src/admin/', import.meta.url).pathname;
/** The query that makes a module the back office's own copy. */
const COPY = '?back-office';

const isCopy = (id: string) => id.endsWith(COPY);
const ofBackOffice = (id: string) => id.startsWith(BACK_OFFICE_SOURCES) || isCopy(id);

/** Every chunk a page's entry loads, statically or later. */
function reachedFrom(entry: Rollup.OutputChunk, bundle: Rollup.OutputBundle): Set<string> {
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (reached.has(fileName) || chunk?.type !== 'chunk') return;
    reached.add(fileName);
    [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
  };
  visit(entry.fileName);
  return reached;
}

/**
 * Keeps the back office's modules apart from the storefront's. Rollup puts a module in one chunk only: one that both
 * pages use (Preact, TanStack Query, lib/, components/ui/) would leave the storefront's chunks for a chunk the two
 * share, and the storefront's first visit would fetch one file more and 1.3 KB more (measured). So every module the
 * back office reaches outside src/admin is resolved as its own copy (the same file, under `<id>?back-office`), and the
 * storefront's chunks stay byte for byte what they are without the back office. The build fails if a chunk is still
 * shared (a virtual module, such as Vite's preload helper, is not copied: the back office's code imports nothing lazily).
 */
export function backOfficeApart(): Plugin {
  return {
    name: 'back-office-apart',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !ofBackOffice(importer)) return null;
      const resolved = await this.resolve(source, importer.replace(COPY, ''), { ...options, skipSelf: true });
      if (!resolved || resolved.external || /[\0?]/.test(resolved.id) || resolved.id.startsWith(BACK_OFFICE_SOURCES)) return resolved;
      // Vite reads the file of a module whose id has a query (its load fallback drops the query).
      return { ...resolved, id: `${resolved.id}${COPY}` };
    },
    generateBundle(_options, bundle) {
      const entries = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry);
      const backOffice = entries.find((chunk) => chunk.facadeModuleId?.endsWith('/admin.html'));
      if (!backOffice) return;
      const ours = reachedFrom(backOffice, bundle);
      const shared = entries.filter((entry) => entry !== backOffice).flatMap((entry) => [...reachedFrom(entry, bundle)].filter((file) => ours.has(file)));
      if (shared.length) this.error(`The back office shares ${shared.join(', ')} with the storefront: the storefront's first visit would change.`);
    },
  };
}

/** The address of a back-office page (/admin, /admin/...), but not of its API (/admin/api/..., proxied). */
const BACK_OFFICE_PAGE = /^\/admin(\/(?!api(\/|$)).*)?$/;

/** Answers admin.html for every back-office page, as the API's server does in production. */
const answerBackOfficePages = (req: Connect.IncomingMessage, _res: unknown, next: () => void) => {
  const [path = '', query] = (req.url ?? '').split('?', 2);
  if (BACK_OFFICE_PAGE.test(path)) req.url = `/admin.html${query === undefined ? '' : `?${query}`}`;
  next();
};

/** `vite` and `vite preview`: /admin and every /admin/... page is admin.html (the storefront's fallback would answer index.html). */
export function serveBackOfficePages(): Plugin {
  return {
    name: 'serve-back-office-pages',
    apply: 'serve',
    // Added here, the rewrite runs before Vite's own fallback.
    configureServer: (server) => void server.middlewares.use(answerBackOfficePages),
    configurePreviewServer: (server) => void server.middlewares.use(answerBackOfficePages),
  };
}
