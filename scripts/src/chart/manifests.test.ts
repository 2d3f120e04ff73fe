import { HELM_RELEASES, helmBinary } from './helm.js';
import { FieldChecker, KUBERNETES_APIS, schemaProblems, type KubeObject } from './kubernetes.js';
import { parseManifests, renderCases, template, type RenderCase } from './render.js';

// Every object the real helm renders, for every way the chart is installed, checked against the
// Kubernetes API of the oldest (1.25, the chart's kubeVersion) and the newest release kubernetes-models
// describes (1.34): values by the API's schemas, field names by its declarations. Then every pod,
// the bundled servers' included, against Pod Security "restricted" and the practices the chart keeps.

type Json = Record<string, unknown>;
const rendered = new Map<string, KubeObject[]>();
const cases = renderCases();

beforeAll(async () => {
  const helm = await helmBinary(HELM_RELEASES[0]!);
  for (const render of cases) {
    const run = template(helm, render);
    if (run.status !== 0) throw new Error(`${render.name}: ${run.stderr}`);
    rendered.set(render.name, parseManifests(run.stdout));
  }
}, 120_000);

// The Prometheus Operator's ServiceMonitor is a custom resource, not part of the Kubernetes API.
const CUSTOM_RESOURCES = new Set(['monitoring.coreos.com/v1 ServiceMonitor']);
const all = () =>
  [...rendered.entries()].flatMap(([name, objects]) => objects.filter((object) => !CUSTOM_RESOURCES.has(`${object.apiVersion} ${object.kind}`)).map((object) => ({ name, object })));
const label = (object: KubeObject) => `${object.kind}/${object.metadata?.name ?? '?'}`;

describe.each(KUBERNETES_APIS.map((api) => [api.version, api] as const))('against the Kubernetes %s API', (_version, api) => {
  it('every rendered object is valid and has only fields the API knows', async () => {
    const objects = all();
    const fields = new FieldChecker(api, objects.map(({ object }) => object));
    const problems: string[] = [];
    for (const { name, object } of objects) {
      for (const problem of await schemaProblems(api, object)) problems.push(`${name}: ${label(object)}: ${problem}`);
      for (const field of fields.unknownFields(object)) problems.push(`${name}: ${label(object)}: unknown field ${field}`);
    }
    expect(problems).toEqual([]);
    // The count the chart README and the report name.
    expect(objects.length).toBeGreaterThan(400);
    console.log(`Kubernetes ${api.version}: ${objects.length} rendered objects valid, from ${cases.length} renders`);
  }, 120_000);

  it('refuses an object with a field the API does not have, or a value of the wrong type', async () => {
    const pod = { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'x' }, spec: { containers: [{ name: 'x', image: 'x', imagePullPolicy: 'Always', port: 80 }] } } as KubeObject;
    expect(new FieldChecker(api, [pod]).unknownFields(pod)).toEqual(['.spec.containers[0].port']);
    const wrong = { ...pod, spec: { containers: [{ name: 'x', image: 'x', ports: [{ containerPort: '80' }] }] } } as KubeObject;
    expect((await schemaProblems(api, wrong)).join()).toMatch(/containerPort must be integer/);
  }, 60_000);
});

/** The pod template of a workload, with the workload's kind and name. */
function pods(objects: KubeObject[]): { owner: KubeObject; spec: Json; labels: Record<string, string> }[] {
  return objects.flatMap((object) => {
    const spec = object['spec'] as Json | undefined;
    if (object.kind === 'Pod') return [{ owner: object, spec: spec!, labels: (object.metadata as Json)['labels'] as Record<string, string> }];
    if (['Deployment', 'StatefulSet', 'Job'].includes(object.kind)) {
      const template = spec!['template'] as Json;
      return [{ owner: object, spec: template['spec'] as Json, labels: (template['metadata'] as Json)['labels'] as Record<string, string> }];
    }
    return [];
  });
}

const ALLOWED_VOLUMES = ['configMap', 'csi', 'downwardAPI', 'emptyDir', 'ephemeral', 'persistentVolumeClaim', 'projected', 'secret', 'name'];

