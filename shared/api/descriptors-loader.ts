/**
 * Loads the catalogue descriptors for the filter, keeping them in
 * the browser's Cache API so a second visit downloads nothing:
 *
 * - cached copy valid (same index build id, and same last update unless
 *   refetch_descriptors_after_update) → used; an older last update → the incremental update
 * is merged in and cached again;
 * - otherwise the compact file (when configured: about a quarter of the JSON's transfer), then
 *   the JSON file, then the REST endpoint, then empty descriptors, with the error catalogue's
 *   console messages;
 * - concurrent loads share one request (the original filter polled every 20 ms; sharing the
 *   promise gives the same result without the wait).
 * Works without the Cache API (insecure origins): it then always downloads.
 */
import type { FilterAppConfig } from '../engine/filter/config/app-config.ts';
import { isDescriptorsUpdate, mergeDescriptors } from '../engine/filter/core/merge-descriptors.ts';
import { compactRowCount, decodeCompact, isCompactIndex } from '../engine/filter/compact/decode-compact.ts';
import { parseDescriptorsJson } from '../engine/filter/core/descriptors-json.ts';

export type Descriptors = Record<string, unknown>;
export type DescriptorsOrigin = 'cache' | 'cache+update' | 'compact' | 'file' | 'rest' | 'empty';

/**
 * The loaded catalogue: the descriptors, or — for a compact file of more rows than the caller's
 * `keepCompactAbove` — its bytes left undecoded, for the Worker to decode (decoding a large
 * catalogue on the page was a long task of its own, and handing the decoded map to the Worker
 * another).
 */
export type LoadedDescriptors =
  | { descriptors: Descriptors; from: DescriptorsOrigin }
  | { compact: Uint8Array; rows: number; from: 'cache' | 'compact' }
  /** A JSON file (or its cached copy) larger than `keepJsonAbove` bytes, as UTF-8 bytes, not parsed. */
  | { json: Uint8Array; from: 'cache' | 'file' };

export interface LoadOptions {
  /** Leave a compact file of more rows than this undecoded (default: always decode). */
  keepCompactAbove?: number;
  /** Leave a JSON file of more bytes than this unparsed (default: always parse). */
  keepJsonAbove?: number;
}

export interface LoaderDeps {
  fetch?: typeof fetch;
  caches?: CacheStorage | null;
  warn?: (message: string) => void;
  /** Base for relative URLs (the page's origin). */
  base?: string;
}

interface Meta {
  indexBuildId: string;
  lastUpdatedDate: string;
}

const inFlight = new Map<string, Promise<LoadedDescriptors>>();

const isMap = (value: unknown): value is Descriptors => !!value && typeof value === 'object' && !Array.isArray(value);

/** ?last-modified= the date with spaces, colons and dashes removed. */
export function lastModifiedParam(date: string): string {
  return date.replace(/[\s:-]/g, '');
}

export function loadDescriptors(config: FilterAppConfig, deps: LoaderDeps = {}): Promise<{ descriptors: Descriptors; from: DescriptorsOrigin }> {
  return loadCatalogue(config, deps, {}) as Promise<{ descriptors: Descriptors; from: DescriptorsOrigin }>;
}

