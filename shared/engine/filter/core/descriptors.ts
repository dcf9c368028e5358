/**
 * Reads the descriptors wire format defensively: a map (or list) of
 * [id, parent id, {source_id: values[]}, type?]. Anything malformed is dropped with a warning,
 * never thrown, so a broken file still gives a usable (possibly empty) catalogue.
 */
import type { Descriptor, ProductType } from './types.ts';

const TYPES = new Set<ProductType>(['simple', 'variable', 'variation']);

export type RawValues = unknown;

export interface CleanDescriptor {
  id: number;
  parentId: number;
  /** The descriptor's own object, not copied (1M products must not be held twice). Values are
   * read through valueText(). */
  sources: Record<string, RawValues>;
  type: ProductType | undefined;
}

/** One descriptor value as text ('5' and 5 are one value); null when it is not a value. */
export function valueText(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : null;
  if (typeof v === 'boolean') return v ? '1' : '0';
  return null;
}

/** A source's values as a list (a bare value counts as a list of one). */
export function valueList(raw: RawValues): readonly unknown[] {
  return Array.isArray(raw) ? raw : raw === null || raw === undefined ? [] : [raw];
}

/**
 * The largest product id the index holds (ids are stored as unsigned 32-bit integers): WordPress
 * post ids are BIGINT UNSIGNED, but a shop reaching 2^32 posts is beyond what a browser index serves.
 */
export const MAX_PRODUCT_ID = 0xffff_ffff;

function toId(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/** How many descriptors name a product or parent id the index cannot hold. */
export function countUnsupportedIds(input: unknown): number {
  const entries = Array.isArray(input) ? input : input && typeof input === 'object' ? Object.values(input as Record<string, unknown>) : [];
  let count = 0;
  for (const entry of entries) {
    if (!Array.isArray(entry)) continue;
    const [id, parent] = [toId(entry[0]), toId(entry[1])];
    if ((id !== null && id > MAX_PRODUCT_ID) || (parent !== null && parent > MAX_PRODUCT_ID)) count++;
  }
  return count;
}

export function readDescriptors(input: unknown, warn: (message: string) => void): CleanDescriptor[] {
  const entries: unknown[] = Array.isArray(input) ? input : input && typeof input === 'object' ? Object.values(input as Record<string, unknown>) : [];
  if (!Array.isArray(input) && (input === null || typeof input !== 'object')) {
    warn('Descriptors are not a JSON object; the catalogue is empty.');
  }
  const seen = new Set<number>();
  const out: CleanDescriptor[] = [];
  let malformed = 0;
  let duplicates = 0;
  let incomplete = 0;
  let tooLarge = 0;
  for (const entry of entries) {
    if (!Array.isArray(entry)) {
      malformed++;
      continue;
    }
    const id = toId(entry[0]);
    if (id === null || id > MAX_PRODUCT_ID || (toId(entry[1]) ?? 0) > MAX_PRODUCT_ID) {
      // Never stored wrapped: a product the index cannot name is not in it at all.
      if (id !== null) tooLarge++;
      else malformed++;
      continue;
    }
    if (seen.has(id)) {
      duplicates++;
      continue;
    }
    seen.add(id);
    const parentId = toId(entry[1]) ?? id;
    const hasSources = !!entry[2] && typeof entry[2] === 'object' && !Array.isArray(entry[2]);
    if (toId(entry[1]) === null || !hasSources) incomplete++;
    const sources = hasSources ? (entry[2] as Record<string, RawValues>) : {};
    const type = TYPES.has(entry[3] as ProductType) ? (entry[3] as ProductType) : undefined;
    out.push({ id, parentId, sources, type });
  }
  if (malformed) warn(`${malformed} malformed descriptor(s) skipped.`);
  if (tooLarge) warn(`${tooLarge} descriptor(s) with a product id above ${MAX_PRODUCT_ID} skipped: the index holds 32-bit ids.`);
  if (incomplete) warn(`${incomplete} descriptor(s) without a valid parent id or sources map read as main products without values.`);
  if (duplicates) warn(`${duplicates} duplicate product id(s) skipped (first kept).`);
  return out;
}

export type { Descriptor };
