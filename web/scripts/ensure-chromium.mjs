// Browser tests drive the system's Chromium, never a downloaded build.
// Installs the distribution package when it is missing (needs root and apt).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromePath)) {
  console.log(`${chromePath} not found: installing chromium from the system's package manager`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}
