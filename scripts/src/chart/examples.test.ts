// The examples agree with the chart: an external PostgreSQL takes as many connections as the chart
// sizes its own for (every service at its autoscaler's most replicas, each with its pool), and the
// event stream is kept on as many servers as the NATS beside it runs.
import path from 'node:path';
import { HELM_RELEASES, helmBinary } from './helm.js';
import type { KubeObject } from './kubernetes.js';
import { parseManifests, template } from './render.js';
import { EXAMPLES_DIR, readYaml, type Values } from './values.js';

let helm: string;
beforeAll(async () => {
  helm = await helmBinary(HELM_RELEASES[0]!);
});

function render(file: string, extra: string[] = []): KubeObject[] {
  const run = template(helm, { name: file, release: 'peace', args: ['-f', path.join(EXAMPLES_DIR, file)] }, extra);
  if (run.status !== 0) throw new Error(run.stderr);
  return parseManifests(run.stdout);
}

/** NATS_STREAM_REPLICAS of every service's ConfigMap. */
function streamReplicas(objects: KubeObject[]): Set<string> {
  return new Set(objects.filter((object) => object.kind === 'ConfigMap' && (object['data'] as Record<string, string> | undefined)?.['NATS_STREAM_REPLICAS']).map((object) => (object['data'] as Record<string, string>)['NATS_STREAM_REPLICAS']!));
}

const get = (values: Values, dotted: string): unknown => dotted.split('.').reduce<unknown>((value, key) => (value as Values | undefined)?.[key], values);

it("gives CloudNativePG's PostgreSQL the connections the chart sizes its own for, with the same values", () => {
  const objects = render('cloudnativepg.yaml', ['--set', 'postgresql.enabled=true']);
  const postgres = objects.find((object) => object.kind === 'StatefulSet' && object.metadata!.name!.endsWith('-postgresql'))!;
  const args = (postgres['spec'] as { template: { spec: { containers: { args: string[] }[] } } }).template.spec.containers[0]!.args;
  const sized = Number(/max_connections=(\d+)/.exec(args.join(' '))![1]);
  const cluster = readYaml(path.join(EXAMPLES_DIR, 'manifests/cloudnativepg-cluster.yaml'));
  const given = Number(get(cluster, 'spec.postgresql.parameters.max_connections'));
  expect(sized).toBeGreaterThan(100);
  expect(given).toBeGreaterThanOrEqual(sized);
});

it("keeps the stream on the official NATS chart's three servers", () => {
  const servers = get(readYaml(path.join(EXAMPLES_DIR, 'manifests/nats-values.yaml')), 'config.cluster.replicas');
  expect(servers).toBe(3);
  expect(streamReplicas(render('nats-official.yaml'))).toEqual(new Set(['3']));
});

it('keeps the stream on the bundled cluster of three in the high-availability example, and on the one server by default', () => {
  expect(streamReplicas(render('high-availability.yaml'))).toEqual(new Set(['3']));
  expect(streamReplicas(render('bundled.yaml'))).toEqual(new Set(['1']));
});
