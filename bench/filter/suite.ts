/**
 * The whole benchmark for one runtime: for each size, every engine on the same catalogue and
 * query mix; plus the agreement check on a catalogue without variations. Runs in Node and,
 * bundled, in Chromium.
 */
import { crossfilterEngine, itemsjsEngine, ours, type Engine } from './engines.ts';
import { generateCatalogue, generateQueries, type Catalogue, type Distributions } from './generate.ts';
import { countsAgree, measure, type Measurement, type MemoryProbe } from './measure.ts';

export interface SuiteOptions {
  sizes: number[];
  /** Largest n at which the peers run (they need minutes and gigabytes beyond). */
  peersUpTo: number;
  queries: number;
}

export interface SuiteReport {
  results: Measurement[];
  agreement: { engine: string; agree: boolean; firstDifference?: string }[];
}

export function runSuite(
  runtime: string,
  d: Distributions,
  options: SuiteOptions,
  memory: MemoryProbe,
  now: () => number,
  log: (line: string) => void,
): SuiteReport {
  const results: Measurement[] = [];
  // Warm-up: the first build in a runtime also compiles the engine's code, which would count
  // as index memory of the first size measured.
  const small = generateCatalogue(500, d, { seed: 5 });
  for (const engine of [ours, itemsjsEngine, crossfilterEngine]) measure(runtime, engine, 500, () => small, generateQueries(5, small), { used: () => 0 }, now);
  for (const n of options.sizes) {
    const peers = n <= options.peersUpTo;
    let catalogue: Catalogue | null = generateCatalogue(n, d, { withRows: peers });
    const queries = generateQueries(options.queries, catalogue);
    const engines: Engine[] = peers ? [ours, itemsjsEngine, crossfilterEngine] : [ours];
    for (const engine of engines) {
      // Ours alone: the catalogue is let go once built and measured, as the Worker lets go of
      // the descriptors it was sent (the queries then run beside the index only, not beside
      // 2.5M descriptor objects the collector must walk). With peers, every engine keeps it alike.
      const letGo = () => {
        if (!peers) catalogue = null;
      };
      const { measurement } = measure(runtime, engine, n, () => catalogue!, queries, memory, now, letGo, false);
      results.push(measurement);
      log(
        `${runtime} ${engine.name} n=${n}: build ${measurement.build_ms} ms, heap ${measurement.heap_mb} MB (${measurement.heap_with_queries_mb} MB with the queries), p50 ${measurement.p50_ms} ms, p95 ${measurement.p95_ms} ms`,
      );
    }
  }
  // Agreement where the semantics overlap: no variations, 'or' facets, range and search.
  const plain = generateCatalogue(2000, d, { variableShare: 0, seed: 3 });
  const queries = generateQueries(50, plain, 11);
  const reference = measure(runtime, ours, 2000, () => plain, queries, { used: () => 0 }, now).answers;
  const agreement = [itemsjsEngine, crossfilterEngine].map((engine) => ({
    engine: engine.name,
    ...countsAgree(reference, measure(runtime, engine, 2000, () => plain, queries, { used: () => 0 }, now).answers),
  }));
  return { results, agreement };
}
