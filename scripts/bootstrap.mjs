#!/usr/bin/env node
// The entry of `npm start` and `npm test`: installs what is missing (system servers, the browser,
// node modules), builds what changed since the last build, then starts the stack or runs every check. Plain Node, no dependencies,
// because it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2];
if (mode !== 'start' && mode !== 'test') {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function must(command, args, what) {
  const status = run(command, args);
  if (status !== 0) {
    console.error(`\n${what} failed (exit ${status}).`);
    process.exit(status);
  }
}

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function hasPostgres() {
  const dir = '/usr/lib/postgresql';
  if (existsSync(dir) && readdirSync(dir).some((v) => existsSync(path.join(dir, v, 'bin', 'postgres')))) return true;
  return has('postgres') && has('initdb');
}

function ensureSystemPackages() {
  const wanted = [];
  if (!hasPostgres()) wanted.push('postgresql');
  if (!has('redis-server')) wanted.push('redis-server');
  if (!has('nats-server') && !existsSync('/usr/sbin/nats-server')) wanted.push('nats-server');
  if (!existsSync('/usr/bin/setpriv')) wanted.push('util-linux');
  if (mode === 'test' && !existsSync('/usr/bin/chromium')) wanted.push('chromium');
  if (wanted.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  const apt = has('apt-get');
  if (!apt || (!isRoot && !has('sudo'))) {
    console.error(`Missing system packages: ${wanted.join(' ')}\nInstall them with: sudo apt-get install -y ${wanted.join(' ')}`);
    process.exit(1);
  }
  const prefix = isRoot ? [] : ['sudo'];
  console.log(`Installing system packages: ${wanted.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [cmd, ...pre] = [...prefix, 'apt-get'];
  if (run(cmd, [...pre, 'update'], { env }) !== 0 || run(cmd, [...pre, 'install', '-y', '--no-install-recommends', ...wanted], { env }) !== 0) {
    console.error(`Could not install ${wanted.join(' ')}. Install them with: sudo apt-get install -y ${wanted.join(' ')}`);
    process.exit(1);
  }
  // Debian starts the packaged services on their standard ports; this project never uses them.
}

function ensureNodeModules() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('Installing node modules…');
  const before = fingerprint(lock);
  // `npm install` honours the lockfile; `npm ci` would refuse it wherever the registry lacks the
  // other platforms' optional builds (e.g. @swc/core for macOS), which the lockfile then omits.
  must('npm', ['install', '--no-audit', '--no-fund'], 'npm install');
  // A lockfile the install rewrites leaves a newcomer's tree modified: the checks refuse it.
  if (mode === 'test' && fingerprint(lock) !== before) {
    console.error('\nnpm install changed package-lock.json: commit the lockfile as npm writes it.');
    process.exit(1);
  }
}

function fingerprint(file) {
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : '';
}

ensureSystemPackages();
ensureNodeModules();
// Each build step runs only when its inputs changed since it last passed (or its outputs are gone).
must(process.execPath, ['--import', 'tsx', 'scripts/src/build-steps.ts', mode], 'build');

if (mode === 'start') {
  // The build just compiled it: plain node starts it without compiling it again on the fly.
  process.exit(run(process.execPath, ['--enable-source-maps', 'scripts/dist/start.js']));
}

must('npm', ['run', '--silent', 'lint'], 'lint');
const shared = run('npm', ['run', '--silent', 'test:jest', '--', '--ci']);
// The bars of time run last and by themselves (jest.alone.config.js), whatever came before.
const alone = run('npm', ['run', '--silent', 'test:alone', '--', '--ci']);
process.exit(shared !== 0 ? shared : alone);
