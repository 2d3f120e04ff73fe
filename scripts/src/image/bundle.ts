// Assembles what one deployable's image carries: its package and the workspace packages it depends
// on (package.json and build output only: no src/), the production dependencies they need (walked
// from package-lock.json, so nothing a development tool or another deployable needs), the gateway's
// supergraph and the web build, and production-dependencies.txt listing what was included.
//   tsx scripts/src/image/bundle.ts <gateway | services/<name>> <folder>
import { cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const DEPLOYABLES = ['gateway', 'services/identity', 'services/meditation', 'services/groups', 'services/communities', 'services/stats', 'services/notification'] as const;
export type Deployable = (typeof DEPLOYABLES)[number];

interface LockEntry {
  name?: string;
  version?: string;
  link?: boolean;
  resolved?: string;
  optional?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

export interface Closure {
  /** Installed packages (node_modules/… locations) the deployable needs at run time. */
  packages: string[];
  /** Workspace packages (repository folders) it needs, itself first. */
  workspaces: string[];
  /**
   * Other deployables it uses through their client modules (a service's `@peace/<service>/live`,
   * say): each is carried as its package.json and those modules' build output alone, never as the
   * deployable, so none of its own dependencies rides along.
   */
  clients: string[];
  /** node_modules locations that are links to workspace folders, as location → folder. */
  links: Map<string, string>;
}

function parentOf(location: string): string {
  const parent = path.posix.dirname(location);
  return parent === '.' ? '' : parent;
}

/** Where Node finds `name` when required from the package at `from`, as package-lock.json records it. */
function resolve(lock: Record<string, LockEntry>, from: string, name: string, root: string): string | undefined {
  for (let dir = from; ; dir = parentOf(dir)) {
    if (!dir.endsWith('node_modules')) {
      const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
      if (lock[candidate] && existsSync(path.join(root, candidate))) return candidate;
    }
    if (!dir) return undefined;
  }
}

/** The run-time dependency closure of a workspace package, from package-lock.json. */
export function closure(deployable: string, root = REPO_ROOT): Closure {
  const lock = (JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> }).packages;
  const packages = new Set<string>();
  const workspaces = [deployable];
  const links = new Map<string, string>();
  const clients = new Set<string>();
  const queue = [deployable];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const location = queue.shift()!;
    const entry = lock[location];
    if (!entry) throw new Error(`package-lock.json has no entry for ${location}`);
    const needed = [
      ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
      ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
      // A peer marked optional is something the package can use when the application brings it
      // (cosmiconfig's typescript, for TypeScript configs): it is never needed at run time here.
      ...Object.keys(entry.peerDependencies ?? {})
        .filter((name) => entry.peerDependenciesMeta?.[name]?.optional !== true)
        .map((name) => ({ name, optional: true })),
    ];
    for (const { name, optional } of needed) {
      let found = resolve(lock, location, name, root);
      if (!found) {
        if (optional) continue;
        throw new Error(`${location} needs ${name}, which is not installed`);
      }
      const link = lock[found]!;
      if (link.link && link.resolved) {
        links.set(found, link.resolved);
        found = link.resolved;
        if ((DEPLOYABLES as readonly string[]).includes(found) && found !== deployable) {
          clients.add(found);
          continue;
        }
        if (!seen.has(found)) workspaces.push(found);
      } else packages.add(found);
      if (!seen.has(found)) {
        seen.add(found);
        queue.push(found);
      }
    }
  }
  return { packages: [...packages].sort(), workspaces, clients: [...clients].sort(), links };
}

/** The build output folders of a deployable's client modules: where its subpath exports (not its entry) point into dist. */
export function clientFolders(workspace: string, root = REPO_ROOT): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as { exports?: Record<string, Record<string, string>> };
  return Object.entries(manifest.exports ?? {}).flatMap(([subpath, conditions]) => {
    const target = conditions['import'] ?? conditions['default'];
    return subpath !== '.' && target?.startsWith('./dist/') ? [path.posix.dirname(target.slice(2))] : [];
  });
}

