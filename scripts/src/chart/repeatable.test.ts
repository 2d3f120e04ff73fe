// The GitOps install (examples/existing-secrets.yaml, as the chart README's Argo CD and Flux
// instructions use it) renders the same bytes every time: nothing generated, no lookup needed.
// A render that generates passwords does not, which is why the README sends GitOps to this path.
import path from 'node:path';
import { HELM_RELEASES, helmBinary } from './helm.js';
import { template } from './render.js';
import { EXAMPLES_DIR } from './values.js';

const gitops = { name: 'existing-secrets.yaml', release: 'peace', args: ['-f', path.join(EXAMPLES_DIR, 'existing-secrets.yaml')] };

it.each(HELM_RELEASES.map((release) => [release.line, release] as const))('renders existing-secrets.yaml to the same bytes twice with Helm %s, with no Secret of its own', async (_line, release) => {
  const helm = await helmBinary(release);
  const [first, second] = [template(helm, gitops), template(helm, gitops)];
  expect(first.status).toBe(0);
  expect(second.stdout).toBe(first.stdout);
  expect(first.stdout).not.toMatch(/^kind: Secret$/m);
});

it('renders new passwords each time when the chart generates them (the path GitOps avoids)', async () => {
  const helm = await helmBinary(HELM_RELEASES[0]!);
  const bundled = { name: 'bundled.yaml', release: 'peace', args: ['-f', path.join(EXAMPLES_DIR, 'bundled.yaml')] };
  expect(template(helm, bundled).stdout).not.toBe(template(helm, bundled).stdout);
});