/** As loadDescriptors, with a large compact file possibly left undecoded (LoadedDescriptors). */
export function loadCatalogue(config: FilterAppConfig, deps: LoaderDeps = {}, options: LoadOptions = {}): Promise<LoadedDescriptors> {
  const keepAbove = options.keepCompactAbove ?? Infinity;
  const keepJsonAbove = options.keepJsonAbove ?? Infinity;
  const key = `${config.namespace}|${config.index_build_id}|${config.last_updated_date}|${config.descriptors_endpoint}|${config.descriptors_compact_url}|${keepAbove}|${keepJsonAbove}`;
  let running = inFlight.get(key);
  if (!running) {
    running = load(config, deps, keepAbove, keepJsonAbove).finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  return running;
}

/** Compact bytes of more rows than `keepAbove`, else null (the caller decodes). */
function keptCompact(bytes: Uint8Array, keepAbove: number): { compact: Uint8Array; rows: number } | null {
  if (keepAbove === Infinity || !isCompactIndex(bytes)) return null;
  const rows = compactRowCount(bytes);
  return rows > keepAbove ? { compact: bytes, rows } : null;
}

async function load(config: FilterAppConfig, deps: LoaderDeps, keepAbove: number, keepJsonAbove: number): Promise<LoadedDescriptors> {
  const get = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const warn = deps.warn ?? ((message: string) => console.warn(`[shop filter] ${message}`));
  const base = deps.base ?? globalThis.location?.origin ?? 'http://localhost';
  const restUrl = new URL(config.descriptors_endpoint, base).href;
  const metaUrl = `${restUrl}${restUrl.includes('?') ? '&' : '?'}shop-meta=1`;
  const cache = await openCache(deps.caches === undefined ? globalThis.caches : deps.caches, `${config.namespace}-filter-descriptors`);
  const meta: Meta = { indexBuildId: config.index_build_id, lastUpdatedDate: config.last_updated_date };

  /** The parsed body, and its text: a download is cached as it came, not serialised again. */
  const getJson = async (url: string): Promise<{ body: unknown; text: string }> => {
    const response = await get(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = await response.text();
    return { body: JSON.parse(text) as unknown, text };
  };
  /** The compact file's bytes (cached as they came), decoded unless kept for the Worker. */
  const getCompact = async (url: string): Promise<{ body: Descriptors | null; bytes: Uint8Array; rows: number }> => {
    const response = await get(url, { credentials: 'same-origin', headers: { Accept: 'application/octet-stream' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const kept = keptCompact(bytes, keepAbove);
    return kept ? { body: null, bytes, rows: kept.rows } : { body: decodeCompact(bytes), bytes, rows: 0 };
  };
  // Serialising a large catalogue again took a long task of its own on a slow phone; a
  // download is stored as the text or bytes it came as, only a merged update is serialised.
  const store = async (descriptors: Descriptors | null, body: string | Uint8Array = JSON.stringify(descriptors)) => {
    if (!cache) return;
    try {
      const type = typeof body === 'string' ? 'application/json' : 'application/octet-stream';
      await cache.put(restUrl, new Response(body as BodyInit, { headers: { 'Content-Type': type } }));
      await cache.put(metaUrl, new Response(JSON.stringify(meta), { headers: { 'Content-Type': 'application/json' } }));
    } catch {
      // Quota exceeded or storage disabled: the page still works, the next visit downloads again.
    }
  };
  const fromRest = async (message: string): Promise<{ descriptors: Descriptors; from: DescriptorsOrigin }> => {
    warn(message);
    try {
      const { body, text } = await getJson(restUrl);
      if (!isMap(body)) throw new Error('not a map');
      await store(body, text);
      return { descriptors: body, from: 'rest' };
    } catch {
      warn('Invalid server response (REST API)');
      return { descriptors: {}, from: 'empty' };
    }
  };

  // A copy from another index build, or any older copy when asked to refetch, is dropped.
  const cached = cache ? await readCached(cache, restUrl, metaUrl, keepAbove, keepJsonAbove) : null;
  const stale =
    cached &&
    (cached.meta.indexBuildId !== config.index_build_id ||
      (config.refetch_descriptors_after_update && cached.meta.lastUpdatedDate !== config.last_updated_date));
  if (cached && stale) {
    await cache!.delete(restUrl);
    await cache!.delete(metaUrl);
  }
  if (cached && !stale) {
    if (cached.meta.lastUpdatedDate === config.last_updated_date) {
      if ('compact' in cached) return { compact: cached.compact, rows: cached.rows, from: 'cache' };
      if ('json' in cached) return { json: cached.json, from: 'cache' };
      return { descriptors: cached.descriptors, from: 'cache' };
    }
    // An update is merged into the decoded copy.
    const descriptors = 'compact' in cached ? decodeCompact(cached.compact) : 'json' in cached ? parseDescriptorsJson(cached.json) : cached.descriptors;
    // Only what changed since the cached copy.
    const query = new URLSearchParams({ date_start: cached.meta.lastUpdatedDate, date_end: config.last_updated_date });
    if (cached.meta.lastUpdatedDate === '') query.delete('date_start');
    try {
      // Added to the endpoint's own query (WordPress's plain-permalink form is `?rest_route=…`).
      const updateUrl = new URL(config.updated_descriptors_endpoint, base);
      for (const [key, value] of query) updateUrl.searchParams.set(key, value);
      const { body: update } = await getJson(updateUrl.href);
      if (!isDescriptorsUpdate(update)) throw new Error('not an update');
      const merged = mergeDescriptors(descriptors, update);
      await store(merged);
      return { descriptors: merged, from: 'cache+update' };
    } catch {
      return fromRest('Invalid server response');
    }
  }

  const withDate = (address: string) => {
    const url = new URL(address, base);
    if (config.last_updated_date) url.searchParams.set('last-modified', lastModifiedParam(config.last_updated_date));
    return url;
  };
  if (config.descriptors_compact_url) {
    try {
      const { body, bytes, rows } = await getCompact(withDate(config.descriptors_compact_url).href);
      await store(body, bytes);
      return body ? { descriptors: body, from: 'compact' } : { compact: bytes, rows, from: 'compact' };
    } catch {
      warn('Invalid server response (compact descriptors); trying the JSON.');
    }
  }
  const file = async (address: string): Promise<LoadedDescriptors> => {
    const response = await get(withDate(address).href, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A large file is cached as it came and parsed in the Worker (where a bad one is found out).
    if (bytes.byteLength > keepJsonAbove) {
      await store(null, bytes);
      return { json: bytes, from: 'file' };
    }
    const body = parseDescriptorsJson(bytes);
    await store(body, bytes);
    return { descriptors: body, from: 'file' };
  };
  if (!config.descriptors_json_url) {
    // The preload step: the file's usual place, named by the namespace and the index build id.
    // Its failure is silent: the configured steps follow.
    if (config.index_build_id) {
      try {
        return await file(derivedDescriptorsPath(config.namespace, config.index_build_id));
      } catch {
        // the REST endpoint below
      }
    }
    return fromRest('Undefined JSON URL');
  }
  try {
    return await file(config.descriptors_json_url);
  } catch {
    return fromRest('Invalid server response (JSON)');
  }
}

/** Where WordPress keeps the descriptors file: /wp-content/uploads/{namespace}/filters-descriptors-{index_build_id}.json. */
export function derivedDescriptorsPath(namespace: string, indexBuildId: string): string {
  return `/wp-content/uploads/${encodeURIComponent(namespace)}/filters-descriptors-${encodeURIComponent(indexBuildId)}.json`;
}

async function openCache(storage: CacheStorage | null | undefined, name: string): Promise<Cache | null> {
  if (!storage) return null;
  try {
    return await storage.open(name);
  } catch {
    return null;
  }
}

type CachedCopy = ({ descriptors: Descriptors } | { compact: Uint8Array; rows: number } | { json: Uint8Array }) & { meta: Meta };

async function readCached(cache: Cache, restUrl: string, metaUrl: string, keepAbove: number, keepJsonAbove: number): Promise<CachedCopy | null> {
  try {
    const [body, metaBody] = await Promise.all([cache.match(restUrl), cache.match(metaUrl)]);
    if (!body || !metaBody) return null;
    const [bytes, meta] = await Promise.all([body.arrayBuffer().then((b) => new Uint8Array(b)), metaBody.json()]);
    if (!isMap(meta) || typeof meta.indexBuildId !== 'string' || typeof meta.lastUpdatedDate !== 'string') return null;
    // The copy is the compact file's bytes or JSON text, as it was downloaded.
    const kept = keptCompact(bytes, keepAbove);
    if (kept) return { ...kept, meta: meta as unknown as Meta };
    if (!isCompactIndex(bytes) && bytes.byteLength > keepJsonAbove) return { json: bytes, meta: meta as unknown as Meta };
    const descriptors: unknown = isCompactIndex(bytes) ? decodeCompact(bytes) : JSON.parse(new TextDecoder().decode(bytes));
    if (!isMap(descriptors)) return null;
    return { descriptors, meta: meta as unknown as Meta };
  } catch {
    return null; // a corrupt entry is as good as none
  }
}
