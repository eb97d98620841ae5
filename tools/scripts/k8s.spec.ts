import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IContainer, IPodTemplateSpec, IProbe } from 'kubernetes-models/v1';
import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IJob } from 'kubernetes-models/batch/v1';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1';
import type { IService, IConfigMap } from 'kubernetes-models/v1';
import table from '../../libs/remotes/src/remotes.json';
import { API_PATHS } from '../../libs/contracts/src/lib/api-paths';
import { type K8sObject, render, schemaErrors } from './kustomize';

/**
 * The Kubernetes manifests (docker/k8s), checked without a cluster or kubectl: each kustomization
 * rendered as `kubectl kustomize` renders it (./kustomize.ts), every object validated against the
 * Kubernetes schemas (kubernetes-models), then what an operator relies on: the probes hit the
 * API's health paths, the drain fits in the grace period, the PDB and HPA act on the API's pods,
 * every variable set is one the API or the front ends read, no secret value is committed, and the
 * live-update streams go through the Ingress unbuffered.
 */
const workspaceRoot = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(workspaceRoot, file), 'utf8');
const K8S = path.join(workspaceRoot, 'docker/k8s');
const KUSTOMIZATIONS = ['base', 'overlays/production'];

/** The API's health paths: `/api/health` keeps its answer; the probes use its two parts. */
const HEALTH_LIVE = `${API_PATHS.health}/live`;
const HEALTH_READY = `${API_PATHS.health}/ready`;
/** The API's drain budget when SHUTDOWN_TIMEOUT is not set (docs/configuration.md). */
const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 10;
const DEFAULT_METRICS_PORT = 9464;
/** What a quiet event stream may stay open without a byte, at least, through the Ingress. */
const MIN_STREAM_READ_TIMEOUT_SECONDS = 300;

/** Variable names in backquotes in the first cell of a markdown table's rows. */
function tableVariables(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const line of markdown.split('\n').filter((l) => l.startsWith('|'))) {
    for (const [, name] of (line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)) {
      names.add(name);
    }
  }
  return names;
}

/** What the API reads: the one table of docs/configuration.md (kept exact by docs.spec.ts). */
const API_VARIABLES = tableVariables(read('docs/configuration.md'));
/** What the front-end image reads: its table in docker/README.md. */
const WEB_VARIABLES = tableVariables(
  read('docker/README.md').split('### Front-end containers')[1]?.split('\n### ')[0] ?? '',
);

const remoteUrlVariable = (name: string) => `${name.toUpperCase()}_REMOTE_URL`;

function find<T>(objects: K8sObject[], kind: string, name: string): T | undefined {
  return objects.find((o) => o.kind === kind && o.metadata.name === name) as T | undefined;
}
const ofKind = <T>(objects: K8sObject[], kind: string) =>
  objects.filter((o) => o.kind === kind) as unknown as (T & K8sObject)[];

function templates(objects: K8sObject[]): { owner: string; template: IPodTemplateSpec }[] {
  return objects.flatMap((object) => {
    const template = (object as { spec?: { template?: IPodTemplateSpec } }).spec?.template;
    return template ? [{ owner: `${object.kind} ${object.metadata.name}`, template }] : [];
  });
}

const selects = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  selector !== undefined &&
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/** Seconds of a duration written as seconds or with a unit (`10`, `10s`, `1500ms`, `1m`). */
function seconds(value: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(value.trim());
  if (!match) throw new Error(`not a duration: ${value}`);
  const unit = { ms: 0.001, s: 1, m: 60 }[match[2] ?? 's'] ?? 1;
  return Number(match[1]) * unit;
}

function probePath(probe: IProbe | undefined): string | undefined {
  return probe?.httpGet?.path;
}

/** The environment variable names a container gets (env, and the keys of envFrom ConfigMaps). */
function environmentNames(container: IContainer, objects: K8sObject[]): string[] {
  const fromConfigMaps = (container.envFrom ?? []).flatMap((source) => {
    const name = source.configMapRef?.name;
    const map = name ? find<IConfigMap>(objects, 'ConfigMap', name) : undefined;
    return Object.keys(map?.data ?? {});
  });
  return [...fromConfigMaps, ...(container.env ?? []).map((variable) => variable.name)];
}

