import { MetricsService } from '../src/metrics/metrics.service';
import { accountFactory } from './support/accounts';
import { bearer } from './support/http';
import { type EventStreamReader, streamFor } from './support/event-stream';
import { insertSubmission } from './support/submissions';
import { createTestApp, freePort, type TestApp } from './support/test-app';

const HOURS = 3600;

/** The value of the one sample of `name` with exactly `labels` (rendered as Prometheus writes them). */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('Prometheus metrics on a port of their own', () => {
  let api: TestApp;
  let metricsUrl: string;
  let stream: EventStreamReader;
  const ids: number[] = [];

  beforeAll(async () => {
    // A port free when freePort() looked may be taken before the metrics server listens on it (by
    // the embedded database's socket, or another test's server, which then answer this test's
    // scrapes with a closed connection): the app is started again on another port.
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      api = await createTestApp({ env: { METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' } });
      if (api.app.get(MetricsService).address()?.port === port) {
        metricsUrl = `http://127.0.0.1:${port}/metrics`;
        break;
      }
      await api.close();
      if (attempt === 3) throw new Error('The metrics server found no free port in 3 tries');
    }
    const account = accountFactory(api, 'metrics');
    const admin = await account({ role: 'admin' });
    const free = await account();
    const premium = await account({ tier: 'premium' });
    // Premium once, expired since: free now.
    const lapsed = await account({ tier: 'premium', endDate: new Date(Date.now() - 1000) });
    const ago = (hours: number) => new Date(Date.now() - hours * HOURS * 1000);
    ids.push(await insertSubmission(api, free.id, { createdAt: ago(30) }));
    ids.push(await insertSubmission(api, lapsed.id, { createdAt: ago(2) }));
    ids.push(await insertSubmission(api, premium.id, { createdAt: ago(5) }));
    // Reviewed or deleted: not pending.
    await insertSubmission(api, premium.id, { createdAt: ago(50), isProcessed: true });
    await insertSubmission(api, free.id, { createdAt: ago(60), deletedAt: new Date() });

    // Requests of three routes, one with ids in its URL, and one that matches no route.
    for (const id of ids) await api.request(`/api/admin/submissions/${id}/`, bearer(admin.token));
    await api.request('/api/health/live');
    await api.request('/api/health/live');
    await api.request('/api/no-such-route/98765/');
    stream = await streamFor(admin.token, api);
  });

  afterAll(async () => {
    stream?.close();
    await api?.close();
  });

  it('serves the request histogram by route template, never by raw URL', async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();

    const adminRoute = /route="(\/api\/admin\/submissions\/:id\/?)"/.exec(text)?.[1];
    expect(adminRoute).toBeDefined();
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        `{method="GET",route="${adminRoute}",status_code="200"}`,
      ),
    ).toBe(3);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        '{method="GET",route="/api/health/live",status_code="200"}',
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        '{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBe(1);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health\/live",status_code="200"\} \d+$/m,
    );
    // No id and no raw URL in any label.
    const routes = [...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route).not.toMatch(/\d{2,}/);
      expect(route).not.toContain('no-such-route');
    }
  });

  it('serves the default metrics, the pool, the open streams and the pending submissions', async () => {
    const text = await (await fetch(metricsUrl)).text();
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(text).toContain('# TYPE nodejs_heap_size_used_bytes gauge');

    expect(sample(text, 'profileproof_db_pool_size')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'profileproof_db_pool_in_use')).toBeGreaterThanOrEqual(0);
    // Queries waiting for a connection: the job queue's polling may hold one at the moment.
    expect(sample(text, 'profileproof_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'profileproof_event_streams_open')).toBe(1);

    const pending = (tier: string) =>
      sample(text, 'profileproof_submissions_pending', `{tier="${tier}"}`);
    const oldest = (tier: string) =>
      sample(text, 'profileproof_submissions_oldest_pending_age_seconds', `{tier="${tier}"}`);
    expect([pending('free'), pending('basic'), pending('premium')]).toEqual([2, 0, 1]);
    // Within a minute of the ages given (the scrape comes a little after the inserts).
    expect(oldest('free')).toBeGreaterThanOrEqual(30 * HOURS);
    expect(oldest('free')).toBeLessThan(30 * HOURS + 60);
    expect(oldest('premium')).toBeGreaterThanOrEqual(5 * HOURS);
    expect(oldest('premium')).toBeLessThan(5 * HOURS + 60);
    expect(oldest('basic')).toBe(0);
  });

  it('counts a stream that ends', async () => {
    stream.close();
    // Bounded: 50 scrapes, 100 ms apart, until the server has seen the client go.
    let open: number | undefined = 1;
    for (let attempt = 0; attempt < 50 && open !== 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      open = sample(await (await fetch(metricsUrl)).text(), 'profileproof_event_streams_open');
    }
    expect(open).toBe(0);
  });

  it('serves nothing else on its port, and no metrics on the public port', async () => {
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/api/health/live'))).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(404);
    expect((await api.request('/metrics')).status).toBe(404);
    expect((await api.request('/api/metrics')).status).toBe(404);
  });
});
