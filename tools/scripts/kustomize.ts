import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, parse } from 'yaml';

/**
 * What `kubectl kustomize` does with the kustomizations of docker/k8s, without kubectl: the
 * features they use and nothing more. Anything else in a kustomization.yaml is refused rather
 * than ignored, so the rendering can never silently differ from kubectl's. The schema check of
 * what it renders is in k8s-schema.ts (`schemaErrors`, exported here too).
 */

export { schemaErrors } from './k8s-schema';

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