/** Everything an operator relies on, as a list of problems (empty: fine). */
function operatorProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const api = find<IDeployment>(objects, 'Deployment', 'profileproof-api');
  const apiConfig = find<IConfigMap>(objects, 'ConfigMap', 'profileproof-api')?.data ?? {};
  const container = api?.spec?.template.spec?.containers.find((c) => c.name === 'api');
  if (!api || !container) return ['no Deployment profileproof-api with a container "api"'];
  const podLabels = api.spec?.template.metadata?.labels ?? {};

  // Probes: the process, then "may I send traffic here"; startup before liveness applies.
  if (probePath(container.livenessProbe) !== HEALTH_LIVE) {
    problems.push(`liveness probe must GET ${HEALTH_LIVE}`);
  }
  if (probePath(container.readinessProbe) !== HEALTH_READY) {
    problems.push(`readiness probe must GET ${HEALTH_READY}`);
  }
  if (probePath(container.startupProbe) !== HEALTH_LIVE) {
    problems.push(`startup probe must GET ${HEALTH_LIVE}`);
  }
  const portNames = new Set((container.ports ?? []).map((port) => port.name));
  for (const probe of [container.livenessProbe, container.readinessProbe, container.startupProbe]) {
    const port = probe?.httpGet?.port;
    const known =
      typeof port === 'string'
        ? portNames.has(port)
        : (container.ports ?? []).some((p) => p.containerPort === port);
    if (!known) problems.push(`a probe's port ${String(port)} is not a port of the container`);
  }
  const httpPort = (container.ports ?? []).find((port) => port.name === 'http');
  if (httpPort?.containerPort !== Number(apiConfig['PORT'] ?? 3000)) {
    problems.push('the container port "http" must be the API\'s PORT');
  }

  // The drain: preStop, then SIGTERM and at most SHUTDOWN_TIMEOUT, all before SIGKILL.
  const preStop = container.lifecycle?.preStop;
  const sleepSeconds =
    preStop?.exec?.command?.[0] === 'sleep' ? Number(preStop.exec.command[1]) : undefined;
  if (!sleepSeconds || sleepSeconds <= 0) {
    problems.push('the API container needs a preStop `sleep N` (endpoints drop the pod first)');
  }
  const shutdown = apiConfig['SHUTDOWN_TIMEOUT']
    ? seconds(apiConfig['SHUTDOWN_TIMEOUT'])
    : DEFAULT_SHUTDOWN_TIMEOUT_SECONDS;
  const grace = api.spec?.template.spec?.terminationGracePeriodSeconds ?? 30;
  if (!(grace > (sleepSeconds ?? 0) + shutdown)) {
    problems.push(
      `terminationGracePeriodSeconds (${grace}) must exceed preStop (${sleepSeconds}) + SHUTDOWN_TIMEOUT (${shutdown})`,
    );
  }

  // Metrics: their own port, announced to Prometheus, never behind a Service.
  const metricsPort = Number(apiConfig['METRICS_PORT'] ?? DEFAULT_METRICS_PORT);
  const annotations = api.spec?.template.metadata?.annotations ?? {};
  if (
    !(container.ports ?? []).some((p) => p.name === 'metrics' && p.containerPort === metricsPort)
  ) {
    problems.push(`the API container must declare the metrics port ${metricsPort}`);
  }
  if (
    annotations['prometheus.io/scrape'] !== 'true' ||
    annotations['prometheus.io/port'] !== String(metricsPort) ||
    annotations['prometheus.io/path'] !== '/metrics'
  ) {
    problems.push('the API pods must carry the Prometheus scrape annotations');
  }

  // Disruptions and scaling act on the API's pods.
  const pdbs = ofKind<IPodDisruptionBudget>(objects, 'PodDisruptionBudget');
  if (!pdbs.some((pdb) => selects(pdb.spec?.selector?.matchLabels, podLabels))) {
    problems.push("no PodDisruptionBudget selects the API's pods");
  }
  const hpa = ofKind<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler').find(
    (entry) =>
      entry.spec?.scaleTargetRef.kind === 'Deployment' &&
      entry.spec.scaleTargetRef.name === api.metadata?.name,
  );
  if (!hpa) problems.push('no HorizontalPodAutoscaler scales the API Deployment');
  if (hpa && api.spec?.replicas !== undefined) {
    problems.push('the API Deployment sets replicas, which every apply would reset under the HPA');
  }
  if (hpa && !hpa.spec?.metrics?.some((metric) => metric.resource?.name === 'cpu')) {
    problems.push('the HPA scales on CPU');
  }
  if (!container.resources?.requests?.['cpu']) {
    problems.push('the API container needs a CPU request (the HPA measures against it)');
  }
  for (const pdb of pdbs) {
    const unavailable = Number(pdb.spec?.maxUnavailable ?? 0);
    if (hpa && unavailable >= (hpa.spec?.minReplicas ?? 1)) {
      problems.push('the PDB allows every API pod to be evicted at once');
    }
  }

  // Every variable set is one the program reads; every reference resolves.
  for (const name of environmentNames(container, objects)) {
    if (!API_VARIABLES.has(name)) {
      problems.push(`the API gets ${name}, which is not in docs/configuration.md`);
    }
  }
  for (const { owner, template } of templates(objects)) {
    for (const entry of template.spec?.containers ?? []) {
      for (const variable of entry.env ?? []) {
        const ref = variable.valueFrom?.configMapKeyRef;
        if (
          ref &&
          !(ref.key in (find<IConfigMap>(objects, 'ConfigMap', ref.name ?? '')?.data ?? {}))
        ) {
          problems.push(`${owner}: ${variable.name} refers to a missing ConfigMap key ${ref.key}`);
        }
        if (
          variable.value !== undefined &&
          /SECRET|PASSWORD|DATABASE_URL|SMTP_URL|REDIS_URL/.test(variable.name)
        ) {
          problems.push(`${owner}: ${variable.name} must come from a Secret, not a value`);
        }
      }
      for (const source of entry.envFrom ?? []) {
        if (source.secretRef)
          problems.push(`${owner}: list Secret keys one by one (env), not envFrom`);
      }
    }
  }

  // No secret value in the repository: Secrets are referenced, created by the operator.
  for (const object of objects.filter((o) => o.kind === 'Secret')) {
    problems.push(`Secret ${object.metadata.name} is committed with its values`);
  }
  for (const map of ofKind<IConfigMap>(objects, 'ConfigMap')) {
    for (const key of Object.keys(map.data ?? {})) {
      if (/SECRET|PASSWORD|DATABASE_URL|SMTP_URL|REDIS_URL/.test(key)) {
        problems.push(`ConfigMap ${map.metadata?.name} holds ${key}, which belongs in the Secret`);
      }
    }
  }

  // Hardened like the Compose file (non-root, read-only, no capabilities, no escalation), which
  // is also what the production namespace's "restricted" Pod Security level admits.
  for (const { owner, template } of templates(objects)) {
    const pod = template.spec;
    for (const entry of pod?.containers ?? []) {
      const context = entry.securityContext;
      if (
        pod?.securityContext?.runAsNonRoot !== true ||
        pod.securityContext.seccompProfile?.type !== 'RuntimeDefault' ||
        context?.readOnlyRootFilesystem !== true ||
        context.allowPrivilegeEscalation !== false ||
        !context.capabilities?.drop?.includes('ALL')
      ) {
        problems.push(`${owner}: container ${entry.name} is not hardened`);
      }
    }
  }

  // Migrations: once per deploy, by the Job, with the API's image and its CLI.
  const job = ofKind<IJob>(objects, 'Job').find((entry) =>
    entry.spec?.template.spec?.containers.some((c) => c.args?.includes('migration:run')),
  );
  const migrate = job?.spec?.template.spec?.containers[0];
  if (!job || !migrate) {
    problems.push('no Job runs migration:run');
  } else {
    if (migrate.image !== container.image)
      problems.push('the migration Job must use the API image');
    if (job.spec?.template.spec?.restartPolicy === 'Always')
      problems.push('a Job cannot restart Always');
  }
  if (apiConfig['RUN_MIGRATIONS'] !== 'false') {
    problems.push('API replicas must not migrate at start (RUN_MIGRATIONS=false): the Job does');
  }

  // Services reach pods, on ports the containers declare.
  const deployments = ofKind<IDeployment>(objects, 'Deployment');
  for (const service of ofKind<IService>(objects, 'Service')) {
    const target = deployments.find((d) =>
      selects(service.spec?.selector, d.spec?.template.metadata?.labels ?? {}),
    );
    if (!target) {
      problems.push(`Service ${service.metadata?.name} selects no Deployment's pods`);
      continue;
    }
    const declared = target.spec?.template.spec?.containers.flatMap((c) => c.ports ?? []) ?? [];
    for (const port of service.spec?.ports ?? []) {
      if (
        !declared.some((p) => p.name === port.targetPort || p.containerPort === port.targetPort)
      ) {
        problems.push(
          `Service ${service.metadata?.name}: no container port ${String(port.targetPort)}`,
        );
      }
      if (port.targetPort === 'metrics') problems.push('metrics must not be behind a Service');
    }
  }

  // The Ingress: every backend exists; the event stream path is unbuffered with a long timeout.
  const ingresses = ofKind<IIngress>(objects, 'Ingress');
  const routes = ingresses.flatMap((ingress) =>
    (ingress.spec?.rules ?? []).flatMap((rule) =>
      (rule.http?.paths ?? []).map((entry) => ({ ingress, host: rule.host, entry })),
    ),
  );
  for (const { ingress, entry } of routes) {
    const backend = entry.backend.service;
    const service = backend && find<IService>(objects, 'Service', backend.name);
    if (!service || !service.spec?.ports?.some((p) => p.name === backend?.port?.name)) {
      problems.push(`Ingress ${ingress.metadata?.name}: backend ${backend?.name} does not exist`);
    }
  }
  // The shell's host (where `/` goes to the shell) also carries the API.
  const shellHost = routes.find(
    ({ entry }) =>
      entry.path === '/' && entry.backend.service?.name === `profileproof-${table.host.project}`,
  )?.host;
  if (!shellHost) problems.push('the Ingress must serve the shell at /');
  /** The route ingress-nginx picks for a path on the shell's host: the longest matching prefix. */
  const routeOf = (pathname: string) =>
    routes
      .filter(({ host, entry }) => host === shellHost && pathname.startsWith(entry.path ?? '/'))
      .sort((a, b) => (b.entry.path ?? '').length - (a.entry.path ?? '').length)[0];
  const stream = routeOf(API_PATHS.events.stream);
  const streamAnnotations = stream?.ingress.metadata?.annotations ?? {};
  if (stream?.entry.backend.service?.name !== 'profileproof-api') {
    problems.push(`${API_PATHS.events.stream} must reach the API`);
  }
  if (streamAnnotations['nginx.ingress.kubernetes.io/proxy-buffering'] !== 'off') {
    problems.push(`${API_PATHS.events.stream} must not be buffered by the Ingress`);
  }
  if (
    Number(streamAnnotations['nginx.ingress.kubernetes.io/proxy-read-timeout'] ?? 60) <
    MIN_STREAM_READ_TIMEOUT_SECONDS
  ) {
    problems.push(`${API_PATHS.events.stream} needs a long proxy-read-timeout`);
  }
  if (routeOf(API_PATHS.health)?.entry.backend.service?.name !== 'profileproof-api') {
    problems.push('/api must reach the API');
  }

  // The front ends, as in Compose: one Deployment per app of the table, on the image's port.
  for (const app of [table.host, ...table.remotes]) {
    const web = find<IDeployment>(objects, 'Deployment', `profileproof-${app.project}`);
    const entry = web?.spec?.template.spec?.containers[0];
    if (!entry) {
      problems.push(`no Deployment for the front end ${app.project}`);
      continue;
    }
    if (!entry.image?.replace(/:[^/:]*$/, '').endsWith(`profileproof/${app.project}`)) {
      problems.push(`${app.project} must run the image profileproof/${app.project}`);
    }
    if (!entry.ports?.some((p) => p.containerPort === 8080)) {
      problems.push(`${app.project}: nginx listens on 8080`);
    }
    if (probePath(entry.readinessProbe) !== '/healthz') {
      problems.push(`${app.project}: the readiness probe is the image's /healthz`);
    }
    for (const name of environmentNames(entry, objects)) {
      if (!WEB_VARIABLES.has(name)) {
        problems.push(`${app.project} gets ${name}, which the front-end image does not read`);
      }
    }
  }
  const shell = find<IDeployment>(objects, 'Deployment', `profileproof-${table.host.project}`);
  const shellEnv = shell?.spec?.template.spec?.containers[0]
    ? environmentNames(shell.spec.template.spec.containers[0], objects)
    : [];
  for (const remote of table.remotes) {
    if (!shellEnv.includes(remoteUrlVariable(remote.name))) {
      problems.push(`the shell needs ${remoteUrlVariable(remote.name)}`);
    }
  }
  return problems;
}

