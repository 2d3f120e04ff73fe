// Every image of the release: the app's from the registry the release workflow publishes to, the
// bundled servers' pinned by digest; image.registry moves all of them to a mirror.
import path from 'node:path';
import { HELM_RELEASES, helmBinary } from './helm.js';
import { parseManifests, template } from './render.js';
import { EXAMPLES_DIR } from './values.js';

async function images(extra: string[]): Promise<string[]> {
  const run = template(await helmBinary(HELM_RELEASES[0]!), { name: 'bundled', release: 'peace', args: ['-f', path.join(EXAMPLES_DIR, 'bundled.yaml'), '--set', 'mailSink.enabled=true', '--set', 'smtp.url='] }, extra);
  if (run.status !== 0) throw new Error(run.stderr);
  const found = new Set<string>();
  for (const object of parseManifests(run.stdout)) {
    const spec = object.kind === 'Pod' ? object['spec'] : ((object['spec'] as { template?: { spec?: unknown } } | undefined)?.template?.spec);
    for (const container of [...((spec as { containers?: { image: string }[] } | undefined)?.containers ?? []), ...((spec as { initContainers?: { image: string }[] } | undefined)?.initContainers ?? [])]) found.add(container.image);
  }
  return [...found].sort();
}

it("pulls the app's images from ghcr.io and the bundled servers' from docker.io by digest", async () => {
  const all = await images([]);
  expect(all.filter((image) => image.startsWith('ghcr.io/peace-practice/peace-practice-'))).toHaveLength(7);
  const servers = all.filter((image) => !image.startsWith('ghcr.io/'));
  expect(servers.map((image) => image.replace(/:.*/, '')).sort()).toEqual(['docker.io/axllent/mailpit', 'docker.io/nats', 'docker.io/postgres', 'docker.io/valkey/valkey']);
  // The mail sink is for a developer's cluster: by tag.
  expect(servers.filter((image) => !image.includes('mailpit')).every((image) => /@sha256:[a-f0-9]{64}$/.test(image))).toBe(true);
});

it('moves every image, the bundled servers\' included, with image.registry', async () => {
  const all = await images(['--set', 'image.registry=mirror.example.org/peace']);
  expect(all.length).toBe(11);
  expect(all.filter((image) => !image.startsWith('mirror.example.org/peace/'))).toEqual([]);
});
