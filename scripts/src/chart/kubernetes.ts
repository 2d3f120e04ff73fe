// Rendered objects checked against the Kubernetes API, offline: the kubernetes-models package's
// validators (the API's OpenAPI schemas, compiled) for the values, and its type declarations for the
// field names, as the API server's strict field validation refuses a field it does not know, which
// the schemas alone let through.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { REPO_ROOT, isObject } from './values.js';

export interface KubernetesApi {
  /** The Kubernetes release whose API the package describes. */
  version: string;
  /** Its directory in node_modules. */
  dir: string;
  /** The extension of its ES module files. */
  moduleExtension: '.js' | '.mjs';
}

/** The oldest Kubernetes the chart's kubeVersion allows (>=1.25) and the newest the package describes. */
export const KUBERNETES_APIS: KubernetesApi[] = [
  { version: '1.25', dir: path.join(REPO_ROOT, 'node_modules/kubernetes-models-1.25'), moduleExtension: '.mjs' },
  { version: '1.34', dir: path.join(REPO_ROOT, 'node_modules/kubernetes-models'), moduleExtension: '.js' },
];

export type KubeObject = Record<string, unknown> & { apiVersion: string; kind: string; metadata?: { name?: string } };

/** Where kubernetes-models keeps a kind: apps/v1 → apps/v1/Deployment, v1 → v1/Pod. */
function modelPath(object: KubeObject): string {
  return `${object.apiVersion}/${object.kind}`;
}

interface Model {
  validate(): void;
}

/** Problems the API's schema finds in the object's values (types, formats, required fields), as messages. */
export async function schemaProblems(api: KubernetesApi, object: KubeObject): Promise<string[]> {
  const file = path.join(api.dir, `${modelPath(object)}${api.moduleExtension}`);
  let module: Record<string, new (data: unknown) => Model>;
  try {
    module = (await import(pathToFileURL(file).href)) as Record<string, new (data: unknown) => Model>;
  } catch {
    return [`${object.apiVersion} ${object.kind} is not in the Kubernetes ${api.version} API`];
  }
  try {
    new module[object.kind]!(object).validate();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

/**
 * The field names of every kind, read from kubernetes-models' declarations with the TypeScript
 * checker: for each object in a rendered manifest, the fields the API does not have.
 */
export class FieldChecker {
  private readonly program: ts.Program;
  private readonly checker: ts.TypeChecker;
  private readonly roots = new Map<string, ts.Type>();

  constructor(
    private readonly api: KubernetesApi,
    kinds: { apiVersion: string; kind: string }[],
  ) {
    const unique = [...new Map(kinds.map((kind) => [modelPath(kind as KubeObject), kind])).values()];
    const entry = path.join(api.dir, '__fields__.ts');
    const source = unique.map((kind, index) => `import type { I${kind.kind} as K${index} } from ${JSON.stringify(path.join(api.dir, `${modelPath(kind as KubeObject)}.js`))};\nexport type T${index} = K${index};`).join('\n');
    const host = ts.createCompilerHost({});
    const readFile = host.readFile.bind(host);
    const fileExists = host.fileExists.bind(host);
    host.readFile = (name) => (name === entry ? source : readFile(name));
    host.fileExists = (name) => name === entry || fileExists(name);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (name, language) => (name === entry ? ts.createSourceFile(name, source, language) : getSourceFile(name, language));
    this.program = ts.createProgram([entry], { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, noEmit: true, skipLibCheck: true, types: [] }, host);
    this.checker = this.program.getTypeChecker();
    const file = this.program.getSourceFile(entry)!;
    const exports = this.checker.getExportsOfModule(this.checker.getSymbolAtLocation(file)!);
    unique.forEach((kind, index) => {
      const symbol = exports.find((each) => each.name === `T${index}`)!;
      this.roots.set(modelPath(kind), this.checker.getDeclaredTypeOfSymbol(symbol));
    });
  }

  /** Paths of the fields of the object that its kind does not declare. */
  unknownFields(object: KubeObject): string[] {
    const root = this.roots.get(modelPath(object));
    if (!root) return [`${object.apiVersion} ${object.kind}: no declaration in the Kubernetes ${this.api.version} API`];
    const found: string[] = [];
    this.walk(root, object, '', found);
    return found;
  }

  private walk(type: ts.Type, value: unknown, at: string, found: string[]): void {
    const types = (type.isUnion() ? type.types : [type]).filter((each) => !(each.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
    if (Array.isArray(value)) {
      const array = types.find((each) => this.checker.isArrayType(each));
      if (!array) return;
      const element = this.checker.getTypeArguments(array as ts.TypeReference)[0]!;
      value.forEach((item, index) => this.walk(element, item, `${at}[${index}]`, found));
      return;
    }
    if (!isObject(value)) return;
    const objectType = types.find((each) => each.flags & ts.TypeFlags.Object && !this.checker.isArrayType(each));
    if (!objectType) return;
    // A map (labels, annotations, data, resources' quantities): any key is allowed.
    if (this.checker.getIndexInfosOfType(objectType).length > 0) return;
    const properties = new Map(this.checker.getPropertiesOfType(objectType).map((symbol) => [symbol.name, symbol]));
    if (properties.size === 0) return;
    for (const [key, child] of Object.entries(value)) {
      const symbol = properties.get(key);
      if (!symbol) {
        found.push(`${at}.${key}`);
        continue;
      }
      this.walk(this.checker.getTypeOfSymbol(symbol), child, `${at}.${key}`, found);
    }
  }
}
