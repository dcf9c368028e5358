/** The filter engine behind startFilterRunner, in Chromium: in a real Worker and on the page. */
import { startFilterRunner } from './engine-host.ts';
import type { FilterResult } from '../engine/filter/core/types.ts';
import { assert, tick } from '../testing/wait.ts';
import { builtIndexKey, keptIndexRows } from '../api/built-index-store.ts';
import { encodeCompact } from '../engine/filter/compact/encode-compact.ts';

// A variable tee (1) with blue-M in stock and red-L out of stock; a simple red belt (10).
const DESCRIPTORS = {
  1: [1, 1, { color: ['blue', 'red'], size: ['m', 'l'], price: [20] }, 'variable'],
  2: [2, 1, { color: ['blue'], size: ['m'], stock: ['instock'] }],
  3: [3, 1, { color: ['red'], size: ['l'], stock: ['outofstock'] }],
  10: [10, 10, { color: ['red'], price: [5] }, 'simple'],
};
const OPTIONS = { sourceKinds: { price: 'range' as const }, stockSourceId: 'stock' };
const COUNTERS = [{ sourceId: 'color', kind: 'facet' as const }];

function captureWarnings(): { messages: string[]; restore(): void } {
  const messages: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => messages.push(args.join(' '));
  return { messages, restore: () => (console.warn = original) };
}

