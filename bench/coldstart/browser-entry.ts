/**
 * Bundled for Chromium: the filter engine's start after the download, per catalogue size —
 * reading the JSON and building the index, reading the compact format and building, and
 * restoring the index a previous visit kept in IndexedDB — each followed by the first query
 * with every counter (the moment a shopper sees correct counters). Median of 3.
 */
import { buildIndex } from '../../shared/engine/filter/core/build-index.ts';
import { runQuery } from '../../shared/engine/filter/core/query.ts';
import { decodeCompact } from '../../shared/engine/filter/compact/decode-compact.ts';
import { encodeCompact } from '../../shared/engine/filter/compact/encode-compact.ts';
import { builtIndexKey, readBuiltIndex, saveBuiltIndex } from '../../shared/api/built-index-store.ts';
import { COUNTERS, generateCatalogue, SOURCE_KINDS, SOURCES, type Distributions } from '../filter/generate.ts';

export interface ColdstartRow {
  products: number;
  descriptors: number;
  json_read_build_query_ms: number;
  compact_read_build_query_ms: number;
  kept_restore_query_ms: number;
}

declare global {
  interface Window {
    runColdstart(d: Distributions, sizes: number[]): Promise<ColdstartRow[]>;
  }
}

const OPTIONS = { sourceKinds: SOURCE_KINDS, stockSourceId: SOURCES.stock, featuredSourceId: SOURCES.featured };

async function median(run: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return Math.round(times.sort((a, b) => a - b)[1]!);
}

window.runColdstart = async (d, sizes) => {
  const rows: ColdstartRow[] = [];
  for (const n of sizes) {
    const { descriptors } = generateCatalogue(n, d, { withRows: false });
    const text = JSON.stringify(descriptors);
    const bytes = encodeCompact(descriptors);
    const firstQuery = (index: ReturnType<typeof buildIndex>) => runQuery(index, { filters: [], counters: COUNTERS }, { presets: true });
    const key = builtIndexKey('bench', String(n), '', OPTIONS);
    await saveBuiltIndex(
      key,
      buildIndex(descriptors, OPTIONS, () => {}),
    );
    rows.push({
      products: n,
      descriptors: Object.keys(descriptors).length,
      json_read_build_query_ms: await median(() => firstQuery(buildIndex(JSON.parse(text), OPTIONS, () => {}))),
      compact_read_build_query_ms: await median(() => firstQuery(buildIndex(decodeCompact(bytes), OPTIONS, () => {}))),
      kept_restore_query_ms: await median(async () => firstQuery((await readBuiltIndex(key))!)),
    });
    console.log(JSON.stringify(rows.at(-1)));
  }
  return rows;
};