describe.each(KUSTOMIZATIONS)('docker/k8s/%s', (kustomization) => {
  let objects: K8sObject[];
  beforeAll(() => {
    objects = render(path.join(K8S, kustomization));
  });

  it('renders every object the product needs', () => {
    const kinds = objects.map((o) => `${o.kind}/${o.metadata.name}`);
    for (const needed of [
      'Deployment/profileproof-api',
      'Service/profileproof-api',
      'PodDisruptionBudget/profileproof-api',
      'HorizontalPodAutoscaler/profileproof-api',
      'Job/profileproof-migrate',
      'ConfigMap/profileproof-api',
      'ConfigMap/profileproof-web',
      'Ingress/profileproof',
      'Ingress/profileproof-events',
    ]) {
      expect(kinds).toContain(needed);
    }
  });

  it('validates against the Kubernetes schemas, with no unknown field', () => {
    expect(schemaErrors(objects)).toEqual([]);
  }, 60_000);

  it('is consistent with the API, the front ends and the drain', () => {
    expect(operatorProblems(objects)).toEqual([]);
  });
});

describe('docker/k8s/overlays/production', () => {
  const objects = render(path.join(K8S, 'overlays/production'));

  it('puts every namespaced object in its namespace, with released images', () => {
    for (const object of objects.filter((o) => o.kind !== 'Namespace')) {
      expect(object.metadata.namespace).toBe('profileproof');
    }
    for (const { template } of templates(objects)) {
      for (const container of template.spec?.containers ?? []) {
        expect(container.image).toMatch(
          /^registry\.example\.com\/profileproof\/[a-z-]+:\d+\.\d+\.\d+$/,
        );
      }
    }
  });

  it('serves every host over TLS', () => {
    for (const ingress of ofKind<IIngress>(objects, 'Ingress')) {
      const hosts = (ingress.spec?.rules ?? []).map((rule) => rule.host);
      expect(ingress.spec?.tls?.flatMap((entry) => entry.hosts ?? [])).toEqual(
        expect.arrayContaining(hosts),
      );
    }
  });
});

