# The shop in one image: the API server, serving the built storefront (apps/web/dist, and its server bundle
# apps/web/dist-server for the server-rendered pages). Several containers of it run behind a proxy on one PostgreSQL and
# one Redis: deploy/compose.yaml, docs/deploy.md.
#
#   docker build -t akwaaba-market .
#
# The same base image in both stages: argon2's prebuilt binary, installed in the runtime stage, matches its system.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# The manifests first, so that a change of source alone does not reinstall the dependencies. npm ci needs every
# workspace's package.json (the lock names all four), even those it is not asked to install.
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# What the build needs: the root's tools (TypeScript) and the three packages it builds; not the end-to-end journeys'
# browsers and benchmarks. (npm 10, in this image, may install e2e's too: harmless, this stage is thrown away.)
RUN npm ci --workspace packages/contract --workspace apps/api --workspace apps/web --include-workspace-root
COPY . .
# contract → packages/contract/dist, api → apps/api/dist, web → apps/web/dist and apps/web/dist-server.
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# Only what the server imports at run time: the API's production dependencies and @shop/contract (a link to
# packages/contract, whose package.json points Node at its built dist/). The storefront's server bundle carries its own
# libraries (vite.config.ts: ssr.noExternal), so the web's dependencies are not needed here.
RUN npm ci --omit=dev --workspace packages/contract --workspace apps/api --include-workspace-root=false \
  && npm cache clean --force
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY --from=build /app/apps/api/dist apps/api/dist
# Read beside the code, found from it (apps/api/src/db/client.ts, plugins/web.ts): the migrations, the catalogue's
# images, and the storefront at ../../../web/dist from apps/api/dist/plugins, the default of WEB_DIST_DIR.
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/api/assets apps/api/assets
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
# The code stays root's and read-only; the server runs as `node`. The data folder is only used without DATABASE_URL
# (the embedded PGlite, one container), so that `docker run` alone also works.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# The server drains on SIGTERM (docs/deploy.md, "Stopping and deploying"); Docker's default, said plainly.
STOPSIGNAL SIGTERM
# 200 only while the database answers. No curl in the slim image: Node's own fetch, given 4 s. The start period
# covers the first start's migrations and catalogue seed.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The V8 flags hold memory under load, keep a catalogue miss's objects out of the old generation and mark that
# generation on the main thread (apps/api/src/node-flags.ts, decisions 48, 66 and 67).
CMD ["node", "--max-semi-space-size=2", "--heap-growing-percent=30", "--no-allocation-site-pretenuring", "--no-concurrent-marking", "apps/api/dist/server.js"]
