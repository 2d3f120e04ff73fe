import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { DEPLOYABLES, REPO_ROOT } from './bundle.js';
import { COMPONENTS, REPOSITORY, appVersion, findTool, imageCommands, parseArguments } from './images.js';

interface Artifact {
  image: string;
  context?: string;
  docker?: { dockerfile?: string; buildArgs?: Record<string, string> };
}
interface Skaffold {
  build: { artifacts: Artifact[] };
  manifests: { helm: { releases: { chartPath: string; valuesFiles: string[]; setValueTemplates: Record<string, string> }[] } };
  profiles: { name: string; patches: { op: string; path: string; value?: unknown }[] }[];
}

const skaffold = parse(readFileSync(path.join(REPO_ROOT, 'skaffold.yaml'), 'utf8')) as Skaffold;
const component = (deployable: string) => path.basename(deployable);
const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

describe('the images skaffold builds', () => {
  it('builds one image per deployable from the one Dockerfile, chosen by COMPONENT', () => {
    expect(skaffold.build.artifacts.map((artifact) => artifact.image)).toEqual(DEPLOYABLES.map((deployable) => `peace-practice/${component(deployable)}`));
    for (const artifact of skaffold.build.artifacts) {
      expect(artifact.context).toBe('.');
      expect(artifact.docker).toEqual({ dockerfile: 'Dockerfile', buildArgs: { COMPONENT: artifact.image.replace('peace-practice/', '') } });
    }
    for (const deployable of DEPLOYABLES) expect(existsSync(path.join(REPO_ROOT, deployable, 'Dockerfile'))).toBe(false);
  });

  it('installs the chart with each image in its place', () => {
    const release = skaffold.manifests.helm.releases[0]!;
    expect(release.chartPath).toBe('charts/peace-practice');
    for (const deployable of DEPLOYABLES) {
      const name = component(deployable);
      expect(release.setValueTemplates[`image.overrides.${name}`]).toBe(`{{.IMAGE_FULLY_QUALIFIED_peace_practice_${name}}}`);
    }
    for (const file of release.valuesFiles) expect(existsSync(path.join(REPO_ROOT, file))).toBe(true);
    const schema = JSON.parse(read('charts/peace-practice/values.schema.json')) as { properties: { image: { properties: { overrides: { properties: Record<string, unknown> } } } } };
    expect(Object.keys(schema.properties.image.properties.overrides.properties).sort()).toEqual(DEPLOYABLES.map(component).sort());
  });

  it('has a dev profile for a local cluster with a values file of its own', () => {
    const dev = skaffold.profiles.find((profile) => profile.name === 'dev')!;
    const values = dev.patches.find((patch) => patch.path === '/manifests/helm/releases/0/valuesFiles')!.value as string[];
    for (const file of values) expect(existsSync(path.join(REPO_ROOT, file))).toBe(true);
  });
});

describe('the Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('starts from node 22 slim, pinned to a release', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:22\.\d+\.\d+-\w+-slim$/m);
    expect(dockerfile.match(/^FROM \$\{NODE_IMAGE\}/gm)).toHaveLength(2);
  });

  it('compiles the whole workspace, its run-time files and the web build, then bundles the component alone', () => {
    expect(dockerfile).toContain('npm ci');
    expect(dockerfile).toMatch(/npx tsc -b && npx tsx scripts\/src\/build-assets\.ts && npm run build -w web/);
    expect(dockerfile).toMatch(/^ARG COMPONENT$/m);
    expect(dockerfile).toContain('npx tsx scripts/src/image/bundle.ts "$package" /bundle');
    // Every component the chart deploys is one COMPONENT may name; anything else fails the build.
    for (const name of COMPONENTS.filter((each) => each !== 'gateway')) expect(dockerfile).toContain(name);
    expect(dockerfile).toMatch(/\*\) echo "--build-arg COMPONENT= must name/);
  });

  it('runs the component as a non-root user from its bundle only', () => {
    expect(dockerfile).toMatch(/^COPY --from=build \/bundle \.\/$/m);
    expect(dockerfile.match(/^COPY /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^USER 1000:1000$/m);
    expect(dockerfile).toContain('exec node --enable-source-maps');
    for (const deployable of DEPLOYABLES) expect(existsSync(path.join(REPO_ROOT, deployable, 'src/index.ts'))).toBe(true);
  });
});

describe('npm run images', () => {
  const options = { registry: 'registry.example.org/peace', tag: '1.2.3', tool: 'docker' as const, push: true };

  it('builds each of the seven images and pushes it where the chart looks with image.registry set', () => {
    const commands = imageCommands(options);
    expect(commands).toHaveLength(14);
    expect(commands[0]).toEqual(['docker', 'build', '--build-arg', 'COMPONENT=gateway', '--tag', 'registry.example.org/peace/peace-practice-gateway:1.2.3', '--file', 'Dockerfile', '.']);
    expect(commands[1]).toEqual(['docker', 'push', 'registry.example.org/peace/peace-practice-gateway:1.2.3']);
    expect(commands.filter((command) => command[1] === 'push').map((command) => command[2])).toEqual(COMPONENTS.map((name) => `registry.example.org/peace/peace-practice-${name}:1.2.3`));
    const values = parse(read('charts/peace-practice/values.yaml')) as { image: { repository: string } };
    expect(values.image.repository).toBe(REPOSITORY);
  });

  it('speaks buildah and podman, and builds only with --push=false', () => {
    expect(imageCommands({ ...options, tool: 'buildah' })[0]!.slice(0, 2)).toEqual(['buildah', 'build']);
    expect(imageCommands({ ...options, tool: 'podman', push: false, platform: 'linux/arm64' }).every((command) => command[1] === 'build' && command.includes('linux/arm64'))).toBe(true);
  });

  it('reads its arguments, with the chart’s appVersion as the default tag', () => {
    expect(parseArguments(['--registry', 'registry.example.org/peace'], () => 'podman')).toEqual({ registry: 'registry.example.org/peace', tag: appVersion(), tool: 'podman', push: true, platform: undefined });
    expect(parseArguments(['--registry=ghcr.io/team', '--tag=2.0.0', '--push=false', '--tool', 'docker'], () => undefined)).toEqual({ registry: 'ghcr.io/team', tag: '2.0.0', tool: 'docker', push: false, platform: undefined });
  });

  it('says plainly what is missing', () => {
    expect(() => parseArguments([], () => 'docker')).toThrow(/--registry is required/);
    expect(() => parseArguments(['--registry', 'registry.example.org'], () => undefined)).toThrow(/no image builder on this machine: install Docker, Podman or Buildah/);
    expect(() => parseArguments(['--registry', 'https://registry.example.org'], () => 'docker')).toThrow(/not a registry host/);
    expect(() => parseArguments(['--registry', 'r.example.org', '--tool', 'kaniko'], () => 'docker')).toThrow(/one of docker, podman, buildah/);
  });

  it('finds a builder on the PATH, or none', () => {
    expect(findTool('')).toBeUndefined();
  });
});
