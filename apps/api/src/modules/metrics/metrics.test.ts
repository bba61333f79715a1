import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seenWithin } from '../../test-support/eventually.js';
import { getRaw, listening } from '../../test-support/http-client.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

// GET /metrics: what an operator's Prometheus scrapes (issue 15), readable only by who may.

const sample = (text: string, name: string, labels: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

describe.each(backends)('the metrics, on %s', (backend) => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    origin = await listening(t.app);
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('counts requests by method, route pattern and status, those served from the cache too, with their latency', async () => {
    // Asked until the catalogue's cache serves it (on PostgreSQL it serves once its listener is up).
    let asked = 0;
    const count = async (route: string) => sample(await scrape(), 'http_request_duration_seconds_count', `method="GET",route="${route}",status="200"`) ?? 0;
    await seenWithin(3000, async () => {
      await getRaw(origin, '/brand/');
      asked++;
      return (await count('catalogue (cached)')) >= 2;
    });
    await t.api('GET', '/stock/424242/');
    const text = await scrape();
    // Those the route answered and those the cache answered, before Fastify, are all counted, each under its name.
    const byRoute = sample(text, 'http_request_duration_seconds_count', 'method="GET",route="/customer/api/v1/brand/",status="200"') ?? 0;
    const cached = sample(text, 'http_request_duration_seconds_count', 'method="GET",route="catalogue (cached)",status="200"') ?? 0;
    expect(byRoute).toBeGreaterThanOrEqual(1);
    expect(cached).toBeGreaterThanOrEqual(2);
    expect(byRoute + cached).toBe(asked);
    // The route's pattern, never the address asked: the series stay few whatever callers send.
    expect(sample(text, 'http_request_duration_seconds_count', 'route="/customer/api/v1/stock/:id/",status="404"')).toBe(1);
    expect(text).not.toContain('424242');
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005"');
  });

  it('says how many mails wait to be sent, what the catalogue cache holds, and Node’s own figures', async () => {
    const text = await scrape();
    expect(sample(text, 'mail_queue_unsent', '') ?? Number(/^mail_queue_unsent (\d+)/m.exec(text)?.[1])).toBeGreaterThanOrEqual(0);
    expect(Number(/^catalogue_cached_answers (\d+)/m.exec(text)?.[1])).toBeGreaterThan(0);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    if (backend === 'postgres') expect(Number(/^db_pool_connections (\d+)/m.exec(text)?.[1])).toBeGreaterThan(0);
  });

  it('answers only callers on this machine when no token is set; others are told there is no such path', async () => {
    const outside = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});

describe('the metrics behind METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: false, metricsToken: 'scrape_me_0123456789' });
  });
  afterAll(() => t.close());

  it('answers a scraper with the token, from anywhere, and refuses anyone else with 401', async () => {
    const withToken = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: 'Bearer scrape_me_0123456789' },
    });
    expect(withToken.statusCode).toBe(200);
    for (const authorization of [undefined, 'Bearer scrape_me_012345678', 'Bearer scrape_me_0123456789x', 'Basic scrape_me_0123456789']) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: false, code: 'UNAUTHORIZED' });
    }
  });
});
