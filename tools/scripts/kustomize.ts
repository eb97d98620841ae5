import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parseAllDocuments, parse } from 'yaml';
import { Namespace, Service, ConfigMap, Secret } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';

/**
 * What `kubectl kustomize` does with the kustomizations of docker/k8s, without kubectl: the
 * features they use and nothing more. Anything else in a kustomization.yaml is refused rather
 * than ignored, so the rendering can never silently differ from kubectl's.
 */

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [field: string]: unknown;
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  resources?: string[];
  namespace?: string;
  labels?: {
    pairs: Record<string, string>;
    includeSelectors?: boolean;
    includeTemplates?: boolean;
  }[];
  images?: { name: string; newName?: string; newTag?: string; digest?: string }[];
  patches?: { path?: string; patch?: string; target: { kind: string; name: string } }[];
}

const SUPPORTED_FIELDS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'labels',
  'images',
  'patches',
]);

/** Kinds without a namespace (the namespace transformer leaves them alone). */
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'StorageClass']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readObjects(file: string): K8sObject[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0].message}`);
      return document.toJS() as unknown;
    })
    .filter((value) => value !== null && value !== undefined)
    .map((value) => {
      if (!isRecord(value) || typeof value['kind'] !== 'string' || !isRecord(value['metadata'])) {
        throw new Error(`${file}: every document must be a Kubernetes object (kind, metadata)`);
      }
      return value as K8sObject;
    });
}

/** The pod templates of an object (Deployment, Job…): where template labels and images go. */
function podTemplates(object: K8sObject): Record<string, unknown>[] {
  const spec = object['spec'];
  if (!isRecord(spec)) return [];
  const template = spec['template'];
  return isRecord(template) ? [template] : [];
}

/** RFC 6901 pointer tokens. */
function pointer(pathText: string): string[] {
  if (!pathText.startsWith('/')) throw new Error(`patch path must start with "/": ${pathText}`);
  return pathText
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

interface Operation {
  op: string;
  path: string;
  value?: unknown;
}

/** RFC 6902 add, replace and remove (what `patches` with a list of operations applies). */
function applyOperation(target: unknown, operation: Operation, where: string): void {
  const tokens = pointer(operation.path);
  const last = tokens.pop();
  if (last === undefined) throw new Error(`${where}: cannot patch the whole object`);
  let parent: unknown = target;
  for (const token of tokens) {
    parent = Array.isArray(parent)
      ? parent[Number(token)]
      : isRecord(parent)
        ? parent[token]
        : undefined;
    if (parent === undefined) throw new Error(`${where}: ${operation.path} does not exist`);
  }
  if (Array.isArray(parent)) {
    const index = last === '-' ? parent.length : Number(last);
    if (!Number.isInteger(index) || index < 0 || index > parent.length) {
      throw new Error(`${where}: bad array index in ${operation.path}`);
    }
    if (operation.op === 'add') parent.splice(index, 0, structuredClone(operation.value));
    else if (index >= parent.length) throw new Error(`${where}: ${operation.path} does not exist`);
    else if (operation.op === 'replace') parent[index] = structuredClone(operation.value);
    else if (operation.op === 'remove') parent.splice(index, 1);
    else throw new Error(`${where}: unsupported op "${operation.op}"`);
    return;
  }
  if (!isRecord(parent)) throw new Error(`${where}: ${operation.path} does not exist`);
  if (operation.op !== 'add' && !(last in parent)) {
    throw new Error(`${where}: ${operation.path} does not exist`);
  }
  if (operation.op === 'add' || operation.op === 'replace') {
    parent[last] = structuredClone(operation.value);
  } else if (operation.op === 'remove') {
    delete parent[last];
  } else {
    throw new Error(`${where}: unsupported op "${operation.op}"`);
  }
}

function applyImages(objects: K8sObject[], images: NonNullable<Kustomization['images']>): void {
  for (const template of objects.flatMap(podTemplates)) {
    const spec = template['spec'];
    if (!isRecord(spec)) continue;
    const containers = [spec['containers'], spec['initContainers']].flatMap((list) =>
      Array.isArray(list) ? (list as unknown[]).filter(isRecord) : [],
    );
    for (const container of containers) {
      const image = container['image'];
      if (typeof image !== 'string') continue;
      // name[:tag][@digest]; a registry port's colon comes before the last slash.
      const at = image.indexOf('@');
      const name = (at < 0 ? image : image.slice(0, at)).replace(/:[^/:]*$/, '');
      const rule = images.find((entry) => entry.name === name);
      if (!rule) continue;
      const oldTag = image.slice(name.length);
      const suffix = rule.digest
        ? `@${rule.digest}`
        : rule.newTag !== undefined
          ? `:${rule.newTag}`
          : oldTag;
      container['image'] = `${rule.newName ?? name}${suffix}`;
    }
  }
}

/** The objects `kubectl kustomize <dir>` prints, in resource order. */
export function render(dir: string): K8sObject[] {
  const file = path.join(dir, 'kustomization.yaml');
  const kustomization = parse(readFileSync(file, 'utf8')) as Kustomization;
  for (const field of Object.keys(kustomization)) {
    if (!SUPPORTED_FIELDS.has(field)) throw new Error(`${file}: "${field}" is not supported here`);
  }

  const objects: K8sObject[] = [];
  for (const resource of kustomization.resources ?? []) {
    const location = path.join(dir, resource);
    if (!existsSync(location)) throw new Error(`${file}: resource ${resource} does not exist`);
    objects.push(...(statSync(location).isDirectory() ? render(location) : readObjects(location)));
  }

  for (const entry of kustomization.patches ?? []) {
    const where = `${file}: patch ${entry.path ?? '(inline)'}`;
    const text = entry.path ? readFileSync(path.join(dir, entry.path), 'utf8') : entry.patch;
    const operations = parse(text ?? '') as unknown;
    if (!Array.isArray(operations)) {
      throw new Error(`${where}: only JSON 6902 patches (a list of operations) are supported`);
    }
    const targets = objects.filter(
      (object) => object.kind === entry.target.kind && object.metadata.name === entry.target.name,
    );
    if (targets.length === 0)
      throw new Error(`${where}: no ${entry.target.kind} ${entry.target.name}`);
    for (const target of targets) {
      for (const operation of operations as Operation[]) applyOperation(target, operation, where);
    }
  }

  if (kustomization.namespace) {
    for (const object of objects) {
      if (!CLUSTER_SCOPED.has(object.kind)) object.metadata.namespace = kustomization.namespace;
    }
  }

  for (const label of kustomization.labels ?? []) {
    if (label.includeSelectors) throw new Error(`${file}: includeSelectors is not supported here`);
    for (const object of objects) {
      object.metadata.labels = { ...object.metadata.labels, ...label.pairs };
      if (!label.includeTemplates) continue;
      for (const template of podTemplates(object)) {
        const metadata = isRecord(template['metadata']) ? template['metadata'] : {};
        const labels = isRecord(metadata['labels']) ? metadata['labels'] : {};
        template['metadata'] = { ...metadata, labels: { ...labels, ...label.pairs } };
      }
    }
  }

  if (kustomization.images) applyImages(objects, kustomization.images);

  const ids = new Set<string>();
  for (const object of objects) {
    const id = `${object.kind}/${object.metadata.namespace ?? ''}/${object.metadata.name}`;
    if (ids.has(id)) throw new Error(`${file}: ${id} is defined twice`);
    ids.add(id);
  }
  return objects;
}

interface Model {
  validate(): void;
}

/** The schema of each kind the manifests use, from kubernetes-models. */
const MODELS: Record<string, { model: new (data: never) => Model; type: string; from: string }> = {
  'v1/Namespace': { model: Namespace, type: 'INamespace', from: 'kubernetes-models/v1' },
  'v1/Service': { model: Service, type: 'IService', from: 'kubernetes-models/v1' },
  'v1/ConfigMap': { model: ConfigMap, type: 'IConfigMap', from: 'kubernetes-models/v1' },
  'v1/Secret': { model: Secret, type: 'ISecret', from: 'kubernetes-models/v1' },
  'apps/v1/Deployment': {
    model: Deployment,
    type: 'IDeployment',
    from: 'kubernetes-models/apps/v1',
  },
  'batch/v1/Job': { model: Job, type: 'IJob', from: 'kubernetes-models/batch/v1' },
  'autoscaling/v2/HorizontalPodAutoscaler': {
    model: HorizontalPodAutoscaler,
    type: 'IHorizontalPodAutoscaler',
    from: 'kubernetes-models/autoscaling/v2',
  },
  'policy/v1/PodDisruptionBudget': {
    model: PodDisruptionBudget,
    type: 'IPodDisruptionBudget',
    from: 'kubernetes-models/policy/v1',
  },
  'networking.k8s.io/v1/Ingress': {
    model: Ingress,
    type: 'IIngress',
    from: 'kubernetes-models/networking.k8s.io/v1',
  },
};

let previousProgram: ts.Program | undefined;

const describe = (object: K8sObject) => `${object.kind} ${object.metadata.name}`;

/**
 * Schema errors of each object: the OpenAPI schema (types, required fields, formats), then the
 * fields the schema does not know. The JSON schemas accept unknown fields, which the API server
 * refuses (kubectl's strict field validation): the TypeScript types of kubernetes-models are
 * exact, so each object is type-checked as an object literal of its kind, whose excess
 * properties TypeScript reports.
 */
export function schemaErrors(objects: K8sObject[]): string[] {
  const errors: string[] = [];
  const checked: { object: K8sObject; type: string; from: string }[] = [];
  for (const object of objects) {
    const entry = MODELS[`${object.apiVersion}/${object.kind}`];
    if (!entry) {
      errors.push(`${describe(object)}: no schema for ${object.apiVersion} ${object.kind}`);
      continue;
    }
    try {
      new entry.model(object as never).validate();
    } catch (error) {
      errors.push(`${describe(object)}: ${(error as Error).message}`);
    }
    checked.push({ object, type: entry.type, from: entry.from });
  }

  const workspaceRoot = path.join(__dirname, '../..');
  const fileName = path.join(workspaceRoot, 'tools/scripts/manifests.check.ts');
  const imports = [
    ...new Set(checked.map(({ type, from }) => `import type { ${type} } from '${from}';`)),
  ];
  const parts = [...imports];
  // The line each object starts on, to name the object a diagnostic is about.
  const startLines: number[] = [];
  let lineCount = imports.length;
  checked.forEach(({ object, type }, index) => {
    const part = `export const object${index}: ${type} = ${JSON.stringify(object, null, 1)};`;
    startLines.push(lineCount);
    lineCount += part.split('\n').length;
    parts.push(part);
  });
  const source = parts.join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersion, ...rest) =>
    path.resolve(name) === fileName
      ? ts.createSourceFile(name, source, languageVersion)
      : getSourceFile(name, languageVersion, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === fileName || fileExists(name);
  // The kubernetes-models declarations are parsed once per process, not once per check.
  const program = ts.createProgram([fileName], options, host, previousProgram);
  previousProgram = program;
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (diagnostic.file?.fileName !== fileName || diagnostic.start === undefined) {
      errors.push(`type check: ${message}`);
      continue;
    }
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    const index = startLines.filter((start) => start <= line).length - 1;
    const object = checked[index]?.object;
    errors.push(`${object ? describe(object) : 'type check'}: ${message}`);
  }
  return errors;
}