describe('startFilterRunner', () => {
  it('answers from a real Worker: variation rules, counts, ranges', async () => {
    const runner = startFilterRunner({ descriptors: DESCRIPTORS }, OPTIONS, { worker: true });
    const ready = await runner.ready;
    assert(ready.inWorker, 'runs in the Worker');
    assert(ready.rows === 4, `rows ${ready.rows}`);
    const result = (await runner.query({
      filters: [{ sourceId: 'color', logic: 'or', values: ['red'] }],
      counters: [...COUNTERS, { sourceId: 'price', kind: 'range' }],
    })) as FilterResult;
    // The tee's red variation is out of stock: only the belt is red.
    assert(JSON.stringify(result.ids) === '[10]', `ids ${JSON.stringify(result.ids)}`);
    assert(JSON.stringify(result.counts.color) === '{"blue":1,"red":1}', `counts ${JSON.stringify(result.counts.color)}`);
    // The price range is counted over the other filters' matches: the belt only.
    assert(result.ranges.price!.min === 5 && result.ranges.price!.max === 5, `price range ${JSON.stringify(result.ranges.price)}`);
    runner.terminate();
  });

  it('a compact file is decoded in the Worker (its bytes moved there, not copied) and answers as the descriptors do', async () => {
    const query = {
      filters: [{ sourceId: 'color', logic: 'or' as const, values: ['red'] }],
      counters: [...COUNTERS, { sourceId: 'price', kind: 'range' as const }],
    };
    const fromDescriptors = startFilterRunner({ descriptors: DESCRIPTORS }, OPTIONS, { worker: true });
    const expected = (await fromDescriptors.query(query)) as FilterResult;
    fromDescriptors.terminate();
    const bytes = encodeCompact(DESCRIPTORS);
    let reloaded = false;
    const runner = startFilterRunner({ compact: bytes, reload: async () => ((reloaded = true), DESCRIPTORS) }, OPTIONS, { worker: true });
    assert(bytes.byteLength === 0, 'the bytes were transferred to the Worker');
    const ready = await runner.ready;
    assert(ready.inWorker && ready.rows === 4 && !reloaded, JSON.stringify(ready));
    const result = (await runner.query(query)) as FilterResult;
    assert(JSON.stringify(result) === JSON.stringify(expected), `${JSON.stringify(result)} vs ${JSON.stringify(expected)}`);
    runner.terminate();
  });

  it('a compact file the Worker cannot read: said once, the descriptors loaded another way, the query answered', async () => {
    const warnings = captureWarnings();
    try {
      const runner = startFilterRunner({ compact: encodeCompact(DESCRIPTORS).slice(0, 30), reload: async () => DESCRIPTORS }, OPTIONS, { worker: true });
      const asked = runner.query({ filters: [{ sourceId: 'color', logic: 'or', values: ['blue'] }] });
      const ready = await runner.ready;
      assert(ready.inWorker && ready.rows === 4, JSON.stringify(ready));
      const result = (await asked) as FilterResult;
      assert(JSON.stringify(result.ids) === '[1]', `the query asked meanwhile is answered: ${JSON.stringify(result)}`);
      const said = warnings.messages.filter((m) => m.includes('Invalid server response (compact descriptors)'));
      assert(said.length === 1, warnings.messages.join(' | '));
      runner.terminate();
    } finally {
      warnings.restore();
    }
  });

  it("a JSON file's bytes are parsed in the Worker and answer as the descriptors do; an unreadable one is said once and loaded again", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(DESCRIPTORS));
    const runner = startFilterRunner({ json: bytes, reload: async () => DESCRIPTORS }, OPTIONS, { worker: true });
    assert(bytes.byteLength === 0, 'the bytes were transferred to the Worker');
    const ready = await runner.ready;
    assert(ready.inWorker && ready.rows === 4, JSON.stringify(ready));
    const result = (await runner.query({ filters: [{ sourceId: 'color', logic: 'or', values: ['red'] }] })) as FilterResult;
    assert(JSON.stringify(result.ids) === '[10]', JSON.stringify(result.ids));
    runner.terminate();
    const warnings = captureWarnings();
    try {
      const broken = startFilterRunner({ json: new TextEncoder().encode('[1, 2'), reload: async () => DESCRIPTORS }, OPTIONS, { worker: true });
      assert((await broken.ready).rows === 4, 'built from the descriptors loaded again');
      const said = warnings.messages.filter((m) => m.includes('Invalid server response (JSON)'));
      assert(said.length === 1, warnings.messages.join(' | '));
      broken.terminate();
    } finally {
      warnings.restore();
    }
  });

  it('delivers only the latest of queries sent in a burst', async () => {
    const runner = startFilterRunner({ descriptors: DESCRIPTORS }, OPTIONS, { worker: true });
    await runner.ready;
    const first = runner.query({ filters: [], counters: COUNTERS });
    const second = runner.query({ filters: [{ sourceId: 'color', logic: 'or', values: ['blue'] }] });
    const [a, b] = await Promise.all([first, second]);
    assert(a === 'superseded', 'the older answer is superseded');
    assert(b !== 'superseded' && JSON.stringify(b.ids) === '[1]', 'the latest answer arrives');
    runner.terminate();
  });

  it('passes the index warnings to the console', async () => {
    const warnings = captureWarnings();
    try {
      const runner = startFilterRunner({ descriptors: { ...DESCRIPTORS, 99: [99, 1234, { color: ['x'] }] } }, OPTIONS, { worker: true });
      await runner.ready;
      assert(
        warnings.messages.some((m) => m.includes('[shop filter]') && m.includes('parent is missing')),
        `warnings: ${warnings.messages.join(' | ')}`,
      );
      runner.terminate();
    } finally {
      warnings.restore();
    }
  });

  it('falls back to the page when the Worker cannot start, or fails', async () => {
    const warnings = captureWarnings();
    try {
      const refused = startFilterRunner({ descriptors: DESCRIPTORS }, OPTIONS, {
        worker: true,
        makeWorker: () => {
          throw new Error('blocked by CSP');
        },
      });
      const query = refused.query({ filters: [{ sourceId: 'color', logic: 'or', values: ['blue'] }] });
      assert(!(await refused.ready).inWorker, 'runs on the page');
      assert(JSON.stringify(((await query) as FilterResult).ids) === '[1]', 'answers on the page');

      // A Worker whose script is broken: the error event switches to the page, queries still answer.
      const broken = startFilterRunner({ descriptors: DESCRIPTORS }, OPTIONS, {
        worker: true,
        makeWorker: () => new Worker('data:text/javascript,throw new Error("boom")'),
      });
      const pending = broken.query({ filters: [{ sourceId: 'color', logic: 'or', values: ['red'] }] });
      assert(!(await broken.ready).inWorker, 'falls back after the error');
      assert(JSON.stringify(((await pending) as FilterResult).ids) === '[10]', 'the query sent before the failure is answered');
      assert(warnings.messages.filter((m) => m.includes('Worker is unavailable')).length === 2, `warnings: ${warnings.messages.join(' | ')}`);
    } finally {
      warnings.restore();
    }
  });

  for (const worker of [true, false])
    it(`keeps the built index for the next visit, which restores it without the descriptors (${worker ? 'in the Worker' : 'on the page'})`, async () => {
      const key = builtIndexKey(`kept-${worker}`, 'b1', '2026-11-01 10:00:00', OPTIONS);
      const first = startFilterRunner({ descriptors: DESCRIPTORS, saveAs: key }, OPTIONS, { worker });
      assert((await first.ready).restored === false, 'built on the first visit');
      for (let i = 0; i < 100 && (await keptIndexRows(key)) !== 4; i++) await tick(20);
      assert((await keptIndexRows(key)) === 4, 'the index is kept');
      first.terminate();
      let reloads = 0;
      const reload = async () => (reloads++, DESCRIPTORS);
      const second = startFilterRunner({ kept: key, reload }, OPTIONS, { worker });
      // A query asked before the restore has finished is answered once it has.
      const answer = second.query({ filters: [{ sourceId: 'color', logic: 'or', values: ['red'] }], counters: COUNTERS });
      const ready = await second.ready;
      assert(ready.restored && ready.rows === 4 && ready.inWorker === worker, JSON.stringify(ready));
      const result = (await answer) as FilterResult;
      assert(JSON.stringify(result.ids) === '[10]' && JSON.stringify(result.counts.color) === '{"blue":1,"red":1}', JSON.stringify(result));
      assert(reloads === 0, 'nothing loaded');
      second.terminate();

      // Another last update is another key: nothing kept for it, so the descriptors are loaded and the index built.
      const later = builtIndexKey(`kept-${worker}`, 'b1', '2026-11-02 10:00:00', OPTIONS);
      assert((await keptIndexRows(later)) === null, 'a changed catalogue has no kept index');
      const third = startFilterRunner({ kept: later, reload }, OPTIONS, { worker });
      const rebuilt = await third.ready;
      assert(!rebuilt.restored && (reloads as number) === 1, `rebuilt after ${reloads} reload(s)`);
      assert(JSON.stringify(((await third.query({ filters: [] })) as FilterResult).ids) === '[1,10]', 'answers after the rebuild');
      third.terminate();
    });

  it('runs on the page when no Worker is asked for', async () => {
    const runner = startFilterRunner({ descriptors: DESCRIPTORS }, OPTIONS);
    assert(!(await runner.ready).inWorker, 'on the page');
    const [a, b] = await Promise.all([runner.query({ filters: [] }), runner.query({ filters: [], page: 1, perPage: 1 })]);
    assert(a === 'superseded' && b !== 'superseded' && b.total === 2, 'latest wins on the page too');
  });

  it('on the page, builds a large catalogue in slices, giving the browser turns; a query asked before the end is answered', async () => {
    const large: Record<number, unknown> = {};
    for (let id = 1; id <= 40_000; id++) large[id] = [id, id, { color: [id % 7 === 0 ? 'red' : 'blue'], size: [`s${id % 13}`], price: [id % 300] }, 'simple'];
    // Each slice ends with scheduler.yield(): the browser may paint and handle input there.
    const scheduler = (globalThis as unknown as { scheduler: { yield(): Promise<void> } }).scheduler;
    const yieldToBrowser = scheduler.yield;
    let turns = 0;
    scheduler.yield = function (this: unknown) {
      turns++;
      return yieldToBrowser.call(scheduler);
    };
    const runner = startFilterRunner({ descriptors: large }, OPTIONS);
    const answer = runner.query({ filters: [{ sourceId: 'color', logic: 'or', values: ['red'] }], counters: COUNTERS });
    const { rows } = await runner.ready.finally(() => (scheduler.yield = yieldToBrowser));
    const result = (await answer) as FilterResult;
    assert(rows === 40_000, `${rows} rows`);
    assert(result.total === Math.floor(40_000 / 7), `red: ${result.total}`);
    assert(turns >= 2, `turns given to the browser while the index was built: ${turns}`);
  });
});
