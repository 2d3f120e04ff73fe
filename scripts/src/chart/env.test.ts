import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { HELM_RELEASES, helmBinary } from './helm.js';
import type { KubeObject } from './kubernetes.js';
import { containerEnv, parseManifests, renderCases, template } from './render.js';
import { REPO_ROOT } from './values.js';

// Each component's own config parser (gateway/src/config.ts, services/*/src/config.ts) accepts the
// environment its Deployment renders: the ConfigMap, the values, the Secrets the chart writes (their
// keys resolved, $(VAR) references expanded as the kubelet does), and for Secrets created outside
// the chart, values of the form their documentation asks for.

type Json = Record<string, unknown>;

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
      // The local cluster's mail sink is no component of the app.
      if (container['name'] !== 'mail') environments[String(container['name'])] = containerEnv(objects, container);
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