/** What Pod Security "restricted" (and "baseline", which it includes) refuses in a pod. */
function restrictedProblems(spec: Json): string[] {
  const problems: string[] = [];
  const pod = (spec['securityContext'] ?? {}) as Json;
  for (const host of ['hostNetwork', 'hostPID', 'hostIPC']) if (spec[host]) problems.push(`${host}`);
  for (const volume of (spec['volumes'] ?? []) as Json[]) {
    const kinds = Object.keys(volume).filter((key) => !ALLOWED_VOLUMES.includes(key));
    if (kinds.length > 0) problems.push(`volume ${String(volume['name'])} of type ${kinds.join()}`);
  }
  const containers = [...((spec['initContainers'] ?? []) as Json[]), ...((spec['containers'] ?? []) as Json[])];
  for (const container of containers) {
    const name = String(container['name']);
    const context = (container['securityContext'] ?? {}) as Json;
    const capabilities = (context['capabilities'] ?? {}) as { drop?: string[]; add?: string[] };
    if (context['privileged']) problems.push(`${name}: privileged`);
    if (context['allowPrivilegeEscalation'] !== false) problems.push(`${name}: allowPrivilegeEscalation is not false`);
    if (!capabilities.drop?.includes('ALL')) problems.push(`${name}: does not drop ALL capabilities`);
    if ((capabilities.add ?? []).some((capability) => capability !== 'NET_BIND_SERVICE')) problems.push(`${name}: adds capabilities`);
    if ((context['runAsNonRoot'] ?? pod['runAsNonRoot']) !== true) problems.push(`${name}: runAsNonRoot is not true`);
    if ((context['runAsUser'] ?? pod['runAsUser']) === 0) problems.push(`${name}: runs as user 0`);
    const seccomp = ((context['seccompProfile'] ?? pod['seccompProfile']) as Json | undefined)?.['type'];
    if (seccomp !== 'RuntimeDefault' && seccomp !== 'Localhost') problems.push(`${name}: no RuntimeDefault seccomp profile`);
    for (const port of (container['ports'] ?? []) as Json[]) if (port['hostPort']) problems.push(`${name}: hostPort`);
  }
  return problems;
}

/** The practices the chart keeps in every pod, beyond Pod Security. */
function practiceProblems(owner: KubeObject, spec: Json): string[] {
  const problems: string[] = [];
  if (spec['automountServiceAccountToken'] !== false) problems.push('mounts a service account token');
  const test = owner.kind === 'Pod';
  for (const container of [...((spec['initContainers'] ?? []) as Json[]), ...((spec['containers'] ?? []) as Json[])]) {
    const name = String(container['name']);
    const resources = (container['resources'] ?? {}) as { requests?: Json; limits?: Json };
    if (!resources.requests?.['cpu'] || !resources.requests['memory']) problems.push(`${name}: no cpu and memory requests`);
    if (!resources.limits?.['memory']) problems.push(`${name}: no memory limit`);
    if (((container['securityContext'] ?? {}) as Json)['readOnlyRootFilesystem'] !== true) problems.push(`${name}: writable root file system`);
  }
  if (!test) {
    for (const container of (spec['containers'] ?? []) as Json[]) {
      for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe']) if (!container[probe]) problems.push(`${String(container['name'])}: no ${probe}`);
    }
  }
  return problems;
}

const matches = (selector: Json | undefined, labels: Record<string, string>): boolean => {
  if (!selector) return false;
  const matchLabels = (selector['matchLabels'] ?? {}) as Record<string, string>;
  const expressions = (selector['matchExpressions'] ?? []) as { key: string; operator: string; values?: string[] }[];
  return (
    Object.entries(matchLabels).every(([key, value]) => labels[key] === value) &&
    expressions.every((expression) => (expression.operator === 'In' ? (expression.values ?? []).includes(labels[expression.key]!) : expression.operator === 'NotIn' ? !(expression.values ?? []).includes(labels[expression.key]!) : true))
  );
};

