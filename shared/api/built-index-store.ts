/**
 * The built filter index kept in IndexedDB, so a repeat visit restores its typed arrays instead
 * of downloading, reading and indexing the catalogue again. One record per namespace (a new
 * index replaces the old); the key names everything the index depends on, so a record is used
 * exactly while the descriptors it came from would be: same index build, same last update,
 * same index options, same index layout. Any storage failure (private mode, quota, a blocked
 * database) reads as "nothing kept": the filter then builds as on a first visit.
 */
import { INDEX_LAYOUT_VERSION, type FilterIndex } from '../engine/filter/core/build-index.ts';
import type { IndexOptions } from '../engine/filter/core/types.ts';

const DATABASE = 'shop-filter-index';
const META = 'meta';
const INDEXES = 'indexes';
/** Opening can hang while another tab holds an older version open: give up rather than wait. */
const OPEN_TIMEOUT_MS = 1500;

export interface BuiltIndexKey {
  namespace: string;
  /** Everything the index depends on, as one string. */
  version: string;
}

export function builtIndexKey(namespace: string, indexBuildId: string, lastUpdatedDate: string, options: IndexOptions): BuiltIndexKey {
  return { namespace, version: JSON.stringify([INDEX_LAYOUT_VERSION, indexBuildId, lastUpdatedDate, options]) };
}

function open(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), OPEN_TIMEOUT_MS);
    const done = (db: IDBDatabase | null) => {
      clearTimeout(timer);
      resolve(db);
    };
    try {
      if (typeof indexedDB === 'undefined') return done(null);
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(META);
        request.result.createObjectStore(INDEXES);
      };
      request.onsuccess = () => done(request.result);
      request.onerror = () => done(null);
      request.onblocked = () => done(null);
    } catch {
      done(null);
    }
  });
}

function read<T>(db: IDBDatabase, store: string, key: string): Promise<T | null> {
  return new Promise((resolve) => {
    try {
      const request = db.transaction(store, 'readonly').objectStore(store).get(key);
      request.onsuccess = () => resolve((request.result as T | undefined) ?? null);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** How many rows the kept index has, without reading it (to choose where the engine runs); null when none is kept for this key. */
export async function keptIndexRows(key: BuiltIndexKey): Promise<number | null> {
  const db = await open();
  if (!db) return null;
  const meta = await read<{ version: string; rows: number }>(db, META, key.namespace);
  db.close();
  return meta && meta.version === key.version && Number.isInteger(meta.rows) ? meta.rows : null;
}

export async function readBuiltIndex(key: BuiltIndexKey): Promise<FilterIndex | null> {
  const db = await open();
  if (!db) return null;
  const record = await read<{ version: string; index: FilterIndex }>(db, INDEXES, key.namespace);
  db.close();
  const index = record?.version === key.version ? record.index : null;
  return index && index.productIds instanceof Uint32Array && index.columns instanceof Map && index.productIds.length === index.rowCount ? index : null;
}

export async function saveBuiltIndex(key: BuiltIndexKey, index: FilterIndex): Promise<void> {
  const db = await open();
  if (!db) return;
  await new Promise<void>((resolve) => {
    try {
      const transaction = db.transaction([META, INDEXES], 'readwrite');
      transaction.objectStore(INDEXES).put({ version: key.version, index }, key.namespace);
      transaction.objectStore(META).put({ version: key.version, rows: index.rowCount }, key.namespace);
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => resolve();
      transaction.onabort = () => resolve(); // quota exceeded: the next visit builds again
    } catch {
      resolve();
    }
  });
  db.close();
}
