import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  blockProblems,
  componentPaths,
  enclosingConditions,
  enclosingIf,
  lookup,
  manifests,
  readTemplates,
  splitArguments,
  valueAliases,
  valuesPaths,
} from './templates.js';
import { REPO_ROOT, chartDefaults, isObject } from './values.js';

// What these checks prove: the templates only read values that values.yaml declares, read Secret
// keys that the chart writes (or that an existingSecret names), give every workload probes,
// resources and security contexts, and order the migration hooks after what they need. What they
// cannot prove without helm: that the templates parse and render, that the output is valid
// Kubernetes, or what the bundled charts render.

const templates = readTemplates();
const texts = [...templates.values()];
const all = texts.join('\n');
const aliases = valueAliases(texts);
const defaults = chartDefaults();
const SERVICES = ['identity', 'meditation', 'groups', 'communities', 'stats', 'notification'];
const COMPONENTS = ['gateway', ...SERVICES.map((name) => `services.${name}`)];
const docs = manifests(templates);
const text = (file: string) => templates.get(file) ?? '';

describe('the template text', () => {
  it.each([...templates.keys()])('%s closes every block it opens, every string and parenthesis', (file) => {
    expect(blockProblems(text(file))).toEqual([]);
  });

  it('includes only templates the chart defines', () => {
    const defined = new Set([...all.matchAll(/define "([\w.]+)"/g)].map((match) => match[1]!));
    const included = new Set([...all.matchAll(/include "([\w.]+)"/g)].map((match) => match[1]!));
    expect(defined.size).toBeGreaterThan(20);
    expect([...included].filter((name) => !defined.has(name))).toEqual([]);
  });

  it('notices an unclosed block, a stray end and an unbalanced call', () => {
    expect(blockProblems('{{- if .a }}x')).toEqual(['no end for {{ if .a }}']);
    expect(blockProblems('x{{ end }}')).toEqual(['an end without its block']);
    expect(blockProblems('{{ include "x" (dict "a" 1 }}')).toHaveLength(1);
  });
});

describe('the values the templates read', () => {
  it('finds the references it checks', () => {
    expect(valuesPaths(all, aliases).length).toBeGreaterThan(50);
    expect(aliases.get('oidc')).toBe('oidc');
  });

  it.each([...templates.keys()])('%s reads only values that values.yaml declares', (file) => {
    const missing = valuesPaths(text(file), aliases).filter((dotted) => !lookup(defaults, dotted).found);
    expect([...new Set(missing)]).toEqual([]);
  });

  // The gateway alone has a Service of its own to configure; the helper reads it with a default.
  const GATEWAY_ONLY = new Set(['service', 'service.type', 'service.port', 'service.annotations']);
  it.each(COMPONENTS)("every component setting the shared templates read exists for %s", (component) => {
    const values = lookup(defaults, component).value;
    const paths = componentPaths(text('_component.tpl') + text('_helpers.tpl')).filter((dotted) => component === 'gateway' || !GATEWAY_ONLY.has(dotted));
    expect(paths.length).toBeGreaterThan(10);
    expect([...new Set(paths.filter((dotted) => !lookup(values, dotted).found))]).toEqual([]);
  });
});

describe('the values values.yaml offers', () => {
  /** Leaf paths of a values tree; an empty map or list counts as a leaf. */
  const leaves = (value: unknown, prefix: string): string[] =>
    isObject(value) && Object.keys(value).length > 0 ? Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key)) : [prefix];
  const read = (paths: string[], leaf: string) => paths.some((dotted) => leaf === dotted || leaf.startsWith(`${dotted}.`));

  it('are each read by a template (no value that does nothing)', () => {
    const paths = valuesPaths(all, aliases);
    const component = componentPaths(all);
    const unread = leaves(defaults, '').filter((leaf) => {
      // Passing the gateway's whole section to the component template reads none of it in particular.
      if (leaf.startsWith('gateway.')) return !read(component, leaf.slice('gateway.'.length)) && !read(paths.filter((dotted) => dotted !== 'gateway'), leaf);
      const service = /^services\.\w+\.(.+)$/.exec(leaf);
      if (service) return !read(component, service[1]!);
      return !read(paths, leaf);
    });
    expect(unread).toEqual([]);
  });

  it('has the bundled servers’ switches the chart reads', () => {
    for (const server of ['postgresql', 'redis', 'nats']) expect(valuesPaths(all, aliases)).toContain(`${server}.enabled`);
  });
});

