/**
 * Reads the descriptors wire format (filter spec §3.3) defensively: a map (or list) of
 * [id, parent id, {source_id: values[]}, type?]. Anything malformed is dropped with a warning,
 * never thrown, so a broken file still gives a usable (possibly empty) catalogue.
 */
import type { Descriptor, ProductType } from './types.ts';

const TYPES = new Set<ProductType>(['simple', 'variable', 'variation']);

export interface CleanDescriptor {
  id: number;
  parentId: number;
  sources: Record<string, string[]>;
  type: ProductType | undefined;
}

function toId(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/** Values as strings ('5' and 5 are one value); empty string is WooCommerce's "any". */
function cleanValues(raw: unknown): string[] | null {
  const list = Array.isArray(raw) ? raw : raw === null || raw === undefined ? null : [raw];
  if (!list) return null;
  const out: string[] = [];
  for (const v of list) {
    if (typeof v === 'string') out.push(v);
    else if (typeof v === 'number' && Number.isFinite(v)) out.push(String(v));
    else if (typeof v === 'boolean') out.push(v ? '1' : '0');
  }
  return out.length > 1 ? [...new Set(out)] : out;
}

export function readDescriptors(input: unknown, warn: (message: string) => void): CleanDescriptor[] {
  const entries: unknown[] = Array.isArray(input)
    ? input
    : input && typeof input === 'object'
      ? Object.values(input as Record<string, unknown>)
      : [];
  if (!Array.isArray(input) && (input === null || typeof input !== 'object')) {
    warn('Descriptors are not a JSON object; the catalogue is empty.');
  }
  const seen = new Set<number>();
  const out: CleanDescriptor[] = [];
  let malformed = 0;
  let duplicates = 0;
  for (const entry of entries) {
    if (!Array.isArray(entry)) {
      malformed++;
      continue;
    }
    const id = toId(entry[0]);
    if (id === null) {
      malformed++;
      continue;
    }
    if (seen.has(id)) {
      duplicates++;
      continue;
    }
    seen.add(id);
    const parentId = toId(entry[1]) ?? id;
    const rawSources = entry[2] && typeof entry[2] === 'object' && !Array.isArray(entry[2]) ? (entry[2] as Record<string, unknown>) : {};
    const sources: Record<string, string[]> = {};
    for (const [sourceId, raw] of Object.entries(rawSources)) {
      const values = cleanValues(raw);
      if (values) sources[sourceId] = values;
    }
    const type = TYPES.has(entry[3] as ProductType) ? (entry[3] as ProductType) : undefined;
    out.push({ id, parentId, sources, type });
  }
  if (malformed) warn(`${malformed} malformed descriptor(s) skipped.`);
  if (duplicates) warn(`${duplicates} duplicate product id(s) skipped (first kept).`);
  return out;
}

export type { Descriptor };
