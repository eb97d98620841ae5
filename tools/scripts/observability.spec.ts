import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { parse } from 'yaml';
import { TIERS } from '../../libs/contracts/src/lib/subscriptions';

/**
 * The Grafana dashboard and the Prometheus alert rules (docker/observability) query only metrics
 * the API exposes, with the labels they carry, and the alerts hold the thresholds operators were
 * promised. The rules' behaviour over time is unit-tested by promtool where it is installed
 * (alert-rules.test.yml, docker/k8s/README.md); this test needs nothing but Node.js.
 */
const workspaceRoot = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(workspaceRoot, file), 'utf8');

/** The API's own metrics (its /metrics on METRICS_PORT), and Prometheus's `up`. */
const API_METRICS = [
  'profileproof_db_pool_in_use',
  'profileproof_db_pool_waiting',
  'profileproof_db_pool_size',
  'profileproof_event_streams_open',
  'profileproof_submissions_pending',
  'profileproof_submissions_oldest_pending_age_seconds',
  'profileproof_jobs_queued',
  'profileproof_jobs_failed',
  'profileproof_jobs_oldest_age_seconds',
  'up',
];
const API_HISTOGRAMS = ['http_request_duration_seconds'];
/** Labels: the histogram's, the gauges', Prometheus's target labels and prometheus.yml's. */
const LABELS = new Set([
  'method',
  'route',
  'status_code',
  'le',
  'tier',
  'queue',
  'job',
  'instance',
  'pod',
  'namespace',
]);
/** What each plan promises: the oldest pending submission of a tier alerts past this. */
const PLAN_WINDOW_SECONDS: Record<(typeof TIERS)[number], number> = {
  free: 24 * 3600,
  basic: 4 * 3600,
  premium: 3600,
};

const histogramSeries = (name: string) => [`${name}_bucket`, `${name}_count`, `${name}_sum`];

async function knownMetrics(): Promise<Set<string>> {
  // prom-client's default process and Node.js metrics, as the API registers them.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const defaults = (await registry.getMetricsAsJSON()).flatMap((metric) =>
    String(metric.type) === 'histogram' ? histogramSeries(metric.name) : [metric.name],
  );
  return new Set([...API_METRICS, ...API_HISTOGRAMS.flatMap(histogramSeries), ...defaults]);
}

const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

