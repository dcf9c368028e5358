/** Descriptor loading with the real Cache API in Chromium. */
import { readFilterAppConfig, type FilterAppConfig } from '../engine/filter/config/app-config.ts';
import { loadCatalogue, loadDescriptors, type LoaderDeps } from './descriptors-loader.ts';
import { assert } from '../testing/wait.ts';
import { encodeCompact } from '../engine/filter/compact/encode-compact.ts';

const FILE = '/wp-content/uploads/t/filters-descriptors-b1.json';
const BASE = { 1: [1, 1, { price: [10] }, 'variable'], 2: [2, 1, { size: ['m'] }], 3: [3, 1, { size: ['l'] }], 9: [9, 9, { price: [5] }, 'simple'] };

let run = 0;
function configFor(overrides: Record<string, unknown> = {}): FilterAppConfig {
  const reading = readFilterAppConfig(
    JSON.stringify({
      namespace: `t${run}`,
      index_build_id: 'b1',
      last_updated_date: '2026-11-01 10:00:00',
      descriptors_json_url: FILE,
      descriptors_endpoint: '/wp-json/t/v1/filters/descriptors',
      updated_descriptors_endpoint: '/wp-json/t/v1/filters/updated-descriptors',
      filters: [{ id: 'f', type: 'checkboxes', source_id: 1, values: [] }],
      ...overrides,
    }),
    '',
  );
  if (!reading.enabled) throw new Error(reading.reason);
  return reading.config;
}

/** A fake server: routes by path, records every request. */
function server(routes: Record<string, (url: URL) => Response | Promise<Response>>) {
  const requests: string[] = [];
  const warnings: string[] = [];
  const deps: LoaderDeps = {
    warn: (message) => warnings.push(message),
    fetch: async (input) => {
      const url = new URL(String(input), location.origin);
      requests.push(url.pathname + url.search);
      const route = routes[url.pathname];
      return route ? route(url) : new Response('Not found', { status: 404 });
    },
  };
  return { deps, requests, warnings };
}
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const COMPACT = '/wp-content/uploads/t/filters-descriptors-b1.bin';
const bytes = (body: Uint8Array) => new Response(body as BodyInit, { headers: { 'Content-Type': 'application/octet-stream' } });

