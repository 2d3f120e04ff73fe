import { chartDefaults, coalesce, describeErrors, examples, schemaValidator, type Values } from './values.js';

const validate = schemaValidator();
const defaults = chartDefaults();

function check(values: Values): string[] {
  return validate(values) ? [] : describeErrors(validate.errors);
}

/** values.yaml with overrides, as `helm install -f` would give them to the schema. */
function withValues(overrides: Values): string[] {
  return check(coalesce(defaults, overrides));
}

const sound = { secrets: { internalSecret: 'x'.repeat(32), sessionSecret: 'y'.repeat(32) }, oidc: { issuer: 'https://login.example.org' } };

describe('values.schema.json', () => {
  it('accepts the chart values.yaml as it is', () => {
    expect(check(defaults)).toEqual([]);
  });

  it('has the examples a platform team starts from', () => {
    expect(examples().map((example) => example.name)).toEqual(expect.arrayContaining(['bundled.yaml', 'external.yaml', 'high-availability.yaml']));
  });

  it.each(examples().map((example) => [example.name, example.values] as const))('accepts the example %s', (_name, values) => {
    expect(withValues(values)).toEqual([]);
  });

  it('keeps three gateways at least in the high-availability example', () => {
    const ha = coalesce(defaults, examples().find((example) => example.name === 'high-availability.yaml')!.values);
    const gateway = ha['gateway'] as { replicaCount: number; autoscaling: { minReplicas: number } };
    expect(gateway.replicaCount).toBe(3);
    expect(gateway.autoscaling.minReplicas).toBeGreaterThanOrEqual(3);
  });

  const broken: [string, Values, string][] = [
    ['a misspelt top-level key', { ...sound, replicas: 3 }, 'must NOT have additional properties (replicas)'],
    ['a misspelt component key', { ...sound, gateway: { replicas: 3 } }, '/gateway must NOT have additional properties (replicas)'],
    ['an unknown service', { ...sound, services: { billing: { replicaCount: 1 } } }, '/services must NOT have additional properties (billing)'],
    ['replicas as a string', { ...sound, gateway: { replicaCount: 'three' } }, '/gateway/replicaCount must be integer'],
    ['zero replicas', { ...sound, services: { groups: { replicaCount: 0 } } }, '/services/groups/replicaCount must be >= 1'],
    ['an unknown pull policy', { ...sound, image: { pullPolicy: 'Sometimes' } }, '/image/pullPolicy must be equal to one of the allowed values'],
    ['a public URL that is no URL', { ...sound, publicUrl: 'peace.example.org' }, '/publicUrl must match format "uri"'],
    ['a short internal secret', { ...sound, secrets: { internalSecret: 'short' } }, '/secrets/internalSecret must match pattern'],
    ['an issuer that is no URL', { ...sound, oidc: { issuer: 'login.example.org' } }, '/oidc/issuer must match format "uri"'],
    ['a NATS cluster of two, which cannot keep a quorum', { ...sound, nats: { replicas: 2 } }, '/nats/replicas must be equal to one of the allowed values'],
    ['a bundled server image without its tag', { ...sound, redis: { image: { tag: '' } } }, '/redis/image/tag must NOT have fewer than 1 characters'],
    ['the bundled PostgreSQL off without an external one', { ...sound, postgresql: { enabled: false } }, '/externalDatabase must match a schema in anyOf'],
    ['the bundled Redis off without an external one', { ...sound, redis: { enabled: false } }, '/externalRedis must match a schema in anyOf'],
    ['the bundled NATS off without an external one', { ...sound, nats: { enabled: false } }, '/externalNats must match a schema in anyOf'],
    ['a subchart value the chart does not have', { ...sound, nats: { config: { jetstream: { enabled: true } } } }, '/nats must NOT have additional properties (config)'],
    ['a database URL of another kind', { ...sound, postgresql: { enabled: false }, externalDatabase: { url: 'mysql://db/peace' } }, '/externalDatabase/url must match pattern'],
    ['a Secret name Kubernetes refuses', { ...sound, secrets: { existingSecret: 'Peace_Secrets' } }, '/secrets/existingSecret must match pattern'],
    ['an env entry without a name', { ...sound, extraEnv: [{ value: '1' }] }, "/extraEnv/0 must have required property 'name'"],
    ['a percentage PDB written as a number string', { ...sound, gateway: { pdb: { minAvailable: 'half' } } }, '/gateway/pdb/minAvailable must match a schema in anyOf'],
    ['a topology spread without its key', { ...sound, topologySpreadConstraints: [{ maxSkew: 1, whenUnsatisfiable: 'DoNotSchedule' }] }, "/topologySpreadConstraints/0 must have required property 'topologyKey'"],
    ['a scrape interval without a unit', { ...sound, metrics: { serviceMonitor: { interval: '30' } } }, '/metrics/serviceMonitor/interval must match pattern'],
    ['trusting every proxy hop', { ...sound, gateway: { trustProxy: 'true' } }, '/gateway/trustProxy must NOT be valid'],
    ['a metrics port that is the public port', { ...sound, gateway: { metricsPort: 8080 } }, '/gateway/metricsPort must NOT be valid'],
    ['an env entry with both value and valueFrom', { ...sound, extraEnv: [{ name: 'A', value: '1', valueFrom: { secretKeyRef: { name: 's', key: 'k' } } }] }, '/extraEnv/0 must NOT be valid'],
    ['a PDB keeping 100 % of the pods', { ...sound, services: { stats: { pdb: { minAvailable: '100%' } } } }, '/services/stats/pdb/minAvailable must match a schema in anyOf'],
    ['a PriorityClass to create without its name', { ...sound, priorityClass: { create: true } }, '/priorityClassName must NOT have fewer than 1 characters'],
    ['an ingress host that is no host name', { ...sound, ingress: { hostname: 'https://peace.example.org' } }, '/ingress/hostname must match format "hostname"'],
  ];

  it('accepts passwords with characters that mean something in a URL: the chart escapes them', () => {
    expect(withValues({ ...sound, postgresql: { auth: { password: 'p@ss/w#rd%20' } }, redis: { auth: { password: 'a@b' } }, nats: { auth: { password: 'c/d' } } })).toEqual([]);
  });

  it('accepts the sound values the broken ones are built from', () => {
    expect(withValues(sound)).toEqual([]);
  });

  it.each(broken)('rejects %s', (_name, values, message) => {
    const errors = withValues(values);
    expect(errors.some((error) => error.startsWith(message) || error.includes(message))).toBe(true);
  });
});

describe('coalesce', () => {
  it('merges maps, replaces lists and deletes on null, as Helm does', () => {
    expect(coalesce({ a: { b: 1, c: 2 }, l: [1, 2], d: 1 }, { a: { c: 3 }, l: [3], d: null })).toEqual({ a: { b: 1, c: 3 }, l: [3] });
  });
});