describe('the settings each component is given', () => {
  const configs = ['services/kit/src/config.ts', 'gateway/src/env.ts', ...SERVICES.map((name) => `services/${name}/src/config.ts`), 'services/kit/src/migrations.ts']
    .map((file) => readFileSync(path.join(REPO_ROOT, file), 'utf8'))
    .join('\n');
  // Names that only feed other entries ($(VAR) in a URL), the helm test pod, or the official images of the bundled servers.
  const helpers = new Set(['DATABASE_PASSWORD', 'REDIS_PASSWORD', 'NATS_PASSWORD', 'GATEWAY_URL', 'POSTGRES_USER', 'POSTGRES_DB', 'POSTGRES_PASSWORD', 'PGDATA', 'REDISCLI_AUTH', 'SERVER_NAME']);

  it('passes only settings some process reads', () => {
    const names = new Set([
      ...[...all.matchAll(/"env" "([A-Z][A-Z0-9_]+)"/g)].map((match) => match[1]!),
      ...[...all.matchAll(/- name: ([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]!),
      ...[...all.matchAll(/"([A-Z][A-Z0-9_]{2,})" (?:\$|\.|\(|")/g)].map((match) => match[1]!),
    ]);
    expect(names.size).toBeGreaterThan(15);
    const unread = [...names].filter((name) => !helpers.has(name) && !configs.includes(name) && !(name === 'SMTP_URL'));
    expect(unread).toEqual([]);
  });

  it('gives the gateway no database and no NATS', () => {
    expect(text('gateway.yaml')).not.toMatch(/peace\.env\.(database|nats)/);
    expect(text('gateway.yaml')).toMatch(/peace\.env\.redis/);
  });

  it('gives the OpenID settings and the session secret to identity alone, SMTP and the VAPID keys to notification alone', () => {
    const services = text('services.yaml');
    const lines = services.split('\n');
    const only = (pattern: RegExp, condition: string) => {
      const hits = lines.flatMap((line, index) => (pattern.test(line) ? [index] : []));
      expect(hits.length).toBeGreaterThan(0);
      for (const index of hits) expect(enclosingConditions(services, index + 1)).toContainEqual(expect.stringContaining(condition));
    };
    only(/"OIDC_|"GOOGLE_|"session" true/, 'eq $name "identity"');
    only(/"SMTP_URL"/, 'eq $name "notification"');
    only(/"VAPID_/, 'eq $name "notification"');
  });

  it('gives each service one database URL of its own', () => {
    expect(text('_helpers.tpl')).toMatch(/\$env := printf "%s_DATABASE_URL" \(upper \.name\)/);
    expect(text('_helpers.tpl')).not.toMatch(/name: DATABASE_URL\b/);
    expect(text('services.yaml')).toMatch(/include "peace\.env\.database" \(dict "root" \$root "name" \$name\)/);
  });
});

describe('every workload', () => {
  const workloads = docs.filter((doc) => ['Deployment', 'StatefulSet', 'Job', 'Pod'].includes(doc.kind));

  it('finds the Deployment, the bundled servers, the mail sink and the test pod', () => {
    expect(workloads.map((doc) => `${doc.file}:${doc.kind}`).sort()).toEqual(['_component.tpl:Deployment', 'mail-sink.yaml:Deployment', 'nats.yaml:StatefulSet', 'postgresql.yaml:StatefulSet', 'redis.yaml:StatefulSet', 'tests/app.yaml:Pod']);
  });

  it.each(workloads.map((doc) => [doc.file, doc] as const))('%s has resources and pod and container security contexts', (_file, doc) => {
    expect(doc.text).toMatch(/^\s+resources:/m);
    expect(doc.text.match(/securityContext:/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('runs the components with startup, liveness and readiness probes on /healthz and /readyz', () => {
    const deployment = docs.find((doc) => doc.kind === 'Deployment')!.text;
    expect(deployment).toMatch(/startupProbe:\s+httpGet: \{ path: \/healthz/);
    expect(deployment).toMatch(/livenessProbe:\s+httpGet: \{ path: \/healthz/);
    expect(deployment).toMatch(/readinessProbe:\s+httpGet: \{ path: \/readyz/);
  });

  it('rolls the pods when their settings or secrets change', () => {
    const deployment = docs.find((doc) => doc.kind === 'Deployment')!.text;
    expect(deployment).toMatch(/checksum\/config: \{\{ toJson \$config \| sha256sum \}\}/);
    expect(deployment).toMatch(/checksum\/secret: \{\{ include \(print \$root\.Template\.BasePath "\/secret\.yaml"\) \$root \| sha256sum \}\}/);
    expect(templates.has('secret.yaml')).toBe(true);
  });

  it('drains before it is killed: preStop pause, then the process’s own bounded shutdown, within the grace period', () => {
    const deployment = docs.find((doc) => doc.kind === 'Deployment')!.text;
    expect(deployment).toMatch(/terminationGracePeriodSeconds: \{\{ add \$values\.preStopSleepSeconds \$values\.shutdownTimeoutSeconds \d+ \}\}/);
    expect(deployment).toMatch(/preStop:\s+exec:\s+command: \["sleep", "\{\{ \$values\.preStopSleepSeconds \}\}"\]/);
    expect(text('_component.tpl')).toMatch(/"SHUTDOWN_TIMEOUT_MS" \(printf "%d" \(mul \$values\.shutdownTimeoutSeconds 1000\)\)/);
    expect(readFileSync(path.join(REPO_ROOT, 'services/kit/src/config.ts'), 'utf8')).toMatch(/SHUTDOWN_TIMEOUT_MS/);
    const gateway = lookup(defaults, 'gateway').value as { preStopSleepSeconds: number; shutdownTimeoutSeconds: number };
    for (const name of SERVICES) {
      const service = lookup(defaults, `services.${name}`).value as { preStopSleepSeconds: number; shutdownTimeoutSeconds: number };
      expect(service.preStopSleepSeconds).toBeGreaterThan(0);
      // Sockets take longest to drain: the gateway is given at least as long as any service.
      expect(gateway.shutdownTimeoutSeconds).toBeGreaterThanOrEqual(service.shutdownTimeoutSeconds);
    }
  });

  it.each(COMPONENTS)('%s has requests and a memory limit by default', (component) => {
    const resources = lookup(defaults, `${component}.resources`).value as { requests?: Record<string, unknown>; limits?: Record<string, unknown> };
    expect(Object.keys(resources.requests ?? {})).toEqual(expect.arrayContaining(['cpu', 'memory']));
    expect(Object.keys(resources.limits ?? {})).toContain('memory');
  });

  it('runs as non-root on a read-only file system with no capabilities by default', () => {
    expect(defaults['podSecurityContext']).toEqual(expect.objectContaining({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } }));
    expect(defaults['securityContext']).toEqual(expect.objectContaining({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } }));
  });
});

describe('the order of the install', () => {
  it('runs the one migrations runner, from build output, in an init container of each service', () => {
    expect(text('_component.tpl')).toContain('command: ["node", "services/kit/dist/migrate.js", {{ $name | quote }}]');
    expect(text('_component.tpl')).toMatch(/initContainers:\s+- name: migrate/);
    expect(text('services.yaml')).toMatch(/"migrate" true\) \}\}/);
    expect(readFileSync(path.join(REPO_ROOT, 'services/kit/src/migrate.ts'), 'utf8')).toMatch(/migrateServiceFromEnv/);
  });

  it('waits for a database that was created with it', () => {
    expect(text('_component.tpl')).toMatch(/name: MIGRATE_WAIT_SECONDS, value: \{\{ \$root\.Values\.migrations\.waitForDatabaseSeconds \| quote \}\}/);
    expect(lookup(defaults, 'migrations.waitForDatabaseSeconds').value).toBeGreaterThanOrEqual(60);
    expect(readFileSync(path.join(REPO_ROOT, 'services/kit/src/migrations.ts'), 'utf8')).toMatch(/env\['MIGRATE_WAIT_SECONDS'\]/);
  });

  it('fails the render, not a pod, when a required setting is missing', () => {
    expect(text('gateway.yaml')).toMatch(/^\{\{- include "peace\.validate" \. -\}\}/);
    expect(text('_helpers.tpl')).toMatch(/required "oidc\.issuer is required/);
  });
});

describe('the template reader', () => {
  it('splits arguments at top-level spaces only', () => {
    expect(splitArguments('dict "a" (include "x" (dict "b" 1)) "c" "d e"')).toEqual(['dict', '"a"', '(include "x" (dict "b" 1))', '"c"', '"d e"']);
  });

  it('finds the if around a line through range blocks', () => {
    const body = '{{- if not .Values.a.existingSecret -}}\n{{- range $n := .x -}}\n{{- $_ := set $data "k" .Values.a.v -}}\n{{- end -}}\n{{- end -}}';
    expect(enclosingIf(body, 2)).toBe('not .Values.a.existingSecret');
    expect(isObject(defaults)).toBe(true);
  });
});
