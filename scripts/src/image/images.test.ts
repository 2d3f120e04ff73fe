import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { DEPLOYABLES, REPO_ROOT } from './bundle.js';

interface Artifact {
  image: string;
  context?: string;
  docker?: { dockerfile?: string };
  requires?: { image: string; alias: string }[];
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
  it('builds the workspace once, then one image per deployable from its own Dockerfile', () => {
    const images = skaffold.build.artifacts.map((artifact) => artifact.image);
    expect(images).toEqual(['peace-practice/build', ...DEPLOYABLES.map((deployable) => `peace-practice/${component(deployable)}`)]);
  });

  it.each(DEPLOYABLES)('%s: its Dockerfile bundles it alone, runs it as a non-root user and starts its entry', (deployable) => {
    const artifact = skaffold.build.artifacts.find((each) => each.image === `peace-practice/${component(deployable)}`)!;
    expect(artifact.context).toBe(deployable);
    expect(artifact.requires).toEqual([{ image: 'peace-practice/build', alias: 'BUILD_IMAGE' }]);
    const dockerfile = read(path.join(deployable, artifact.docker?.dockerfile ?? 'Dockerfile'));
    expect(dockerfile).toMatch(/^FROM \$\{BUILD_IMAGE\} AS build$/m);
    expect(dockerfile).toContain(`RUN npx tsx scripts/src/image/bundle.ts ${deployable} /bundle`);
    expect(dockerfile).toMatch(/^COPY --from=build \/bundle \.\/$/m);
    expect(dockerfile.match(/^COPY /gm)).toHaveLength(1);
    expect(dockerfile).toMatch(/^USER 1000:1000$/m);
    expect(dockerfile).toContain(`CMD ["node", "--enable-source-maps", "${deployable}/dist/index.js"]`);
    expect(existsSync(path.join(REPO_ROOT, deployable, 'src/index.ts'))).toBe(true);
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

  it('compiles the whole workspace, its run-time files and the web build in the build image', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toContain('npm ci');
    expect(dockerfile).toMatch(/npx tsc -b && npx tsx scripts\/src\/build-assets\.ts && npm run build -w web/);
  });
});
