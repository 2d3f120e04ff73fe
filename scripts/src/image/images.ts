// `npm run images -- --registry registry.example.org/peace`: builds the seven images from the one
// Dockerfile and pushes them to the given registry, as the chart names them with image.registry set:
// <registry>/peace-practice-<component>:<tag>, the tag being the chart's appVersion unless --tag says.
//   --registry <host[/path]>   where to push (required)
//   --tag <tag>                the images' tag (default: the chart's appVersion)
//   --tool docker|podman|buildah   the builder (default: the first of those on the PATH)
//   --platform <os/arch>       the platform to build for (default: the builder's)
//   --push=false               build and tag only
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { DEPLOYABLES, REPO_ROOT } from './bundle.js';

export const TOOLS = ['docker', 'podman', 'buildah'] as const;
export type Tool = (typeof TOOLS)[number];

/** The chart's prefix of every image: image.repository in values.yaml. */
export const REPOSITORY = 'peace-practice';
export const COMPONENTS = DEPLOYABLES.map((deployable) => path.basename(deployable));

export interface ImagesOptions {
  registry: string;
  tag: string;
  tool: Tool;
  push: boolean;
  platform?: string;
}

export class UsageError extends Error {}

/** The chart's appVersion: the tag the chart asks for when image.tag is empty. */
export function appVersion(): string {
  const chart = parse(readFileSync(path.join(REPO_ROOT, 'charts/peace-practice/Chart.yaml'), 'utf8')) as { appVersion: string };
  return String(chart.appVersion);
}

export function imageName(options: Pick<ImagesOptions, 'registry' | 'tag'>, component: string): string {
  return `${options.registry.replace(/\/+$/, '')}/${REPOSITORY}-${component}:${options.tag}`;
}

/** Every command, in order: build each component, then push it. */
export function imageCommands(options: ImagesOptions): string[][] {
  const commands: string[][] = [];
  for (const component of COMPONENTS) {
    const image = imageName(options, component);
    const platform = options.platform ? ['--platform', options.platform] : [];
    const build = options.tool === 'buildah' ? ['buildah', 'build'] : [options.tool, 'build'];
    commands.push([...build, ...platform, '--build-arg', `COMPONENT=${component}`, '--tag', image, '--file', 'Dockerfile', '.']);
    if (options.push) commands.push([options.tool, 'push', image]);
  }
  return commands;
}

/** The first builder on the PATH, or undefined. */
export function findTool(pathVariable = process.env['PATH'] ?? ''): Tool | undefined {
  return TOOLS.find((tool) => pathVariable.split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, tool))));
}

export function parseArguments(args: string[], findBuilder: () => Tool | undefined = () => findTool()): ImagesOptions {
  const values = new Map<string, string>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    const match = /^--(registry|tag|tool|platform|push)(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`unknown argument ${arg}`);
    const value = match[2] ?? (match[1] === 'push' ? 'true' : args[++index]);
    if (value === undefined) throw new UsageError(`--${match[1]} needs a value`);
    values.set(match[1]!, value);
  }
  const registry = values.get('registry');
  if (!registry) throw new UsageError('--registry is required: where to push the images, e.g. --registry registry.example.org/peace (then install with --set image.registry=registry.example.org/peace)');
  if (!/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d+)?(\/[a-z0-9._/-]+)?$/.test(registry)) throw new UsageError(`--registry ${registry}: not a registry host with an optional path`);
  const tag = values.get('tag') ?? appVersion();
  if (!/^[\w][\w.-]{0,127}$/.test(tag)) throw new UsageError(`--tag ${tag}: not an image tag`);
  const tool = (values.get('tool') as Tool | undefined) ?? findBuilder();
  if (!tool) throw new UsageError('no image builder on this machine: install Docker, Podman or Buildah, or name one with --tool');
  if (!TOOLS.includes(tool)) throw new UsageError(`--tool ${tool}: one of ${TOOLS.join(', ')}`);
  const push = values.get('push') ?? 'true';
  if (push !== 'true' && push !== 'false') throw new UsageError('--push is true or false');
  return { registry, tag, tool, push: push === 'true', platform: values.get('platform') };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let options: ImagesOptions;
  try {
    options = parseArguments(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`npm run images: ${error.message}`);
    process.exit(2);
  }
  for (const command of imageCommands(options)) {
    console.log(`$ ${command.join(' ')}`);
    const run = spawnSync(command[0]!, command.slice(1), { cwd: REPO_ROOT, stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`npm run images: ${command.slice(0, 2).join(' ')} failed${run.error ? `: ${run.error.message}` : ''}`);
      process.exit(1);
    }
  }
  console.log(`\nInstall with: --set image.registry=${options.registry}${options.tag === appVersion() ? '' : ` --set image.tag=${options.tag}`}`);
}
