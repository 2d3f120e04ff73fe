import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import formats from 'ajv-formats';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The repository, from scripts/src/chart or scripts/dist/chart alike. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const CHART_DIR = path.join(REPO_ROOT, 'charts/peace-practice');
export const EXAMPLES_DIR = path.join(CHART_DIR, 'examples');

export type Values = Record<string, unknown>;

export function isObject(value: unknown): value is Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readYaml(file: string): Values {
  const parsed: unknown = parse(readFileSync(file, 'utf8'));
  if (parsed === null || parsed === undefined) return {};
  if (!isObject(parsed)) throw new Error(`${file}: not a map of values`);
  return parsed;
}

/** The chart's values.yaml. */
export function chartDefaults(): Values {
  return readYaml(path.join(CHART_DIR, 'values.yaml'));
}

/** Every example values file, by name. */
export function examples(): { name: string; file: string; values: Values }[] {
  return readdirSync(EXAMPLES_DIR)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => ({ name, file: path.join(EXAMPLES_DIR, name), values: readYaml(path.join(EXAMPLES_DIR, name)) }));
}

/**
 * Helm's coalescing of a user's values over the chart's: maps merge key by key, anything else
 * (lists included) replaces, and null deletes the key.
 */
export function coalesce(defaults: Values, overrides: Values): Values {
  const result: Values = { ...defaults };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === null) delete result[key];
    else if (isObject(value) && isObject(result[key])) result[key] = coalesce(result[key], value);
    else result[key] = value;
  }
  return result;
}

// ajv-formats is CommonJS: imported from an ES module, the plugin is its "default" property.
const addFormats = formats.default;

/** The chart's values.schema.json compiled as Helm applies it (JSON Schema draft-07, with formats). */
export function schemaValidator(): ValidateFunction {
  const schema = JSON.parse(readFileSync(path.join(CHART_DIR, 'values.schema.json'), 'utf8')) as object;
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false });
  addFormats(ajv);
  return ajv.compile(schema);
}

export function describeErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params['additionalProperty'])})` : ''}`);
}
