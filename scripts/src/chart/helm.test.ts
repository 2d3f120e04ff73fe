import { HELM_RELEASES, helmBinary, runHelm } from './helm.js';
import { lint, parseManifests, renderCases, template } from './render.js';

// The real helm, Helm 3.17 and Helm 4.1, both from the npm registry: the chart lints strictly and
// renders for every example values file, the README's install command and a longest release name,
// with no network (no subcharts to fetch).

const cases = renderCases();
const binaries = new Map<string, string>();

beforeAll(async () => {
  for (const release of HELM_RELEASES) binaries.set(release.line, await helmBinary(release));
}, 120_000);

describe.each(HELM_RELEASES.map((release) => [release.line, release] as const))('Helm %s', (line) => {
  const helm = () => binaries.get(line)!;

  it('is the Helm its package ships', () => {
    const run = runHelm(helm(), ['version', '--short']);
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toMatch(new RegExp(`^${line.replace('.', '\\.')}\\.\\d+`));
  });

  it('lints the chart with its defaults', () => {
    const run = lint(helm(), []);
    expect(`${run.stdout}${run.stderr}`).toContain('1 chart(s) linted, 0 chart(s) failed');
    expect(run.status).toBe(0);
  });

  it('refuses to render the defaults alone, naming the value that is missing', () => {
    const run = template(helm(), { name: 'defaults', release: 'peace', args: [] });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('oidc.issuer is required');
  });

  it.each(cases.map((render) => [render.name, render] as const))('lints %s strictly', (_name, render) => {
    const run = lint(helm(), render.args);
    expect(`${run.stdout}${run.stderr}`).toContain('1 chart(s) linted, 0 chart(s) failed');
    expect(run.stderr).not.toMatch(/\[(ERROR|WARNING)\]/);
    expect(run.status).toBe(0);
  });

  it.each(cases.map((render) => [render.name, render] as const))('renders %s', (_name, render) => {
    const run = template(helm(), render);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const kinds = parseManifests(run.stdout).map((object) => object.kind);
    expect(kinds).toEqual(expect.arrayContaining(['Deployment', 'Service', 'NetworkPolicy', 'Pod']));
    const deployments = parseManifests(run.stdout).filter((object) => object.kind === 'Deployment' && !object.metadata?.name?.endsWith('-mail'));
    expect(deployments).toHaveLength(7);
  });
});

describe('the gateway’s metrics port', () => {
  it('stays off a LoadBalancer or NodePort Service, on a ClusterIP one of its own', async () => {
    const helm = await helmBinary(HELM_RELEASES[0]!);
    for (const type of ['LoadBalancer', 'NodePort']) {
      const run = template(helm, { ...renderCases()[0]!, args: [...renderCases()[0]!.args, '--set', `gateway.service.type=${type}`] });
      expect(run.status).toBe(0);
      const services = parseManifests(run.stdout).filter((object) => object.kind === 'Service' && object.metadata?.name?.includes('gateway'));
      const spec = (name: string) => services.find((service) => service.metadata?.name === name)!['spec'] as { type: string; ports: { name: string }[] };
      expect(spec('peace-peace-practice-gateway').type).toBe(type);
      expect(spec('peace-peace-practice-gateway').ports.map((port) => port.name)).toEqual(['http']);
      expect(spec('peace-peace-practice-gateway-metrics')).toEqual(expect.objectContaining({ type: 'ClusterIP', ports: [expect.objectContaining({ name: 'metrics', port: 9464 })] }));
    }
  }, 60_000);
});

describe('high availability that is high availability', () => {
  it('keeps the event stream on all three servers of the NATS cluster, and sizes PostgreSQL for every replica’s pool', async () => {
    const helm = await helmBinary(HELM_RELEASES[0]!);
    const ha = renderCases().find((render) => render.name === 'examples/high-availability.yaml')!;
    const run = template(helm, { ...ha, args: [...ha.args, '--set', 'postgresql.enabled=true', '--set', 'databasePoolSize=8'] });
    expect(run.status).toBe(0);
    const objects = parseManifests(run.stdout);
    const configs = objects.filter((object) => object.kind === 'ConfigMap' && (object['data'] as Record<string, string>)['NATS_STREAM_REPLICAS']);
    expect(configs).toHaveLength(6);
    for (const config of configs) expect(config['data']).toEqual(expect.objectContaining({ NATS_STREAM_REPLICAS: '3', DATABASE_POOL_SIZE: '8', DATABASE_STATEMENT_TIMEOUT_MS: '5000', DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '10000' }));
    const nats = objects.find((object) => object.kind === 'StatefulSet' && object.metadata?.name?.endsWith('-nats'))!;
    expect((nats['spec'] as { replicas: number }).replicas).toBe(3);
    // Every service at its autoscaler's maximum, each replica with its pool and its migration runner's connection.
    const most = objects.filter((object) => object.kind === 'HorizontalPodAutoscaler' && !object.metadata?.name?.endsWith('-gateway')).reduce((sum, hpa) => sum + (hpa['spec'] as { maxReplicas: number }).maxReplicas, 0);
    const postgres = objects.find((object) => object.kind === 'StatefulSet' && object.metadata?.name?.endsWith('-postgresql'))!;
    const args = ((postgres['spec'] as { template: { spec: { containers: { args: string[] }[] } } }).template.spec.containers[0]!.args).join(' ');
    expect(Number(/max_connections=(\d+)/.exec(args)![1])).toBeGreaterThanOrEqual(most * (8 + 1));
    // The PriorityClass its pods name is one it creates: the example is whole on an empty cluster.
    const named = new Set(objects.filter((object) => object.kind === 'Deployment').map((object) => (object['spec'] as { template: { spec: { priorityClassName?: string } } }).template.spec.priorityClassName));
    expect([...named]).toEqual(['peace-practice']);
    expect(objects.filter((object) => object.kind === 'PriorityClass').map((object) => object.metadata?.name)).toEqual(['peace-practice']);
  }, 60_000);
});

describe('the push services notification may send to', () => {
  const notificationConfig = (extra: string[]) => async () => {
    const helm = await helmBinary(HELM_RELEASES[0]!);
    const run = template(helm, { ...renderCases()[0]!, args: [...renderCases()[0]!.args, ...extra] });
    return { run, config: parseManifests(run.stdout).find((object) => object.kind === 'ConfigMap' && object.metadata?.name?.endsWith('-notification'))?.['data'] as Record<string, string> | undefined };
  };

  it("are the browsers' own unless listed, and the list replaces them", async () => {
    const byDefault = await notificationConfig([])();
    expect(byDefault.run.status).toBe(0);
    expect(byDefault.config).toBeDefined();
    expect(byDefault.config).not.toHaveProperty('PUSH_SERVICE_HOSTS');
    const listed = await notificationConfig(['--set', 'push.serviceHosts={fcm.googleapis.com,*.push.apple.com,push.example.org:8443}'])();
    expect(listed.config).toEqual(expect.objectContaining({ PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,*.push.apple.com,push.example.org:8443' }));
  }, 60_000);

  it('never take an IP address, a bare wildcard or a wildcard over a top-level domain', async () => {
    for (const host of ['169.254.169.254', '10.0.0.1:8443', '*', '*.com', 'https://fcm.googleapis.com']) {
      const { run } = await notificationConfig(['--set-json', `push.serviceHosts=${JSON.stringify([host])}`])();
      expect({ host, status: run.status, named: run.stderr.includes('serviceHosts') }).toEqual({ host, status: 1, named: true });
    }
  }, 60_000);
});
