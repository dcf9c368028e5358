/**
 * The catalogue state the filter's caches are kept for: the index build (a new one after a full
 * rebuild) and the last recorded change (a sale, a price edit). The descriptors files, the kept
 * descriptors and the server's filtered listings all read it here, so they agree on what the
 * current catalogue is and move on together.
 */
import type { Db } from '../db.ts';
import { indexBuildId, lastUpdatedDate } from './filter-index.ts';

export interface CatalogueState {
  buildId: string;
  /** The last recorded change ('YYYY-MM-DD HH:MM:SS', UTC). */
  updated: string;
}

export function catalogueState(db: Db): CatalogueState {
  return { buildId: indexBuildId(db), updated: lastUpdatedDate(db) };
}

/** A value per store for its current catalogue state: made on first use, made again once the state moves. */
export function perCatalogueState<T>(make: (state: CatalogueState) => T): (db: Db) => T {
  const kept = new WeakMap<Db, { key: string; value: T }>();
  return (db) => {
    const state = catalogueState(db);
    const key = `${state.buildId}|${state.updated}`;
    let entry = kept.get(db);
    if (entry?.key !== key) kept.set(db, (entry = { key, value: make(state) }));
    return entry.value;
  };
}
