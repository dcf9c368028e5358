/**
 * Wires the filter actions to this page: reads the embedded
 * configuration, loads the descriptors (or restores the index a previous visit built from the
 * same catalogue), starts the engine (in a Worker for large catalogues),
 * keeps the address bar in sync and re-runs on back/forward. Every filter element calls
 * ensureFilterRuntime(); only the first call does anything.
 */
import { filterConfigCheckWanted, reportFilterConfigProblems } from './filter-config-report.ts';
import { countUnsupportedIds, MAX_PRODUCT_ID } from '../engine/filter/core/descriptors.ts';
import { readFilterAppConfig, type ConfigReading, type FilterAppConfig } from '../engine/filter/config/app-config.ts';
import { indexOptionsFor } from '../engine/filter/core/state-to-query.ts';
import { configureFilter, loadFromUrl } from '../stores/filter.actions.ts';
import { parseFirstResult } from '../engine/filter/core/first-result.ts';
import { deferred, effectsFor } from './filter-effects.ts';
import { loadCatalogue, loadDescriptors } from '../api/descriptors-loader.ts';
import { installFilterApi } from './filter-api.ts';
import { startFilterRunner, type FilterRunner, type IndexSource } from './engine-host.ts';
import { builtIndexKey, keptIndexRows } from '../api/built-index-store.ts';
import { whenIdle, yieldToMain } from '../platform/main-thread.ts';
import { loadSanitizer } from '../platform/sanitize.ts';

export const FILTER_CONFIG_ID = 'shop-filter-config';
/** The server's first answer for the listing (optional): shown until the engine is ready. */
export const FIRST_RESULT_ID = 'shop-filter-first-result';
/** With the server's first answer shown, the engine starts once the page is idle, or after this long. */
const FIRST_DRAW_WAIT_MS = 1000;
/** How long the first drawing waits for the sanitiser when the filters hold markup. */
const SANITIZER_WAIT_MS = 1000;
/** Above this many descriptors the engine runs in a Worker, keeping the page responsive. */
export const WORKER_THRESHOLD = 20_000;
/** The same line for a JSON file, in bytes (a descriptor with its variation data is ~100–130 bytes). */
export const WORKER_THRESHOLD_JSON_BYTES = 2_500_000;

let started: Promise<FilterAppConfig | null> | null = null;

/** The configuration, or null when the filter is switched off — never throws. */
export function ensureFilterRuntime(configId = FILTER_CONFIG_ID): Promise<FilterAppConfig | null> {
  // The filters' labels, descriptions and custom HTML and the fetched cards may hold markup: the
  // sanitiser loads beside the filter (which itself loads with the page's other elements).
  if (!started) void loadSanitizer();
  started ??= start(configId).catch((error: unknown) => {
    console.error('[shop filter] The filter could not start:', error);
    return null;
  });
  return started;
}

let lastReading: { text: string | null; search: string; reading: ConfigReading } | null = null;

/**
 * The page's configuration block, read once: a page printed with the specification's containers
 * reads it to mount the elements, then the runtime those elements start reads it again.
 */
export function readPageFilterConfig(configId = FILTER_CONFIG_ID): ConfigReading {
  const text = document.getElementById(configId)?.textContent ?? null;
  if (lastReading?.text !== text || lastReading.search !== location.search)
    lastReading = { text, search: location.search, reading: readFilterAppConfig(text, location.search) };
  return lastReading.reading;
}

