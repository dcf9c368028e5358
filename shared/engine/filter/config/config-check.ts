/**
 * The load-time check of the filter's configuration against its JSON Schema: every value the
 * filter cannot read, as one line saying where, what it must be, what it got and what the filter
 * does instead ("…; 12 is used"). It reads the subset of JSON Schema the schema uses (type, enum,
 * minimum/maximum, minLength, required, properties, patternProperties, additionalProperties,
 * items, local $ref) and accepts what the configuration reader accepts (numbers as strings,
 * booleans as 1/0 or "yes"/"no"). Keys it does not know are not reported: backends send more.
 */
import { FILTER_CONFIG_SCHEMA, type JsonSchema as Schema } from './filter-config-schema.ts';

const ROOT = FILTER_CONFIG_SCHEMA as unknown as Schema & { $defs: Record<string, Schema> };
const BOOLEAN_WORDS = new Set<unknown>([0, 1, '0', '1', 'yes', 'no', 'true', 'false']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const numeric = (value: unknown): number => (typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN);

function resolve(schema: Schema): Schema {
  return schema.$ref ? ROOT.$defs[schema.$ref.slice('#/$defs/'.length)]! : schema;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string' || typeof value === 'number';
    case 'integer':
      return Number.isInteger(numeric(value));
    case 'number':
      return Number.isFinite(numeric(value));
    case 'boolean':
      return typeof value === 'boolean' || BOOLEAN_WORDS.has(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    case 'null':
      return value === null;
    default:
      return true;
  }
}

const shown = (value: unknown) => {
  const json = JSON.stringify(value);
  return json === undefined ? String(value) : json.length > 40 ? `${json.slice(0, 37)}…` : json;
};
const article = (type: string) =>
  ({ integer: 'a whole number', number: 'a number', string: 'a text', boolean: 'true or false', array: 'a list', object: 'an object', null: 'null' })[type] ??
  type;

function insteadOf(schema: Schema): string {
  if (schema['x-when-wrong']) return `; ${schema['x-when-wrong']}`;
  return schema.default === undefined ? '; it is ignored' : `; ${shown(schema.default)} is used`;
}

function check(value: unknown, given: Schema, path: string, problems: string[]): void {
  const schema = resolve(given);
  if (schema.enum && !schema.enum.includes(value)) {
    problems.push(`${path} must be one of ${schema.enum.map(shown).join(', ')} (got ${shown(value)})${insteadOf(schema)}.`);
    return;
  }
  if (schema.type) {
    const types = typeof schema.type === 'string' ? [schema.type] : schema.type;
    if (!types.some((type) => hasType(value, type))) {
      problems.push(`${path} must be ${types.map(article).join(' or ')} (got ${shown(value)})${insteadOf(schema)}.`);
      return;
    }
  }
  const n = numeric(value);
  if (typeof value !== 'boolean' && Number.isFinite(n)) {
    if (schema.minimum !== undefined && n < schema.minimum)
      problems.push(`${path} must be at least ${schema.minimum} (got ${shown(value)})${insteadOf(schema)}.`);
    if (schema.maximum !== undefined && n > schema.maximum)
      problems.push(`${path} must be at most ${schema.maximum} (got ${shown(value)})${insteadOf(schema)}.`);
  }
  if (schema.minLength !== undefined && typeof value === 'string' && value.length < schema.minLength)
    problems.push(`${path} must not be empty${insteadOf(schema)}.`);
  if (Array.isArray(value) && schema.items) value.forEach((item, index) => check(item, schema.items!, `${path}[${index}]`, problems));
  if (!isObject(value)) return;
  for (const key of schema.required ?? []) {
    if (value[key] === undefined) problems.push(`${path}.${key} is missing${insteadOf(resolve(schema.properties?.[key] ?? {}))}.`);
  }
  for (const [key, inner] of Object.entries(value)) {
    if (inner === undefined) continue;
    const pattern = Object.entries(schema.patternProperties ?? {}).find(([source]) => new RegExp(source).test(key))?.[1];
    const rule = schema.properties?.[key] ?? pattern ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
    if (rule) check(inner, rule, `${path}.${key}`, problems);
  }
}

/** What is wrong in a configuration (the block's parsed JSON), one sentence per value; [] when nothing. */
export function checkFilterConfig(config: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(config)) return ['The configuration must be a JSON object; the filter does not start.'];
  check(config, ROOT, 'config', problems);
  // The spec's own words for it: 'Currency precision is null'.
  if (isObject(config.currency) && config.currency.precision === null) problems.push('Currency precision is null; prices are rounded to 2 decimals.');
  return problems.map((problem) => problem.replace(/^config\./, ''));
}