/** The metric names and label names a PromQL expression (with Grafana variables) selects on. */
function promqlNames(expr: string): { metrics: string[]; labels: string[] } {
  const labels: string[] = [];
  const text = expr
    .replace(/\$\{?\w+\}?/g, ' ')
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{([^{}]*)\}/g, (_all, matchers: string) => {
      // Each matcher is `label op ""` once the strings are emptied.
      for (const matcher of matchers.split(',').filter((m) => m.trim())) {
        labels.push(matcher.split(/[=!]/)[0].trim());
      }
      return ' ';
    })
    .replace(/\[[^[\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\(([^)]*)\)/g, (_all, list) => {
      labels.push(
        ...(list as string)
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      );
      return ' ';
    })
    .replace(/\b\d+(?:\.\d+)?(?:e[+-]?\d+)?(?:ms|[smhdwy])?\b/gi, ' ');
  const metrics = [...text.matchAll(/[a-zA-Z_:][\w:]*/g)]
    .filter((match) => !/^\s*\(/.test(text.slice((match.index ?? 0) + match[0].length)))
    .map((match) => match[0])
    .filter((name) => !KEYWORDS.has(name.toLowerCase()));
  return { metrics, labels };
}

/** Unknown metrics and labels in some expressions, as problems (empty: fine). */
function unknownNames(exprs: string[], known: Set<string>): string[] {
  return exprs.flatMap((expr) => {
    const { metrics, labels } = promqlNames(expr);
    return [
      ...metrics.filter((name) => !known.has(name)).map((name) => `unknown metric ${name}`),
      ...labels.filter((name) => !LABELS.has(name)).map((name) => `unknown label ${name}`),
    ];
  });
}

interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
const rules = (
  parse(read('docker/observability/alert-rules.yml')) as {
    groups: { name: string; rules: Rule[] }[];
  }
).groups.flatMap((group) => group.rules);
const alert = (name: string) => rules.find((rule) => rule.alert === name);

interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  gridPos: { x: number; y: number; w: number; h: number };
  targets?: { refId: string; expr: string; datasource?: { uid: string } }[];
}
const dashboard = JSON.parse(read('docker/observability/grafana-dashboard.json')) as {
  uid: string;
  title: string;
  templating: { list: { name: string; type: string; query: unknown }[] };
  panels: Panel[];
};
const queries = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((t) => t.expr);

describe('promqlNames', () => {
  it('finds the metrics and labels, not functions, keywords, numbers or variables', () => {
    expect(
      promqlNames(
        'histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{job="$job", route!~".*/events/?"}[$__rate_interval]))) > 1 and on (instance) up offset 5m',
      ),
    ).toEqual({
      metrics: ['http_request_duration_seconds_bucket', 'up'],
      labels: ['job', 'route', 'le', 'instance'],
    });
    expect(
      promqlNames('max by (tier) (a_b{tier="free"}) > 24 * 3600 or c_d:e > 1e3').metrics,
    ).toEqual(['a_b', 'c_d:e']);
  });
});

describe('docker/observability/alert-rules.yml', () => {
  it('queries only metrics the API exposes, by their labels', async () => {
    expect(
      unknownNames(
        rules.map((rule) => rule.expr),
        await knownMetrics(),
      ),
    ).toEqual([]);
  });

  it('gives every alert a duration, a severity and a summary', () => {
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^ProfileProof[A-Za-z]+$/);
      expect(rule.for).toMatch(/^\d+m$/);
      expect(['critical', 'warning']).toContain(rule.labels?.['severity']);
      expect(rule.annotations?.['summary']).toBeTruthy();
    }
  });

  it('alerts on 5xx above 1 % for 5 minutes and p99 above 1 s for 10 minutes', () => {
    const errors = alert('ProfileProofHighErrorRate');
    expect(errors?.expr).toMatch(/status_code=~"5\.\."/);
    expect(errors?.expr).toMatch(/> 0\.01\s*$/);
    expect(errors?.for).toBe('5m');
    const slow = alert('ProfileProofSlowRequests');
    expect(slow?.expr).toMatch(/histogram_quantile\(\s*0\.99,/);
    expect(slow?.expr).toMatch(/\) > 1\s*$/);
    expect(slow?.for).toBe('10m');
  });

  it("alerts when a tier's oldest pending submission is past its plan's window, for every tier", () => {
    const expr = alert('ProfileProofSubmissionPastPlanWindow')?.expr ?? '';
    const windows = Object.fromEntries(
      [...expr.matchAll(/tier="(\w+)"\}\) > (\d+)(?: \* (\d+))?/g)].map(([, tier, a, b]) => [
        tier,
        Number(a) * Number(b ?? 1),
      ]),
    );
    expect(windows).toEqual(PLAN_WINDOW_SECONDS);
    expect(Object.keys(windows).sort()).toEqual([...TIERS].sort());
  });

  it('alerts on failed jobs and on instances down', () => {
    expect(alert('ProfileProofJobsFailed')?.expr).toMatch(/profileproof_jobs_failed\) > 0$/);
    expect(alert('ProfileProofInstanceDown')?.expr).toBe('up{job="profileproof-api"} == 0');
  });
});

describe('docker/observability/grafana-dashboard.json', () => {
  it('queries only metrics the API exposes, by their labels', async () => {
    expect(unknownNames(queries, await knownMetrics())).toEqual([]);
  });

  it('reads its data source from a variable, in every panel and query', () => {
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }),
    );
    for (const panel of dashboard.panels.filter((p) => p.type !== 'row')) {
      expect(panel.datasource?.uid).toBe('${datasource}');
      for (const target of panel.targets ?? [])
        expect(target.datasource?.uid).toBe('${datasource}');
    }
  });

  it('shows every figure an operator watches', () => {
    for (const metric of [...API_METRICS, ...API_HISTOGRAMS]) {
      expect(queries.some((query) => query.includes(metric))).toBe(true);
    }
    expect(queries.join('\n')).toMatch(/histogram_quantile\(0\.5,/);
    expect(queries.join('\n')).toMatch(/histogram_quantile\(0\.99,/);
  });

  it('lays panels out on the 24-column grid without duplicate ids or query ids', () => {
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of dashboard.panels) {
      expect(panel.gridPos.x + panel.gridPos.w).toBeLessThanOrEqual(24);
      const refIds = (panel.targets ?? []).map((target) => target.refId);
      expect(new Set(refIds).size).toBe(refIds.length);
    }
  });

  it('would catch a misspelt metric or label', async () => {
    const known = await knownMetrics();
    expect(
      unknownNames(
        [
          'sum(profileproof_db_pool_used)',
          'sum by (tiers) (profileproof_submissions_pending{status="pending"})',
        ],
        known,
      ),
    ).toEqual([
      'unknown metric profileproof_db_pool_used',
      'unknown label status',
      'unknown label tiers',
    ]);
  });
});
