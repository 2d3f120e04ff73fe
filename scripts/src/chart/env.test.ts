import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { HELM_RELEASES, helmBinary } from './helm.js';
import type { KubeObject } from './kubernetes.js';
import { parseManifests, renderCases, template } from './render.js';
import { REPO_ROOT } from './values.js';

// Each component's own config parser (gateway/src/config.ts, services/*/src/config.ts) accepts the
// environment its Deployment renders: the ConfigMap, the values, the Secrets the chart writes (their
// keys resolved, $(VAR) references expanded as the kubelet does), and for Secrets created outside
// the chart, values of the form their documentation asks for.

type Json = Record<string, unknown>;
interface EnvEntry {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string }; fieldRef?: { fieldPath: string } };
}

/** What a Secret created outside the chart holds for an entry, as the chart README describes it. */
function outsideSecret(name: string): string {
  if (name.endsWith('_DATABASE_URL')) return 'postgres://peace:s3cr%40t@peace-db-rw.peace.svc:5432/peace';
  if (name === 'REDIS_URL') return 'rediss://:p%40ss@redis.example.org:6380';
  if (name === 'NATS_URL') return 'nats://peace:s3cr%40t@nats.peace.svc:4222';
  if (name === 'SMTP_URL') return 'smtp://peace:secret@mail.example.org:587';
  if (name.endsWith('_SECRET')) return 'an-operator-made-secret-of-48-characters-or-so-x';
  return 'password-from-a-secret';
}

/** The environment the kubelet gives one container of a pod. */
export function containerEnv(objects: KubeObject[], container: Json): Record<string, string> {
  const secrets = new Map(objects.filter((object) => object.kind === 'Secret').map((object) => [object.metadata!.name!, (object['data'] ?? {}) as Record<string, string>]));
  const configMaps = new Map(objects.filter((object) => object.kind === 'ConfigMap').map((object) => [object.metadata!.name!, (object['data'] ?? {}) as Record<string, string>]));
  const env: Record<string, string> = {};
  for (const from of (container['envFrom'] ?? []) as { configMapRef?: { name: string } }[]) Object.assign(env, configMaps.get(from.configMapRef!.name));
  for (const entry of (container['env'] ?? []) as EnvEntry[]) {
    const ref = entry.valueFrom?.secretKeyRef;
    if (ref) {
      const data = secrets.get(ref.name);
      env[entry.name] = data ? Buffer.from(data[ref.key] ?? '', 'base64').toString('utf8') : outsideSecret(entry.name);
    } else if (entry.value !== undefined) {
      env[entry.name] = entry.value.replace(/\$\((\w+)\)/g, (whole, name: string) => env[name] ?? whole);
    }
  }
  return env;
}

const cases = renderCases().filter((render) => /README|bundled|cloudnativepg|external\.yaml|local-cluster|existing-secrets/.test(render.name));

describe.each(cases.map((render) => [render.name, render] as const))('the environment %s renders', (_name, render) => {
  let objects: KubeObject[];
  beforeAll(async () => {
    const run = template(await helmBinary(HELM_RELEASES[0]!), render);
    if (run.status !== 0) throw new Error(run.stderr);
    objects = parseManifests(run.stdout);
  }, 60_000);

  it("is accepted by each component's own config parser", () => {
    const environments: Record<string, Record<string, string>> = {};
    for (const deployment of objects.filter((object) => object.kind === 'Deployment')) {
      const spec = ((deployment['spec'] as Json)['template'] as Json)['spec'] as Json;
      const container = ((spec['containers'] as Json[]) ?? [])[0]!;
      environments[String(container['name'])] = containerEnv(objects, container);
    }
    expect(Object.keys(environments).sort()).toEqual(['communities', 'gateway', 'groups', 'identity', 'meditation', 'notification', 'stats']);
    const run = spawnSync(process.execPath, ['--conditions=@peace/source', '--import', 'tsx', path.join(REPO_ROOT, 'scripts/src/chart/parse-env.ts')], {
      input: JSON.stringify(environments),
      encoding: 'utf8',
      cwd: REPO_ROOT,
      env: { PATH: process.env['PATH'] ?? '' },
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual(Object.fromEntries(Object.keys(environments).map((name) => [name, 'ok'])));
  }, 90_000);

  it('gives every migration init container its database URL, complete', () => {
    for (const deployment of objects.filter((object) => object.kind === 'Deployment')) {
      const spec = ((deployment['spec'] as Json)['template'] as Json)['spec'] as Json;
      for (const init of (spec['initContainers'] ?? []) as Json[]) {
        const service = (init['command'] as string[]).at(-1)!;
        const env = containerEnv(objects, init);
        expect(env[`${service.toUpperCase()}_DATABASE_URL`]).toMatch(/^postgres(ql)?:\/\/[^$\s]+$/);
        expect(Number(env['MIGRATE_WAIT_SECONDS'])).toBeGreaterThan(0);
      }
    }
  });
});

describe('a parser that refuses', () => {
  it('is reported with its message, so a wrong environment fails the check above', () => {
    const run = spawnSync(process.execPath, ['--conditions=@peace/source', '--import', 'tsx', path.join(REPO_ROOT, 'scripts/src/chart/parse-env.ts')], {
      input: JSON.stringify({ stats: { NODE_ENV: 'production' } }),
      encoding: 'utf8',
      cwd: REPO_ROOT,
      env: { PATH: process.env['PATH'] ?? '' },
      timeout: 60_000,
    });
    expect((JSON.parse(run.stdout) as Record<string, string>)['stats']).toMatch(/Invalid environment/);
  }, 60_000);
});
