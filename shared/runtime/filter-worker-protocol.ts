/** Messages between the page and the filter Worker (plain data: structured-clone safe). */
import type { BuiltIndexKey } from '../api/built-index-store.ts';
import type { FilterQuery, FilterResult, IndexOptions } from '../engine/filter/core/types.ts';

export type ToWorker =
  /** Build from the descriptors; keep the index under `saveAs` for the next visit. */
  | { type: 'build'; descriptors: unknown; options: IndexOptions; saveAs?: BuiltIndexKey }
  /** Decode the compact file's bytes (transferred), then build as above; 'unreadable' when they cannot be decoded. */
  | { type: 'build-compact'; bytes: Uint8Array; options: IndexOptions; saveAs?: BuiltIndexKey }
  /** The same for a JSON file's bytes (parsed in the Worker). */
  | { type: 'build-json'; bytes: Uint8Array; options: IndexOptions; saveAs?: BuiltIndexKey }
  /** Restore the index kept under `key`; 'missing' when it is gone. */
  | { type: 'restore'; key: BuiltIndexKey }
  | { type: 'query'; id: number; query: FilterQuery; presets?: boolean };

export type FromWorker =
  | { type: 'built'; rows: number; warnings: string[]; restored: boolean }
  | { type: 'missing' }
  | { type: 'unreadable' }
  | { type: 'result'; id: number; result: FilterResult; ms: number };
