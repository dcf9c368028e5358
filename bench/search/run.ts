/**
 * `npm run bench:search`: the live search's server side against MiniSearch and Orama, in one
 * run, on the demo catalogue and on a generated catalogue of 10,000 products:
 * - latency per query (p50 / p95, ms) over ≥ 1,000 queries drawn from the catalogue — prefixes
 *   as typed letter by letter, whole names, names with one typo;
 * - relevance on generated sets: success@5 (the product meant among the first 5) for product
 *   names with one typo each, and for the names as they are;
 * - relevance on the labelled set of queries as shoppers type them (relevance-set.ts, demo
 *   catalogue): success@1, success@5, MRR@10 and the rate of empty answers, overall and per kind.
 * Writes bench/results/search.json.
 */
import { writeResults } from '../results-file.ts';
import { demoCatalogue, documentsOf, generatedCatalogue, type SearchDocument } from './catalogue.ts';
import { flexSearch, miniSearch, orama, ours, type Engine } from './engines.ts';
import { labelled, type QueryKind } from './relevance-set.ts';
import { labelledQueries, latencyQueries, type LabelledQuery } from './queries.ts';
import type { Db } from '../../demo-theme/server/db.ts';

const LATENCY_QUERIES = Number(process.env.BENCH_QUERIES ?? 1200);
const LABELLED = Number(process.env.BENCH_LABELLED ?? 400);
const GENERATED = Number(process.env.BENCH_GENERATED ?? 10_000);

const percentile = (sorted: number[], q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 1000) / 1000;

async function latency(engine: Engine, queries: string[]): Promise<{ p50: number; p95: number; max: number }> {
  for (const query of queries.slice(0, 50)) await engine.search(query); // warm-up
  const times: number[] = [];
  for (const query of queries) {
    const start = performance.now();
    await engine.search(query);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: percentile(times, 1) };
}

async function successAt5(engine: Engine, set: LabelledQuery[], docs: SearchDocument[]): Promise<number> {
  const titleOf = new Map(docs.map((doc) => [doc.id, doc.title.toLowerCase()]));
  let hits = 0;
  for (const { query, id, title } of set) {
    const top = (await engine.search(query)).slice(0, 5);
    if (top.some((found) => found === id || titleOf.get(found) === title.toLowerCase())) hits++;
  }
  return Math.round((hits / set.length) * 1000) / 1000;
}

interface RelevanceFigures {
  queries: number;
  successAt1: number;
  successAt5: number;
  mrrAt10: number;
  emptyRate: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** success@1, success@5, MRR@10 and empty answers over the labelled set, overall and per kind. */
async function relevanceOf(engine: Engine, set: ReturnType<typeof labelled>): Promise<{ overall: RelevanceFigures; byKind: Record<string, RelevanceFigures> }> {
  const rows: { kind: QueryKind; rank: number | null; empty: boolean; query: string }[] = [];
  for (const { query, kind, relevant } of set) {
    const found = (await engine.search(query)).slice(0, 10);
    const at = found.findIndex((id) => relevant.has(id));
    rows.push({ kind, query, rank: at === -1 ? null : at + 1, empty: found.length === 0 });
  }
  const figures = (subset: typeof rows): RelevanceFigures => ({
    queries: subset.length,
    successAt1: round3(subset.filter((r) => r.rank === 1).length / subset.length),
    successAt5: round3(subset.filter((r) => r.rank !== null && r.rank <= 5).length / subset.length),
    mrrAt10: round3(subset.reduce((sum, r) => sum + (r.rank === null ? 0 : 1 / r.rank), 0) / subset.length),
    emptyRate: round3(subset.filter((r) => r.empty).length / subset.length),
  });
  const kinds = [...new Set(rows.map((r) => r.kind))];
  if (process.env.BENCH_MISSES)
    console.log(
      engine.name,
      'misses:',
      rows
        .filter((r) => r.rank === null || r.rank > 5)
        .map((r) => `${r.query} (${r.rank ?? (r.empty ? 'empty' : '-')})`)
        .join(' | '),
    );
  return { overall: figures(rows), byKind: Object.fromEntries(kinds.map((kind) => [kind, figures(rows.filter((r) => r.kind === kind))])) };
}

async function measure(label: string, db: Db, withRelevanceSet = false) {
  const docs = documentsOf(db);
  const engines = [ours(db), miniSearch(docs), await orama(docs), flexSearch(docs)];
  const relevanceSet = withRelevanceSet ? labelled(db) : [];
  const queries = latencyQueries(docs, LATENCY_QUERIES);
  const typos = labelledQueries(docs, LABELLED, true);
  const exact = labelledQueries(docs, LABELLED, false);
  const results: Record<string, unknown> = {};
  for (const engine of engines) {
    results[engine.name] = {
      latencyMs: await latency(engine, queries),
      successAt5: { oneTypo: await successAt5(engine, typos, docs), exactName: await successAt5(engine, exact, docs) },
      ...(withRelevanceSet ? { shopperQueries: await relevanceOf(engine, relevanceSet) } : {}),
    };
    console.log(label, engine.name, JSON.stringify(results[engine.name]));
  }
  return { products: docs.length, latencyQueries: queries.length, labelledQueries: typos.length, shopperQueries: relevanceSet.length, engines: results };
}

const result = {
  date: new Date().toISOString(),
  note: "Latency: time to answer one query in-process (ours: the demo server's searchCatalogue, index built beforehand). success@5: the product meant, or one with the same title, among the first 5 products. shopperQueries: bench/search/relevance-set.ts, a product is relevant when it meets its query's label (name, categories with parents, attribute values, SKU); success@k: a relevant product among the first k; MRR@10: mean of 1/rank of the first relevant product in the first 10; emptyRate: queries answered with no product at all.",
  demo: await measure('demo', demoCatalogue(), true),
  generated: await measure(`generated ${GENERATED}`, generatedCatalogue(GENERATED)),
};
writeResults('search.json', result);