describe('secret values', () => {
  it('are never committed: the Secret is referenced, its example file holds none', () => {
    const tracked = spawnSync('git', ['ls-files', 'docker/k8s'], {
      cwd: workspaceRoot,
      encoding: 'utf8',
    }).stdout.split('\n');
    expect(tracked).not.toContain('docker/k8s/secret.env');
    const ignored = spawnSync('git', ['check-ignore', '-q', 'docker/k8s/secret.env'], {
      cwd: workspaceRoot,
    });
    expect(ignored.status).toBe(0);
    const example = read('docker/k8s/base/secret.env.example');
    expect(example).toMatch(/^JWT_SECRET=$/m);
    expect(example).toContain('CHANGE-ME');
  });

  it('lists in the example every key the Deployment reads from the Secret', () => {
    const objects = render(path.join(K8S, 'base'));
    const keys = templates(objects).flatMap(({ template }) =>
      (template.spec?.containers ?? []).flatMap((c) =>
        (c.env ?? []).flatMap((v) =>
          v.valueFrom?.secretKeyRef ? [v.valueFrom.secretKeyRef.key] : [],
        ),
      ),
    );
    const example = read('docker/k8s/base/secret.env.example');
    for (const key of new Set(keys)) expect(example).toMatch(new RegExp(`^(# )?${key}=`, 'm'));
  });
});