describe('loadDescriptors', () => {
  beforeEach(() => {
    run++;
  });

  it('first visit downloads the file once (with last-modified); the second visit downloads nothing', async () => {
    const s = server({ [FILE]: () => json(BASE) });
    const first = await loadDescriptors(configFor(), s.deps);
    assert(first.from === 'file' && Object.keys(first.descriptors).length === 4, `first: ${first.from}`);
    assert(s.requests[0] === `${FILE}?last-modified=20261101100000`, `request ${s.requests[0]}`);
    const second = await loadDescriptors(configFor(), s.deps);
    assert(second.from === 'cache' && s.requests.length === 1, `second: ${second.from}, ${s.requests.length} requests`);
    assert(s.warnings.length === 0, s.warnings.join());
  });

  it('a new index build id clears the cache and downloads again', async () => {
    const s = server({ [FILE]: () => json(BASE), '/wp-content/uploads/t/filters-descriptors-b2.json': () => json({ 9: BASE[9] }) });
    await loadDescriptors(configFor(), s.deps);
    const rebuilt = await loadDescriptors(
      configFor({ index_build_id: 'b2', descriptors_json_url: '/wp-content/uploads/t/filters-descriptors-b2.json' }),
      s.deps,
    );
    assert(rebuilt.from === 'file' && Object.keys(rebuilt.descriptors).join() === '9', `rebuilt ${rebuilt.from}`);
  });

  it('a later update is fetched incrementally and merged, then cached', async () => {
    const s = server({
      [FILE]: () => json(BASE),
      '/wp-json/t/v1/filters/updated-descriptors': (url) => {
        assert(
          url.searchParams.get('date_start') === '2026-11-01 10:00:00' && url.searchParams.get('date_end') === '2026-11-02 08:00:00',
          `dates ${url.search}`,
        );
        // Product 1 comes back without variation 3; product 9 is deleted.
        return json({ deleted: [9], descriptors: { 1: [1, 1, { price: [12] }, 'variable'], 2: [2, 1, { size: ['m'] }] } });
      },
    });
    await loadDescriptors(configFor(), s.deps);
    const later = configFor({ last_updated_date: '2026-11-02 08:00:00' });
    const updated = await loadDescriptors(later, s.deps);
    assert(updated.from === 'cache+update', `from ${updated.from}`);
    assert(
      JSON.stringify(updated.descriptors) === JSON.stringify({ 1: [1, 1, { price: [12] }, 'variable'], 2: [2, 1, { size: ['m'] }] }),
      JSON.stringify(updated.descriptors),
    );
    const again = await loadDescriptors(later, s.deps);
    assert(again.from === 'cache' && s.requests.length === 2, `again ${again.from}, ${s.requests.length} requests`);
  });

  it("an update endpoint in WordPress's plain-permalink form (?rest_route=…) keeps its own query", async () => {
    const s = server({
      [FILE]: () => json(BASE),
      '/': (url) =>
        url.searchParams.get('rest_route') === '/t/v1/filters/updated-descriptors' && url.searchParams.get('date_start') === '2026-11-01 10:00:00'
          ? json({ deleted: [9], descriptors: {} })
          : new Response('Not found', { status: 404 }),
    });
    await loadDescriptors(configFor({ updated_descriptors_endpoint: '/?rest_route=/t/v1/filters/updated-descriptors' }), s.deps);
    const updated = await loadDescriptors(
      configFor({ updated_descriptors_endpoint: '/?rest_route=/t/v1/filters/updated-descriptors', last_updated_date: '2026-11-02 08:00:00' }),
      s.deps,
    );
    assert(updated.from === 'cache+update' && !('9' in updated.descriptors), `from ${updated.from}: ${s.requests.join(' ')}`);
  });

  it('refetch_descriptors_after_update downloads everything instead', async () => {
    const s = server({ [FILE]: () => json(BASE) });
    await loadDescriptors(configFor({ refetch_descriptors_after_update: true }), s.deps);
    const later = await loadDescriptors(configFor({ refetch_descriptors_after_update: true, last_updated_date: '2026-11-03 00:00:00' }), s.deps);
    assert(later.from === 'file' && s.requests.length === 2 && s.requests[1]!.startsWith(FILE), s.requests.join());
  });

  it("'Undefined JSON URL' and 'Invalid server response (JSON)' fall back to the REST endpoint", async () => {
    const rest = { '/wp-json/t/v1/filters/descriptors': () => json(BASE) };
    const noUrl = server(rest);
    const a = await loadDescriptors(configFor({ descriptors_json_url: '' }), noUrl.deps);
    assert(a.from === 'rest' && noUrl.warnings.join() === 'Undefined JSON URL', noUrl.warnings.join());
    run++;
    const broken = server({ ...rest, [FILE]: () => new Response('<html>Fatal error', { headers: { 'Content-Type': 'text/html' } }) });
    const b = await loadDescriptors(configFor(), broken.deps);
    assert(b.from === 'rest' && Object.keys(b.descriptors).length === 4, `from ${b.from}`);
    assert(broken.warnings.join() === 'Invalid server response (JSON)', broken.warnings.join());
    run++;
    const list = server({ ...rest, [FILE]: () => json([1, 2, 3]) });
    assert((await loadDescriptors(configFor(), list.deps)).from === 'rest', 'a list is not a descriptors map');
  });

  it('F7.1: with no descriptors_json_url, the file is fetched from its usual place by namespace and index build id, then cached; a missing one falls through silently', async () => {
    const derived = `/wp-content/uploads/t${run}/filters-descriptors-b1.json`;
    const s = server({ [derived]: () => json(BASE) });
    const first = await loadDescriptors(configFor({ descriptors_json_url: '' }), s.deps);
    assert(first.from === 'file' && Object.keys(first.descriptors).length === 4, `first: ${first.from}`);
    assert(s.requests[0] === `${derived}?last-modified=20261101100000` && s.warnings.length === 0, `${s.requests.join()} ${s.warnings.join()}`);
    const second = await loadDescriptors(configFor({ descriptors_json_url: '' }), s.deps);
    assert(second.from === 'cache' && s.requests.length === 1, `second: ${second.from}, ${s.requests.length} requests`);
    run++;
    const missing = server({ '/wp-json/t/v1/filters/descriptors': () => json(BASE) });
    const third = await loadDescriptors(configFor({ descriptors_json_url: '' }), missing.deps);
    assert(third.from === 'rest' && missing.warnings.join() === 'Undefined JSON URL', `${third.from} ${missing.warnings.join()}`);
    assert(missing.requests[0]!.startsWith(`/wp-content/uploads/t${run}/filters-descriptors-b1.json`), missing.requests.join());
  });

  it("'Invalid server response (REST API)': empty descriptors, nothing cached", async () => {
    const s = server({ '/wp-json/t/v1/filters/descriptors': () => new Response('oops', { status: 500 }) });
    const result = await loadDescriptors(configFor({ descriptors_json_url: '' }), s.deps);
    assert(result.from === 'empty' && Object.keys(result.descriptors).length === 0, result.from);
    assert(s.warnings.join() === 'Undefined JSON URL,Invalid server response (REST API)', s.warnings.join());
    const again = await loadDescriptors(configFor({ descriptors_json_url: '' }), s.deps);
    assert(again.from === 'empty' && s.requests.filter((r) => r.startsWith('/wp-json/')).length === 2, 'an empty answer is not cached');
  });

  it("a failed incremental update: 'Invalid server response', then the REST endpoint", async () => {
    const s = server({
      [FILE]: () => json(BASE),
      '/wp-json/t/v1/filters/updated-descriptors': () => json('nope'),
      '/wp-json/t/v1/filters/descriptors': () => json({ 9: BASE[9] }),
    });
    await loadDescriptors(configFor(), s.deps);
    const result = await loadDescriptors(configFor({ last_updated_date: '2026-11-05 00:00:00' }), s.deps);
    assert(result.from === 'rest' && Object.keys(result.descriptors).join() === '9', result.from);
    assert(s.warnings.join() === 'Invalid server response', s.warnings.join());
  });

  it('concurrent loads share one download', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const s = server({ [FILE]: async () => (await gate, json(BASE)) });
    const both = Promise.all([loadDescriptors(configFor(), s.deps), loadDescriptors(configFor(), s.deps)]);
    await new Promise((r) => setTimeout(r, 30));
    release();
    const [a, b] = await both;
    assert(s.requests.length === 1 && a.descriptors === b.descriptors, `${s.requests.length} requests`);
  });

  it('the compact file comes first; a repeat visit reads its cached bytes and downloads nothing', async () => {
    const s = server({ [COMPACT]: () => bytes(encodeCompact(BASE)), [FILE]: () => json(BASE) });
    const first = await loadDescriptors(configFor({ descriptors_compact_url: COMPACT }), s.deps);
    assert(first.from === 'compact' && s.requests.join() === `${COMPACT}?last-modified=20261101100000`, `${first.from}: ${s.requests.join()}`);
    assert(
      JSON.stringify(first.descriptors[2]) === '[2,1,{"size":["m"]}]' && JSON.stringify(first.descriptors[1]) === '[1,1,{"price":["10"]},"variable"]',
      JSON.stringify(first.descriptors),
    );
    const second = await loadDescriptors(configFor({ descriptors_compact_url: COMPACT }), s.deps);
    assert(
      second.from === 'cache' && s.requests.length === 1 && Object.keys(second.descriptors).join() === '1,2,3,9',
      `${second.from}, ${s.requests.length} requests`,
    );
    assert(s.warnings.length === 0, s.warnings.join());
  });

  it('a compact file of more rows than keepCompactAbove stays undecoded, downloaded and from the cache; fewer rows are decoded', async () => {
    const s = server({ [COMPACT]: () => bytes(encodeCompact(BASE)), [FILE]: () => json(BASE) });
    const config = configFor({ descriptors_compact_url: COMPACT });
    const first = await loadCatalogue(config, s.deps, { keepCompactAbove: 3 });
    assert('compact' in first && first.from === 'compact' && first.rows === 4, JSON.stringify(first));
    assert(JSON.stringify([...first.compact]) === JSON.stringify([...encodeCompact(BASE)]), 'the bytes as downloaded');
    const cached = await loadCatalogue(config, s.deps, { keepCompactAbove: 3 });
    assert('compact' in cached && cached.from === 'cache' && cached.rows === 4 && s.requests.length === 1, `${cached.from}, ${s.requests.length} requests`);
    const small = await loadCatalogue(config, s.deps, { keepCompactAbove: 4 });
    assert('descriptors' in small && Object.keys(small.descriptors).join() === '1,2,3,9', JSON.stringify(small));
    assert(s.warnings.length === 0, s.warnings.join());
  });

  it('a JSON file of more bytes than keepJsonAbove stays unparsed, downloaded and from the cache; a smaller one is parsed', async () => {
    const s = server({ [FILE]: () => json(BASE) });
    const size = JSON.stringify(BASE).length;
    const first = await loadCatalogue(configFor(), s.deps, { keepJsonAbove: size - 1 });
    assert('json' in first && first.from === 'file' && new TextDecoder().decode(first.json) === JSON.stringify(BASE), JSON.stringify(first));
    const cached = await loadCatalogue(configFor(), s.deps, { keepJsonAbove: size - 1 });
    assert('json' in cached && cached.from === 'cache' && s.requests.length === 1, `${cached.from}, ${s.requests.length} requests`);
    const parsed = await loadCatalogue(configFor(), s.deps, { keepJsonAbove: size });
    assert('descriptors' in parsed && Object.keys(parsed.descriptors).join() === '1,2,3,9', JSON.stringify(parsed));
  });

  it('a damaged or missing compact file falls back to the JSON file, said once on the console', async () => {
    for (const answer of [() => bytes(encodeCompact(BASE).slice(0, 20)), () => new Response('Not found', { status: 404 })]) {
      run++;
      const s = server({ [COMPACT]: answer, [FILE]: () => json(BASE) });
      const result = await loadDescriptors(configFor({ descriptors_compact_url: COMPACT }), s.deps);
      assert(result.from === 'file' && Object.keys(result.descriptors).length === 4, result.from);
      assert(s.warnings.join() === 'Invalid server response (compact descriptors); trying the JSON.', s.warnings.join());
    }
  });

  it('an update merged into a cached compact copy is kept (as JSON) and read back', async () => {
    const s = server({
      [COMPACT]: () => bytes(encodeCompact(BASE)),
      '/wp-json/t/v1/filters/updated-descriptors': () => json({ deleted: [3], descriptors: { 9: [9, 9, { price: [7] }, 'simple'] } }),
    });
    await loadDescriptors(configFor({ descriptors_compact_url: COMPACT }), s.deps);
    const later = { descriptors_compact_url: COMPACT, last_updated_date: '2026-11-05 00:00:00' };
    const updated = await loadDescriptors(configFor(later), s.deps);
    assert(
      updated.from === 'cache+update' && Object.keys(updated.descriptors).join() === '1,2,9',
      `${updated.from} ${Object.keys(updated.descriptors).join()}`,
    );
    const again = await loadDescriptors(configFor(later), s.deps);
    assert(again.from === 'cache' && JSON.stringify(again.descriptors[9]) === '[9,9,{"price":[7]},"simple"]', JSON.stringify(again.descriptors[9]));
  });

  it('without the Cache API it downloads every time, and still works', async () => {
    const s = server({ [FILE]: () => json(BASE) });
    const deps = { ...s.deps, caches: null };
    assert((await loadDescriptors(configFor(), deps)).from === 'file', 'first');
    assert((await loadDescriptors(configFor(), deps)).from === 'file' && s.requests.length === 2, 'second');
  });
});
