import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

// What an operator watches (issue 15), in Prometheus's text format at GET /metrics: requests by route (the route's
// pattern, never the raw address, so the series stay few), their latency and errors, the database pool, the mail queue
// and the catalogue's cached answers and kept searches; and Node's own (memory, event-loop lag, garbage collection).

export interface MetricsSources {
  /** The PostgreSQL pool's connections (undefined on the embedded database). */
  pool(): { total: number; idle: number; waiting: number } | undefined;
  /** Mails queued and not sent yet. */
  unsentMails(): Promise<number>;
  /** The catalogue's cached answers. */
  cachedAnswers(): { answers: number; bytes: number };
  /** What searches read, kept (counts and suggestions), and how many a change dropped wait to be read again. */
  keptSearches(): { kept: number; refilling: number };
}

export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by method, route and status, with how long they took',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'Answers with a 5xx status, by route',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const gauge = (name: string, help: string, read: (s: MetricsSources) => Promise<number | undefined> | number | undefined) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const value = await read(sources);
        if (value !== undefined) this.set(value);
      },
    });
  gauge('db_pool_connections', 'PostgreSQL connections open in the pool', (s) => s.pool()?.total);
  gauge('db_pool_idle_connections', 'PostgreSQL connections idle in the pool', (s) => s.pool()?.idle);
  gauge('db_pool_waiting_requests', 'Queries waiting for a PostgreSQL connection', (s) => s.pool()?.waiting);
  gauge('mail_queue_unsent', 'Mails queued and not sent yet (outbox_mails)', (s) => s.unsentMails());
  gauge('catalogue_cached_answers', 'Catalogue answers held by the read model', (s) => s.cachedAnswers().answers);
  gauge('catalogue_cached_bytes', 'Bytes of catalogue answers held by the read model', (s) => s.cachedAnswers().bytes);
  gauge('catalogue_kept_searches', 'Searches whose count or suggested products are kept', (s) => s.keptSearches().kept);
  gauge('catalogue_kept_searches_refilling', 'Searches a catalogue change dropped, waiting to be read again', (s) => s.keptSearches().refilling);

  return {
    registry,
    /** One answered request. */
    observe(method: string, route: string, status: number, seconds: number) {
      requests.observe({ method, route, status: String(status) }, seconds);
      if (status >= 500) errors.inc({ method, route });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
