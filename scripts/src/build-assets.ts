// Copies the files a package reads at run time besides its compiled code into its build output,
// mirroring src/ under dist/: a subgraph's schema.graphql and every package's migrations (the folder
// its package.json names under "peace"). Code running from dist/ reads these copies, so an image
// carries dist/ and no src/. Run by `npm run build` and before the harness starts a stack.
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Workspace folders that may carry run-time files: every service and the development tools. */
export function assetPackages(root = REPO_ROOT): string[] {
  const services = readdirSync(path.join(root, 'services')).map((name) => path.join(root, 'services', name));
  return [...services, path.join(root, 'scripts')].filter((dir) => existsSync(path.join(dir, 'package.json')));
}

/** The run-time files of one package, as paths relative to it under src/. */
export function assetsOf(packageDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { peace?: { migrations?: string } };
  const assets: string[] = [];
  if (existsSync(path.join(packageDir, 'src/schema.graphql'))) assets.push('src/schema.graphql');
  const migrations = manifest.peace?.migrations;
  if (migrations?.startsWith('src/') && existsSync(path.join(packageDir, migrations))) assets.push(migrations.replace(/\/$/, ''));
  return assets;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/**
 * Writes each asset to dist/ when it differs from the copy there. Writes go through a rename, so a
 * process reading the copy meanwhile sees the old file or the new one, never half of one.
 */
export function copyBuildAssets(root = REPO_ROOT): string[] {
  const written: string[] = [];
  for (const packageDir of assetPackages(root)) {
    for (const asset of assetsOf(packageDir)) {
      const source = path.join(packageDir, asset);
      for (const file of statSync(source).isDirectory() ? files(source) : [source]) {
        const target = path.join(packageDir, 'dist', path.relative(path.join(packageDir, 'src'), file));
        const content = readFileSync(file);
        if (existsSync(target) && readFileSync(target).equals(content)) continue;
        mkdirSync(path.dirname(target), { recursive: true });
        const temporary = `${target}.${process.pid}.tmp`;
        writeFileSync(temporary, content);
        renameSync(temporary, target);
        written.push(path.relative(root, target));
      }
    }
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = copyBuildAssets();
  if (written.length > 0) console.log(`build assets: ${written.length} file(s) copied to dist/`);
}

