// Structural reading of the chart's templates, for checks that run without helm: which values they
// reference, which Secret keys they read and write, which hooks they declare. It parses the
// template text; it does not render it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CHART_DIR, isObject, type Values } from './values.js';

export const TEMPLATES_DIR = path.join(CHART_DIR, 'templates');

/** Every template file (helpers included), by path relative to templates/. */
export function readTemplates(dir = TEMPLATES_DIR, prefix = ''): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) for (const [file, text] of readTemplates(full, `${prefix}${name}/`)) files.set(file, text);
    else files.set(`${prefix}${name}`, readFileSync(full, 'utf8'));
  }
  return files;
}

/** Variables bound once to a part of .Values (`{{- $oidc := $root.Values.oidc -}}`), as var → path. */
export function valueAliases(texts: Iterable<string>): Map<string, string> {
  const seen = new Map<string, Set<string>>();
  for (const text of texts) {
    for (const match of text.matchAll(/\$(\w+)\s*:=\s*(?:\$root|\$|\.root)?\.Values((?:\.\w+)+)\s*-?\}\}/g)) {
      const paths = seen.get(match[1]!) ?? new Set<string>();
      paths.add(match[2]!.slice(1));
      seen.set(match[1]!, paths);
    }
  }
  return new Map([...seen].filter(([, paths]) => paths.size === 1).map(([name, paths]) => [name, [...paths][0]!]));
}

/** Every `.Values.a.b` path the templates read, directly or through an alias. */
export function valuesPaths(text: string, aliases: Map<string, string>): string[] {
  const paths = [...text.matchAll(/\.Values((?:\.[A-Za-z_]\w*)+)/g)].map((match) => match[1]!.slice(1));
  for (const [alias, base] of aliases) {
    for (const match of text.matchAll(new RegExp(`\\$${alias}((?:\\.[A-Za-z_]\\w*)+)`, 'g'))) paths.push(`${base}${match[1]!}`);
  }
  return paths;
}

/** Every `$values.a.b` path (a component's own values) the text reads. */
export function componentPaths(text: string): string[] {
  return [...text.matchAll(/\$values((?:\.[A-Za-z_]\w*)+)/g)].map((match) => match[1]!.slice(1));
}

export function lookup(values: unknown, dotted: string): { found: boolean; value: unknown } {
  let current: unknown = values;
  for (const key of dotted.split('.')) {
    if (!isObject(current) || !(key in current)) return { found: false, value: undefined };
    current = current[key];
  }
  return { found: true, value: current };
}

/** Splits template arguments at top-level spaces, keeping (…) groups and "…" strings whole. */
export function splitArguments(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const char of text.trim()) {
    if (char === '"' && !current.endsWith('\\')) quoted = !quoted;
    if (!quoted && char === '(') depth += 1;
    if (!quoted && char === ')') depth -= 1;
    if (!quoted && depth === 0 && /\s/.test(char)) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/** The conditions of the `if` blocks around a line, innermost first, looking through range and with blocks. */
export function enclosingConditions(text: string, line: number): string[] {
  const lines = text.split('\n');
  const conditions: string[] = [];
  let depth = 0;
  for (let index = line - 1; index >= 0; index -= 1) {
    for (const action of [...lines[index]!.matchAll(/\{\{-?\s*(if|range|with|define|end|else)\b([^}]*)\}\}/g)].reverse()) {
      const keyword = action[1]!;
      if (keyword === 'end') depth += 1;
      else if (keyword === 'else') continue;
      else if (depth > 0) depth -= 1;
      else if (keyword === 'if') conditions.push(action[2]!.replace(/-$/, '').trim());
    }
  }
  return conditions;
}

/** The condition of the innermost `if` around a line. */
export function enclosingIf(text: string, line: number): string | undefined {
  return enclosingConditions(text, line)[0];
}

export interface Manifest {
  file: string;
  kind: string;
  text: string;
  hooks: string[];
  weight: number;
}

/** The YAML documents of the non-helper templates, with their kind and Helm hook annotations. */
export function manifests(templates: Map<string, string>): Manifest[] {
  const result: Manifest[] = [];
  for (const [file, text] of templates) {
    if (!/\.(yaml|tpl)$/.test(file)) continue;
    for (const document of text.split(/^---$/m)) {
      const kind = /^kind:\s*(\w+)/m.exec(document)?.[1];
      if (!kind) continue;
      const hooks = /helm\.sh\/hook:\s*([\w,-]+)/.exec(document)?.[1]?.split(',') ?? [];
      const weight = Number(/helm\.sh\/hook-weight:\s*"(-?\d+)"/.exec(document)?.[1] ?? 0);
      result.push({ file, kind, text: document, hooks, weight });
    }
  }
  return result;
}

/** Every template action (`{{ … }}`), comments left out. */
export function actions(text: string): string[] {
  return [...text.matchAll(/\{\{-?\s*([\s\S]*?)\s*-?\}\}/g)].map((match) => match[1]!).filter((action) => !action.startsWith('/*'));
}

/**
 * Problems in the block structure of one template: an `end` without its block, a block without
 * its `end`, unbalanced parentheses or quotes in an action.
 */
export function blockProblems(text: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const action of actions(text)) {
    const keyword = /^(if|range|with|define|block|end|else)\b/.exec(action)?.[1];
    if (keyword && ['if', 'range', 'with', 'define', 'block'].includes(keyword)) open.push(action);
    else if (keyword === 'end' && !open.pop()) problems.push('an end without its block');
    const unquoted = action.replace(/"(?:[^"\\]|\\.)*"/g, '""');
    if ((unquoted.match(/"/g)?.length ?? 0) % 2 !== 0) problems.push(`an unclosed string in {{ ${action} }}`);
    if ((unquoted.match(/\(/g)?.length ?? 0) !== (unquoted.match(/\)/g)?.length ?? 0)) problems.push(`unbalanced parentheses in {{ ${action} }}`);
  }
  for (const action of open) problems.push(`no end for {{ ${action} }}`);
  return problems;
}

export type { Values };