/** What a workspace package ships besides package.json: its build output and the run-time files beside it. */
export function shippedFiles(workspace: string): string[] {
  return workspace === 'gateway' ? ['dist', 'supergraph.graphql'] : ['dist'];
}

/** Copies a file by hard link where it can (the same disk), else by copy. */
function place(source: string, target: string): void {
  mkdirSync(path.dirname(target), { recursive: true });
  try {
    linkSync(source, target);
  } catch {
    cpSync(source, target);
  }
}

function copyTree(source: string, target: string, skip: (relative: string) => boolean, base = source): void {
  for (const name of readdirSync(source)) {
    const from = path.join(source, name);
    const relative = path.relative(base, from);
    if (skip(relative)) continue;
    const stats = statSync(from, { throwIfNoEntry: false });
    if (!stats) continue;
    if (stats.isDirectory()) copyTree(from, path.join(target, name), skip, base);
    else place(from, path.join(target, name));
  }
}

/** Writes the deployable's bundle into `out` (emptied first) and returns its closure. */
export function bundle(deployable: Deployable, out: string, root = REPO_ROOT): Closure {
  const result = closure(deployable, root);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const workspace of result.workspaces) {
    if (!existsSync(path.join(root, workspace, 'dist'))) throw new Error(`${workspace}/dist is missing: build it first (npm run build)`);
    place(path.join(root, workspace, 'package.json'), path.join(out, workspace, 'package.json'));
    for (const shipped of shippedFiles(workspace)) {
      const from = path.join(root, workspace, shipped);
      if (statSync(from).isDirectory()) copyTree(from, path.join(out, workspace, shipped), (relative) => relative.endsWith('.tsbuildinfo') || /\.test\.(js|d\.ts)(\.map)?$/.test(relative));
      else place(from, path.join(out, workspace, shipped));
    }
  }
  for (const client of result.clients) {
    place(path.join(root, client, 'package.json'), path.join(out, client, 'package.json'));
    for (const folder of clientFolders(client, root)) {
      if (!existsSync(path.join(root, client, folder))) throw new Error(`${client}/${folder} is missing: build it first (npm run build)`);
      copyTree(path.join(root, client, folder), path.join(out, client, folder), (relative) => /\.test\.(js|d\.ts)(\.map)?$/.test(relative));
    }
  }
  if (deployable === 'gateway') {
    const web = path.join(root, 'web/dist');
    if (!existsSync(path.join(web, 'index.html'))) throw new Error('web/dist is missing: build the web app first (npm run build -w web)');
    copyTree(web, path.join(out, 'web/dist'), () => false);
  }
  for (const location of result.packages) copyTree(path.join(root, location), path.join(out, location), (relative) => relative === 'node_modules');
  for (const [location, folder] of result.links) {
    mkdirSync(path.dirname(path.join(out, location)), { recursive: true });
    symlinkSync(path.relative(path.dirname(path.join(out, location)), path.join(out, folder)), path.join(out, location));
  }
  writeFileSync(path.join(out, 'package.json'), `${JSON.stringify({ name: `peace-practice-${path.basename(deployable)}`, private: true, type: 'module' }, null, 2)}\n`);
  const lock = (JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> }).packages;
  const listed = result.packages.map((location) => `${location.replace(/^.*node_modules\//, '')}@${lock[location]!.version ?? '?'}  ${location}`);
  writeFileSync(path.join(out, 'production-dependencies.txt'), `${listed.join('\n')}\n`);
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [deployable, out] = process.argv.slice(2);
  if (!deployable || !out || !(DEPLOYABLES as readonly string[]).includes(deployable)) {
    console.error(`usage: tsx scripts/src/image/bundle.ts <${DEPLOYABLES.join(' | ')}> <folder>`);
    process.exit(2);
  }
  const result = bundle(deployable as Deployable, path.resolve(out));
  console.log(`${deployable}: ${result.workspaces.length} workspace package(s), ${result.packages.length} production dependencies → ${out}`);
}
