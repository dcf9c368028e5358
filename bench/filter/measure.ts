/** Runs one engine over one catalogue: build time, memory, p50/p95 of the query mix. */
import type { ActiveFilter } from '../../shared/engine/filter/core/types.ts';
import type { Engine, QueryAnswer } from './engines.ts';
import type { Catalogue } from './generate.ts';

export interface Measurement {
  runtime: string;
  engine: string;
  n: number;
  build_ms: number;
  /** The index after its build; null where the runtime cannot measure it (Chromium). */
  heap_mb: number | null;
  /** The index and what the query mix left beside it: work arrays kept for the next query,
   * cached sort orders and the answer without filters (the memory a shop's Worker holds). */
  heap_with_queries_mb: number | null;
  p50_ms: number;
  p95_ms: number;
}

export interface MemoryProbe {
  /** Bytes in use after a full garbage collection (NaN when unknown). */
  used(): number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** Its own frame: a caller's interpreter frame kept the catalogue alive after the build. */
function buildFrom(engine: Engine, catalogue: () => Catalogue): unknown {
  return engine.build(catalogue());
}

export function measure(
  runtime: string,
  engine: Engine,
  n: number,
  /** The catalogue, taken when the build starts. */
  catalogue: () => Catalogue,
  queries: ActiveFilter[][],
  memory: MemoryProbe,
  now: () => number,
  /** Called once the index memory is measured: the caller may let go of the catalogue then. */
  letGo: () => void = () => {},
  /** Keep each query's answer (the agreement check): off where memory is measured, so the
   * figure after the queries is the engine's and not the answers'. */
  keepAnswers = true,
): { measurement: Measurement; answers: QueryAnswer[] } {
  const before = memory.used();
  const started = now();
  const state = buildFrom(engine, catalogue);
  const build = now() - started;
  const heap = Math.max(0, memory.used() - before); // NaN stays NaN
  letGo();
  const beforeQueries = memory.used();
  // Warm up (JIT), then time every query of the mix.
  for (const q of queries.slice(0, 10)) engine.query(state, q);
  const times: number[] = [];
  const answers: QueryAnswer[] = [];
  for (const q of queries) {
    const t = now();
    const answer = engine.query(state, q);
    times.push(now() - t);
    if (keepAnswers) answers.push(answer);
  }
  const withQueries = heap + Math.max(0, memory.used() - beforeQueries);
  times.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    measurement: {
      runtime,
      engine: engine.name,
      n,
      build_ms: round(build),
      heap_mb: Number.isFinite(heap) ? round(heap / 2 ** 20) : null,
      heap_with_queries_mb: Number.isFinite(withQueries) ? round(withQueries / 2 ** 20) : null,
      p50_ms: round(percentile(times, 0.5)),
      p95_ms: round(percentile(times, 0.95)),
    },
    answers,
  };
}

/** Where the semantics overlap (no variations, 'or' facets): do the counts agree? */
export function countsAgree(a: QueryAnswer[], b: QueryAnswer[]): { agree: boolean; firstDifference?: string } {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.total !== y.total) return { agree: false, firstDifference: `query ${i}: total ${x.total} vs ${y.total}` };
    for (const source of Object.keys(x.counts)) {
      const cx = x.counts[source]!;
      const cy = y.counts[source] ?? {};
      for (const value of new Set([...Object.keys(cx), ...Object.keys(cy)])) {
        if ((cx[value] ?? 0) !== (cy[value] ?? 0))
          return { agree: false, firstDifference: `query ${i}, source ${source}, value ${value}: ${cx[value] ?? 0} vs ${cy[value] ?? 0}` };
      }
    }
  }
  return { agree: true };
}
