// The chart rendered by the real helm for each way it is meant to be installed: every example values
// file, and the install command the chart README gives. Shared by the lint, render, schema and
// environment checks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { README_PATH } from './readme.js';
import { runHelm } from './helm.js';
import type { KubeObject } from './kubernetes.js';
import { CHART_DIR, EXAMPLES_DIR, examples, isObject } from './values.js';

export interface RenderCase {
  name: string;
  release: string;
  /** helm's arguments after the chart: values files and --set flags. */
  args: string[];
}

/** The stand-in for `$(openssl rand -hex 32)` in the README's command. */
const RANDOM_HEX = 'c0ffee'.repeat(10) + 'c0de';

/** Splits a shell command into words: continuation lines joined, quotes removed, `$(openssl rand -hex N)` replaced. */
export function shellWords(command: string): string[] {
  const joined = command.replace(/\\\n/g, ' ').replace(/\$\(openssl rand -hex \d+\)/g, RANDOM_HEX);
  const words: string[] = [];
  let word: string | undefined;
  let quote: string | undefined;
  for (const char of joined) {
    if (quote) {
      if (char === quote) quote = undefined;
      else word += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      word ??= '';
    } else if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? '') + char;
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** The `helm install …` command of the README's Install section, exactly as written there. */
export function readmeInstallCommand(readme = readFileSync(README_PATH, 'utf8')): string {
  const section = readme.slice(readme.indexOf('## Install'));
  const blocks = [...section.matchAll(/```(?:console|sh|shell)\n([\s\S]*?)```/g)].map((match) => match[1]!);
  const command = blocks.map((block) => block.match(/^helm install (?:[^\n]*\\\n)*[^\n]*/m)?.[0]).find(Boolean);
  if (!command) throw new Error('the chart README has no `helm install` command in its Install section');
  return command;
}

/** The README's install command as a render case: its release name and every flag that shapes the manifests. */
export function readmeCase(readme?: string): RenderCase {
  const words = shellWords(readmeInstallCommand(readme));
  const [, , release, chart, ...rest] = words;
  if (path.resolve(chart!) !== path.resolve(CHART_DIR) && chart !== 'charts/peace-practice') throw new Error(`the README installs ${chart}, not the chart`);
  const args: string[] = [];
  for (let index = 0; index < rest.length; index += 1) {
    const word = rest[index]!;
    if (word === '--namespace' || word === '-n') index += 1;
    else if (word === '--create-namespace' || word === '--wait' || word === '--atomic') continue;
    else if (word.startsWith('--timeout')) index += word.includes('=') ? 0 : 1;
    else args.push(word);
  }
  return { name: 'the README install command', release: release!, args };
}

/** skaffold's local-cluster profile sets the issuer from the environment (skaffold.yaml's setValueTemplates). */
const SKAFFOLD_SETS: Record<string, string[]> = {
  'local-cluster.yaml': ['--set', 'oidc.issuer=http://provider.peace.svc.cluster.local:8080', '--set', 'publicUrl=http://localhost:8080'],
};

export function renderCases(): RenderCase[] {
  return [
    ...examples().map((example) => ({ name: `examples/${example.name}`, release: 'peace', args: ['-f', path.join(EXAMPLES_DIR, example.name), ...(SKAFFOLD_SETS[example.name] ?? [])] })),
    readmeCase(),
    // The longest release name Helm accepts: every resource name still fits in 63 characters, none shared.
    { name: 'a 53-character release name', release: `peace-${'x'.repeat(41)}-trial`, args: ['-f', path.join(EXAMPLES_DIR, 'bundled.yaml')] },
  ];
}

export function template(binary: string, render: RenderCase, extra: string[] = []) {
  return runHelm(binary, ['template', render.release, CHART_DIR, '--namespace', 'peace', ...render.args, ...extra]);
}

export function lint(binary: string, args: string[]) {
  return runHelm(binary, ['lint', '--strict', CHART_DIR, '--namespace', 'peace', ...args]);
}

/** The objects of a rendered manifest stream, hooks and tests included. */
export function parseManifests(text: string): KubeObject[] {
  return parseAllDocuments(text)
    .map((document) => document.toJS() as unknown)
    .filter((object): object is KubeObject => isObject(object) && typeof object['kind'] === 'string');
}

interface EnvEntry {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string }; fieldRef?: { fieldPath: string } };
}

/** What a Secret created outside the chart holds for an entry, as the chart README describes it. */
function outsideSecret(name: string): string {
  if (name.endsWith('_DATABASE_URL')) return 'postgres://peace:s3cr%40t@peace-db-rw.peace.svc:5432/peace';
  if (name === 'REDIS_URL') return 'rediss://:p%40ss@redis.example.org:6380';
  if (name === 'NATS_URL') return 'nats://peace:s3cr%40t@nats.peace.svc:4222';
  if (name === 'SMTP_URL') return 'smtp://peace:secret@mail.example.org:587';
  if (name.endsWith('_SECRET')) return 'an-operator-made-secret-of-48-characters-or-so-x';
  // Stand-ins of a VAPID pair's shape (a P-256 point of 65 bytes, a scalar of 32), base64url.
  if (name === 'VAPID_PUBLIC_KEY') return `B${'A'.repeat(86)}`;
  if (name === 'VAPID_PRIVATE_KEY') return 'A'.repeat(43);
  return 'password-from-a-secret';
}

/** Secrets created outside the chart, as a test gives them: the value of one key, or undefined for none. */
export type SecretSource = (name: string, key: string) => string | undefined;

/**
 * The environment the kubelet gives one container of a pod: envFrom's ConfigMaps and Secrets, then
 * env in order, secretKeyRef from the rendered Secrets or `outside` (else a stand-in of the kind the
 * chart README describes), fieldRef from `fields`, $(NAME) expanded from what comes before.
 */
export function containerEnv(objects: KubeObject[], container: Record<string, unknown>, outside?: SecretSource, fields: Record<string, string> = {}): Record<string, string> {
  const secrets = new Map(objects.filter((object) => object.kind === 'Secret').map((object) => [object.metadata!.name!, (object['data'] ?? {}) as Record<string, string>]));
  const configMaps = new Map(objects.filter((object) => object.kind === 'ConfigMap').map((object) => [object.metadata!.name!, (object['data'] ?? {}) as Record<string, string>]));
  const secretValue = (name: string, key: string): string | undefined => {
    const data = secrets.get(name);
    if (data) return data[key] === undefined ? undefined : Buffer.from(data[key], 'base64').toString('utf8');
    return outside?.(name, key);
  };
  const env: Record<string, string> = {};
  for (const from of (container['envFrom'] ?? []) as { configMapRef?: { name: string }; secretRef?: { name: string } }[]) {
    if (from.configMapRef) Object.assign(env, configMaps.get(from.configMapRef.name));
    if (from.secretRef) for (const [key, value] of Object.entries(secrets.get(from.secretRef.name) ?? {})) env[key] = Buffer.from(value, 'base64').toString('utf8');
  }
  for (const entry of (container['env'] ?? []) as EnvEntry[]) {
    const ref = entry.valueFrom?.secretKeyRef;
    const field = entry.valueFrom?.fieldRef;
    if (ref) {
      env[entry.name] = secretValue(ref.name, ref.key) ?? (outside ? '' : outsideSecret(entry.name));
    } else if (field) {
      env[entry.name] = fields[field.fieldPath] ?? '';
    } else if (entry.value !== undefined) {
      env[entry.name] = entry.value.replace(/\$\((\w+)\)/g, (whole, name: string) => env[name] ?? whole);
    }
  }
  return env;
}
