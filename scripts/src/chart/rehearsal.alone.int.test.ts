// Each way the chart is meant to be installed, rehearsed as rendered (rehearsal.ts): the chart README's
// install command, examples/bundled.yaml, high availability (three clustered NATS servers, two pods
// of every Deployment, the event stream on three servers) and examples/existing-secrets.yaml with
// passwords full of hard characters and one all digits. Each comes up with zero restarts, every pod
// passing its rendered readiness probe; then the rendered helm test Pod's command passes, and fails
// once meditation is stopped. Each case's time to ready is printed.
// One pod a Deployment outside the high-availability case: two of each, seven times over, is what
// that case shows, and a two-core machine starts them at half the speed.
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { STREAM_NAME } from '@peace/proto';
import { copyBuildAssets } from '../build-assets.js';
import { generateVapidKeys } from '../harness/stack.js';
import { HELM_RELEASES, helmBinary } from './helm.js';
import type { KubeObject } from './kubernetes.js';
import { buildImageBundles, rehearse, removeDir, type Rehearsal } from './rehearsal.js';
import { containerEnv, parseManifests, readmeCase, template, type RenderCase, type SecretSource } from './render.js';
import { EXAMPLES_DIR } from './values.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'peace-rehearsal-'));
// PostgreSQL runs as its own user when the tests run as root: it must be able to reach its directory.
chmodSync(root, 0o755);
let images: Map<string, string>;
let helm: string;
const times: string[] = [];

beforeAll(async () => {
  copyBuildAssets();
  helm = await helmBinary(HELM_RELEASES[0]!);
  images = buildImageBundles(path.join(root, 'images'));
}, 120_000);

afterAll(() => {
  console.log(`time to ready, as rendered:\n${times.join('\n')}`);
  removeDir(root);
});

const vapid = generateVapidKeys();
/** The Secrets existing-secrets.yaml names, created beside the release as an operator would. */
const OPERATOR_SECRETS: Record<string, Record<string, string>> = {
  'peace-app': { 'internal-secret': 'an-operator-made-internal-secret-0123456789', 'session-secret': 'an-operator-made-session-secret-0123456789' },
  'peace-oidc': { 'client-secret': 'oidc client "secret"', 'google-client-secret': 'google-secret' },
  'peace-smtp': { 'smtp-url': 'smtp://peace:secret@127.0.0.1:2525' },
  'peace-push': { 'vapid-public-key': vapid.publicKey, 'vapid-private-key': vapid.privateKey },
  'peace-postgresql': { password: `7 p@ss:w/rd? "quoted" \\ back%41slash $HOME #x &y 'z' ü` },
  'peace-redis': { password: '20481024' },
  'peace-nats': { password: `9 "n&a\\ts" $x {y} #z: 'ö'` },
};
const operatorSecrets: SecretSource = (name, key) => OPERATOR_SECRETS[name]?.[key];

interface Case {
  render: RenderCase;
  extra?: string[];
  secrets?: SecretSource;
  replicas?: (deployment: KubeObject) => number;
  streamReplicas: number;
}

const readme = readmeCase();
const CASES: Case[] = [
  { render: readme, replicas: () => 1, streamReplicas: 1 },
  { render: { name: 'examples/bundled.yaml', release: 'peace', args: ['-f', path.join(EXAMPLES_DIR, 'bundled.yaml')] }, replicas: () => 1, streamReplicas: 1 },
  { render: { ...readme, name: 'high availability: 3 NATS servers, 2 pods a Deployment' }, extra: ['--set', 'nats.replicas=3'], replicas: () => 2, streamReplicas: 3 },
  { render: { name: 'examples/existing-secrets.yaml, hard and all-digit passwords', release: 'peace', args: ['-f', path.join(EXAMPLES_DIR, 'existing-secrets.yaml')] }, secrets: operatorSecrets, replicas: () => 1, streamReplicas: 1 },
];

describe.each(CASES.map((each) => [each.render.name, each] as const))('%s', (name, each) => {
  let objects: KubeObject[];
  let release: Rehearsal;

  beforeAll(async () => {
    const run = template(helm, each.render, each.extra);
    if (run.status !== 0) throw new Error(run.stderr);
    objects = parseManifests(run.stdout);
    release = await rehearse({ objects, dir: path.join(root, `case-${CASES.indexOf(each)}`), images, secrets: each.secrets, replicas: each.replicas });
    times.push(`  ${name}: ${release.secondsToReady.toFixed(1)} s (${release.replicas.length} pods, ${release.servers.length} servers)`);
  }, 300_000);

  afterAll(async () => {
    await release?.stop();
  }, 60_000);

  it('brings every pod to ready with zero restarts', () => {
    const failed = release.replicas.filter((replica) => !replica.readyAt || replica.restarts > 0);
    if (failed.length > 0) console.log(`${release.timeline.join('\n')}\n${failed.map((replica) => `--- ${replica.name}\n${replica.output.slice(-3000)}`).join('\n')}`);
    expect(new Set(release.replicas.map((replica) => replica.name.replace(/-\d+$/, '')))).toEqual(new Set(['gateway', 'identity', 'meditation', 'groups', 'communities', 'stats', 'notification']));
    expect(failed.map((replica) => ({ name: replica.name, ready: Boolean(replica.readyAt), restarts: replica.restarts }))).toEqual([]);
  });

  it(`keeps the event stream on ${each.streamReplicas} NATS server(s)`, async () => {
    const set = objects.find((object) => object.kind === 'StatefulSet' && object.metadata!.name!.endsWith('-nats'))!;
    const container = ((set['spec'] as { template: { spec: { containers: Record<string, unknown>[] } } }).template.spec.containers[0])!;
    const password = containerEnv(objects, container, each.secrets)['NATS_PASSWORD']!;
    const nc = await connect({ servers: `127.0.0.1:${release.servers.find((server) => server.name.endsWith('-nats-0'))!.port}`, user: 'peace', pass: password });
    try {
      const info = await (await jetstreamManager(nc)).streams.info(STREAM_NAME);
      expect(info.config.num_replicas).toBe(each.streamReplicas);
    } finally {
      await nc.close();
    }
  });

  it("passes the rendered helm test Pod's command, and fails it once meditation is stopped", async () => {
    const passing = await release.helmTest();
    expect(passing.output).not.toContain('FAIL');
    expect(passing.code).toBe(0);
    await release.stopDeployment('-meditation');
    const failing = await release.helmTest();
    expect(failing.output).toMatch(/FAIL GraphQL/);
    expect(failing.code).toBe(1);
  }, 60_000);
});
