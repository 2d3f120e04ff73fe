// The release workflow (.github/workflows/release.yml), as far as it runs here: its image builds name
// what the chart's default values pull, for both platforms, with provenance; and its chart steps run
// with the real helm, the chart packaged and the package rendering like the chart.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { HELM_RELEASES, helmBinary } from '../chart/helm.js';
import { CHART_DIR, REPO_ROOT } from '../chart/values.js';
import { COMPONENTS } from './images.js';

interface Step {
  uses?: string;
  run?: string;
  name?: string;
  with?: Record<string, string | boolean>;
}
interface Workflow {
  on: { push: { tags: string[] } };
  jobs: Record<string, { needs?: string; strategy?: { matrix: { component: string[] } }; steps: Step[]; permissions?: Record<string, string> }>;
}

const workflow = parse(readFileSync(path.join(REPO_ROOT, '.github/workflows/release.yml'), 'utf8')) as Workflow;
const chart = parse(readFileSync(path.join(CHART_DIR, 'Chart.yaml'), 'utf8')) as { version: string; appVersion: string };
const values = parse(readFileSync(path.join(CHART_DIR, 'values.yaml'), 'utf8')) as { image: { registry: string; repository: string; tag: string } };

describe('the release workflow', () => {
  const images = workflow.jobs['images']!;
  const build = images.steps.find((step) => step.uses?.startsWith('docker/build-push-action'))!;

  it('builds every deployable for amd64 and arm64, with provenance and an SBOM, on a version tag', () => {
    expect(workflow.on.push.tags).toEqual(['v*']);
    expect(images.strategy!.matrix.component).toEqual(COMPONENTS);
    expect(String(build.with!['platforms']).split(',')).toEqual(['linux/amd64', 'linux/arm64']);
    expect(build.with!['provenance']).toBe('mode=max');
    expect(build.with!['sbom']).toBe(true);
    expect(build.with!['build-args']).toBe('COMPONENT=${{ matrix.component }}');
    expect(images.steps.some((step) => step.uses?.startsWith('actions/attest-build-provenance'))).toBe(true);
    expect(images.permissions).toMatchObject({ packages: 'write', 'id-token': 'write', attestations: 'write' });
  });

  it("pushes the images where the chart's default values pull them, tagged with its appVersion", () => {
    const names = images.steps.find((step) => step.name === 'Version and registry')!.run!;
    expect(names).toContain('image=ghcr.io/$(echo "$GITHUB_REPOSITORY_OWNER" | tr \'[:upper:]\' \'[:lower:]\')/peace-practice-${{ matrix.component }}');
    expect(build.with!['tags']).toBe('${{ steps.names.outputs.image }}:${{ steps.names.outputs.appVersion }}');
    expect(values.image).toMatchObject({ registry: 'ghcr.io/peace-practice', repository: 'peace-practice', tag: '' });
  });

  it("runs its chart steps here: lint, then package the chart at its version, which renders as the chart does", async () => {
    const job = workflow.jobs['chart']!;
    expect(job.needs).toBe('images');
    const push = job.steps.find((step) => step.name === 'Push the chart')!.run!;
    expect(push).toMatch(/helm push dist-chart\/peace-practice-"\$\{GITHUB_REF_NAME#v\}"\.tgz "oci:\/\/ghcr\.io\/.*\/charts"/);
    const helm = await helmBinary(HELM_RELEASES[0]!);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'peace-release-'));
    try {
      const script = job.steps.find((step) => step.name === 'Package the chart')!.run!;
      const run = spawnSync('sh', ['-ec', script.replaceAll('charts/peace-practice', CHART_DIR)], {
        cwd: dir,
        encoding: 'utf8',
        env: { PATH: `${path.dirname(helm)}:${process.env['PATH'] ?? ''}`, HOME: dir, GITHUB_REF_NAME: `v${chart.version}` },
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const packaged = path.join(dir, 'dist-chart', `peace-practice-${chart.version}.tgz`);
      const args = ['--set', 'oidc.issuer=https://login.example.org', '--set', 'secrets.internalSecret=0123456789abcdef', '--set', 'secrets.sessionSecret=0123456789abcdef', '--namespace', 'peace'];
      const fromPackage = spawnSync(helm, ['template', 'peace', packaged, ...args], { encoding: 'utf8', env: { HOME: dir, PATH: process.env['PATH'] ?? '' } });
      expect(fromPackage.status).toBe(0);
      expect(fromPackage.stdout).toContain(`image: ghcr.io/peace-practice/peace-practice-gateway:${chart.appVersion}`);
      const wrongTag = spawnSync('sh', ['-ec', script.replaceAll('charts/peace-practice', CHART_DIR)], { cwd: dir, encoding: 'utf8', env: { PATH: `${path.dirname(helm)}:${process.env['PATH'] ?? ''}`, HOME: dir, GITHUB_REF_NAME: 'v9.9.9' } });
      expect(wrongTag.status).not.toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
