/** Messages between the page and the filter Worker (plain data: structured-clone safe). */
import type { FilterQuery, FilterResult, IndexOptions } from './types.ts';

export type ToWorker = { type: 'build'; descriptors: unknown; options: IndexOptions } | { type: 'query'; id: number; query: FilterQuery; presets?: boolean };

export type FromWorker = { type: 'built'; rows: number; warnings: string[] } | { type: 'result'; id: number; result: FilterResult; ms: number };
