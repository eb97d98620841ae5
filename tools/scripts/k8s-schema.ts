import path from 'node:path';
import ts from 'typescript';
import { Namespace, Service, ConfigMap, Secret } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import type { K8sObject } from './kustomize';

/**
 * The Kubernetes schemas the rendered objects (kustomize.ts) are checked against, as the API
 * server checks them: kubernetes-models' OpenAPI schemas and its exact TypeScript types.
 */

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