describe('a broken manifest', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pp-k8s-'));
    cpSync(K8S, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const edit = (file: string, from: string, to: string) => {
    const location = path.join(dir, file);
    const text = readFileSync(location, 'utf8');
    expect(text).toContain(from);
    writeFileSync(location, text.replace(from, to));
  };

  it('fails the schema check: a wrong type, and a misspelt field', () => {
    edit('base/api-deployment.yaml', 'containerPort: 9464', 'containerPort: metrics');
    edit('base/api-hpa.yaml', 'minReplicas: 3', 'minReplica: 3');
    const errors = schemaErrors(render(path.join(dir, 'overlays/production')));
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Deployment profileproof-api: .*containerPort must be integer/),
        expect.stringMatching(
          /^HorizontalPodAutoscaler profileproof-api: .*'"minReplica"' does not exist/,
        ),
      ]),
    );
  }, 60_000);

  it.each([
    [
      'the stream path buffered',
      'base/ingress.yaml',
      'proxy-buffering: "off"',
      'proxy-buffering: "on"',
      `${API_PATHS.events.stream} must not be buffered by the Ingress`,
    ],
    [
      'a grace period shorter than the drain',
      'base/api-deployment.yaml',
      'terminationGracePeriodSeconds: 30',
      'terminationGracePeriodSeconds: 12',
      'terminationGracePeriodSeconds (12) must exceed preStop (5) + SHUTDOWN_TIMEOUT (10)',
    ],
    [
      'liveness on the readiness path',
      'base/api-deployment.yaml',
      'path: /api/health/live\n              port: http\n            periodSeconds: 10',
      'path: /api/health/ready\n              port: http\n            periodSeconds: 10',
      `liveness probe must GET ${HEALTH_LIVE}`,
    ],
    [
      'a PDB selecting other pods',
      'base/api-pdb.yaml',
      'app.kubernetes.io/name: profileproof-api',
      'app.kubernetes.io/name: profileproof-apl',
      "no PodDisruptionBudget selects the API's pods",
    ],
    [
      'a variable the API does not read',
      'base/api-configmap.yaml',
      'LOG_LEVEL: info',
      'LOGLEVEL: info',
      'the API gets LOGLEVEL, which is not in docs/configuration.md',
    ],
    [
      'a secret in the ConfigMap',
      'base/api-configmap.yaml',
      'LOG_LEVEL: info',
      'LOG_LEVEL: info\n  JWT_SECRET: hunter2hunter2hunter2hunter2hunter2',
      'ConfigMap profileproof-api holds JWT_SECRET, which belongs in the Secret',
    ],
    [
      'a writable root file system',
      'base/migrate-job.yaml',
      'readOnlyRootFilesystem: true',
      'readOnlyRootFilesystem: false',
      'Job profileproof-migrate: container migrate is not hardened',
    ],
  ])('fails the operator checks: %s', (_case, file, from, to, problem) => {
    edit(file, from, to);
    for (const kustomization of KUSTOMIZATIONS) {
      expect(operatorProblems(render(path.join(dir, kustomization)))).toContain(problem);
    }
  });

  it('is refused by the renderer when it uses what the renderer does not implement', () => {
    edit('base/kustomization.yaml', 'images:', 'commonLabels:\n  team: reviews\n\nimages:');
    expect(() => render(path.join(dir, 'base'))).toThrow(/"commonLabels" is not supported/);
  });
});
