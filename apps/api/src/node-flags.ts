/**
 * The V8 flags the server runs with (decision 0048): new objects' space kept at 2 MiB a half and the old generation let
 * grow 30 % past what survived its last collection before the next, instead of V8's defaults (16 MiB, and growth up to
 * fourfold under a high allocation rate). Under load they hold the server at about 120 MiB instead of 200-250, for no
 * measurable loss of cached answers' throughput. Allocation sites are not pretenured (decision 0066): V8 would otherwise
 * put objects of a read-model miss straight into the old generation, which then fills and is collected about twice as
 * often, and those collections' pauses land in the heaviest misses. The old generation is marked on the main thread, in
 * steps paced with allocation (decision 0067): marked beside it on a helper thread, on two cores shared with
 * PostgreSQL, it took a core from the misses under way for tens of milliseconds. `npm start` (both), the Dockerfile,
 * bench:http and the catalogue benches start it with them; node-flags.test.ts checks that they do.
 */
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=2',
  '--heap-growing-percent=30',
  '--no-allocation-site-pretenuring',
  '--no-concurrent-marking',
] as const;
