// Child process of env.test.ts: each component's own config module parses the environment its
// Deployment renders, exactly as the process does at start. Reads { component: env } as JSON on
// stdin; writes { component: "ok" | the parser's message } as JSON on stdout.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './values.js';

const environments = JSON.parse(readFileSync(0, 'utf8')) as Record<string, Record<string, string>>;
const results: Record<string, string> = {};
for (const [component, env] of Object.entries(environments)) {
  // Only what the Deployment gives: nothing of this process's environment leaks in.
  process.env = { ...env };
  const module = path.join(REPO_ROOT, component === 'gateway' ? 'gateway/src/config.ts' : `services/${component}/src/config.ts`);
  try {
    await import(pathToFileURL(module).href);
    results[component] = 'ok';
  } catch (error) {
    results[component] = error instanceof Error ? error.message : String(error);
  }
}
process.stdout.write(JSON.stringify(results));