async function start(configId: string): Promise<FilterAppConfig | null> {
  const block = document.getElementById(configId);
  const text = block?.textContent ?? null;
  const reading = readPageFilterConfig(configId);
  const suspicious = reading.enabled ? reading.skipped > 0 : !/^switched off|^the index is not valid/.test(reading.reason);
  if (block && text !== null && filterConfigCheckWanted(block, suspicious)) reportFilterConfigProblems(reading.enabled ? reading.config.raw : text, configId);
  if (!reading.enabled) {
    if (block) console.info(`[shop filter] Off: ${reading.reason}.`);
    return null;
  }
  const config = reading.config;
  // A label, description or custom HTML with markup would draw empty until the sanitiser (asked
  // for as the runtime started) has loaded: the first drawing waits for it, a second at most,
  // the server's copy of the sidebar staying on screen meanwhile.
  if (JSON.stringify(config.filters).includes('<')) await Promise.race([loadSanitizer(), new Promise((go) => setTimeout(go, SANITIZER_WAIT_MS))]);
  const options = indexOptionsFor(config);
  // The server's answer for this address: shown at once, while the engine loads.
  const first = parseFirstResult(document.getElementById(FIRST_RESULT_ID)?.textContent);
  const engine = first ? deferred<FilterRunner | null>() : null;
  const followHistory = () => addEventListener('popstate', () => void loadFromUrl({ historyMove: true }));
  if (first && engine) {
    configureFilter(config, effectsFor(engine.promise, first));
    followHistory();
    void loadFromUrl();
    // The layouts draw the server's answer in the background; the catalogue's parsing and
    // indexing (long tasks on a phone) wait until they have, or a second at most.
    await new Promise<void>((resolve) => whenIdle(resolve, FIRST_DRAW_WAIT_MS));
  }
  const runner = await startEngine(config, options);
  if (!runner) {
    engine?.resolve(null);
    return null;
  }
  if (engine) engine.resolve(runner);
  else {
    configureFilter(config, effectsFor(Promise.resolve(runner), null));
    followHistory();
  }
  installFilterApi(runner.ready);
  if (engine) return config;
  // The stores' first values have been drawn; the first query starts in the next task.
  await yieldToMain();
  await loadFromUrl();
  return config;
}

/** The engine for this catalogue: the index a previous visit kept, else the descriptors loaded and indexed; null when there is no catalogue to filter. */
async function startEngine(config: FilterAppConfig, options: ReturnType<typeof indexOptionsFor>): Promise<FilterRunner | null> {
  // A repeat visit restores the index a previous one built, while the catalogue is unchanged —
  // known only when the shop versions it (an index build id or a last update date).
  const versioned = config.index_build_id !== '' || config.last_updated_date !== '';
  const key = versioned ? builtIndexKey(config.namespace, config.index_build_id, config.last_updated_date, options) : null;
  const keptRows = key ? await keptIndexRows(key) : null;
  const mode = config.layout.engineInWorker;
  const reload = async () => (await loadDescriptors(config)).descriptors;
  let source: IndexSource;
  let rows: number;
  if (key && keptRows !== null) {
    source = { kept: key, reload };
    rows = keptRows;
  } else {
    // A catalogue too large for the page stays undecoded: the Worker decodes it.
    const onPageOnly = mode === 'never';
    const loaded = await loadCatalogue(
      config,
      {},
      {
        keepCompactAbove: onPageOnly ? Infinity : WORKER_THRESHOLD,
        keepJsonAbove: onPageOnly ? Infinity : WORKER_THRESHOLD_JSON_BYTES,
      },
    );
    if ('compact' in loaded || 'json' in loaded) {
      const bytes = 'compact' in loaded ? { compact: loaded.compact } : { json: loaded.json };
      return startFilterRunner({ ...bytes, reload, ...(key ? { saveAs: key } : {}) }, options, { worker: true });
    }
    const { descriptors, from } = loaded;
    // Parsing a large catalogue is a task of its own; checking and indexing it start in the next.
    await yieldToMain();
    if (from === 'empty') {
      // Decision: with no catalogue the filter would claim "no products"; the server's page is
      // the better answer, so the filter stays off.
      console.warn('[shop filter] Off: no descriptors could be loaded; the page stays as the server rendered it.');
      return null;
    }
    const unsupported = countUnsupportedIds(descriptors);
    if (unsupported > 0) {
      // An index that would name other products is worse than none: the server's page stays.
      console.error(`[shop filter] Off: ${unsupported} product id(s) above ${MAX_PRODUCT_ID} cannot be indexed; the page stays as the server rendered it.`);
      return null;
    }
    source = key ? { descriptors, saveAs: key } : { descriptors };
    rows = Object.keys(descriptors).length;
  }
  // engine_in_worker: 'auto' (default: above WORKER_THRESHOLD descriptors), 'always' or 'never'.
  const inWorker = mode === 'always' || (mode !== 'never' && rows > WORKER_THRESHOLD);
  return startFilterRunner(source, options, { worker: inWorker });
}