describe.each(cases.map((render) => [render.name, render] as const))('the pods of %s', (name: string, _render: RenderCase) => {
  const objects = () => rendered.get(name)!;

  it('meet Pod Security "restricted"', () => {
    const problems = pods(objects()).flatMap(({ owner, spec }) => restrictedProblems(spec).map((problem) => `${label(owner)}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('have resources, probes, a read-only root and no token', () => {
    const problems = pods(objects()).flatMap(({ owner, spec }) => practiceProblems(owner, spec).map((problem) => `${label(owner)}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('are each selected by a NetworkPolicy, and those of several replicas by a PodDisruptionBudget', () => {
    const policies = objects().filter((object) => object.kind === 'NetworkPolicy').map((object) => (object['spec'] as Json)['podSelector'] as Json);
    const budgets = objects().filter((object) => object.kind === 'PodDisruptionBudget').map((object) => (object['spec'] as Json)['selector'] as Json);
    const scaled = new Set(objects().filter((object) => object.kind === 'HorizontalPodAutoscaler').map((object) => ((object['spec'] as Json)['scaleTargetRef'] as Json)['name']));
    const problems: string[] = [];
    for (const { owner, labels } of pods(objects()).filter(({ owner }) => owner.kind !== 'Pod')) {
      if (!policies.some((selector) => matches(selector, labels))) problems.push(`${label(owner)}: no NetworkPolicy`);
      const replicas = scaled.has(owner.metadata?.name) ? 2 : Number((owner['spec'] as Json)['replicas'] ?? 1);
      if (replicas > 1 && !budgets.some((selector) => matches(selector, labels))) problems.push(`${label(owner)}: ${replicas} replicas and no PodDisruptionBudget`);
    }
    expect(problems).toEqual([]);
  });

  it('read only Secret keys and ConfigMaps the release holds, or Secrets the values name', () => {
    const secrets = new Map(objects().filter((object) => object.kind === 'Secret').map((object) => [object.metadata!.name!, Object.keys((object['data'] ?? {}) as Json)]));
    const configMaps = new Set(objects().filter((object) => object.kind === 'ConfigMap').map((object) => object.metadata!.name!));
    const problems: string[] = [];
    for (const { owner, spec } of pods(objects())) {
      for (const container of [...((spec['initContainers'] ?? []) as Json[]), ...((spec['containers'] ?? []) as Json[])]) {
        const env = (container['env'] ?? []) as { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
        const defined = new Set<string>();
        for (const entry of env) {
          const ref = entry.valueFrom?.secretKeyRef;
          // A Secret the chart renders must hold the key; one it does not render is an existingSecret of the values.
          if (ref && secrets.has(ref.name) && !secrets.get(ref.name)!.includes(ref.key)) problems.push(`${label(owner)} ${entry.name}: ${ref.name} has no key ${ref.key}`);
          for (const used of entry.value?.matchAll(/\$\((\w+)\)/g) ?? []) if (!defined.has(used[1]!)) problems.push(`${label(owner)} ${entry.name}: $(${used[1]}) is not defined before it`);
          defined.add(entry.name);
        }
        for (const from of (container['envFrom'] ?? []) as { configMapRef?: { name: string } }[]) if (from.configMapRef && !configMaps.has(from.configMapRef.name)) problems.push(`${label(owner)}: no ConfigMap ${from.configMapRef.name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('have names of 63 characters at most, none shared by two objects of one kind', () => {
    const names = objects().map((object) => `${object.kind}/${object.metadata!.name!}`);
    expect(objects().filter((object) => object.metadata!.name!.length > 63).map(label)).toEqual([]);
    expect(names.filter((each, index) => names.indexOf(each) !== index)).toEqual([]);
  });

  it('wait on no Helm hook to install: only the test pod is one', () => {
    const hooks = objects().filter((object) => ((object.metadata as Json)['annotations'] as Json | undefined)?.['helm.sh/hook']);
    expect(hooks.map((object) => `${label(object)}: ${String(((object.metadata as Json)['annotations'] as Json)['helm.sh/hook'])}`)).toEqual([expect.stringMatching(/^Pod\/.*: test$/)]);
  });

  it('migrate each service in an init container before it starts', () => {
    const deployments = objects().filter((object) => object.kind === 'Deployment');
    const migrating = deployments.flatMap((deployment) => {
      const spec = ((deployment['spec'] as Json)['template'] as Json)['spec'] as Json;
      const init = ((spec['initContainers'] ?? []) as Json[]).find((container) => container['name'] === 'migrate');
      return init ? [(init['command'] as string[]).join(' ')] : [];
    });
    expect(migrating.sort()).toEqual(['communities', 'groups', 'identity', 'meditation', 'notification', 'stats'].map((service) => `node services/kit/dist/migrate.js ${service}`));
  });
});

describe('the Pod Security check', () => {
  it('finds what "restricted" refuses', () => {
    const spec = {
      hostNetwork: true,
      securityContext: { runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } },
      volumes: [{ name: 'host', hostPath: { path: '/' } }],
      containers: [{ name: 'app', securityContext: { capabilities: { add: ['SYS_ADMIN'] } }, ports: [{ containerPort: 80, hostPort: 80 }] }],
    };
    expect(restrictedProblems(spec)).toEqual([
      'hostNetwork',
      'volume host of type hostPath',
      'app: allowPrivilegeEscalation is not false',
      'app: does not drop ALL capabilities',
      'app: adds capabilities',
      'app: hostPort',
    ]);
  });
});
