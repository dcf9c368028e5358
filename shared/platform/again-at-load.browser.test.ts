/** againAtLoad in Chromium: the action runs at the page's load, not after the shopper moved the page, not on a loaded page. */
import { assert } from '../testing/wait.ts';
import { againAtLoad } from './again-at-load.ts';

const loading = { readyState: 'loading' } as const;

function watch(page: Pick<Document, 'readyState'>, signal = new AbortController().signal): () => number {
  let runs = 0;
  againAtLoad(() => runs++, signal, page);
  return () => runs;
}

describe('againAtLoad', () => {
  it('runs once when the page loads', () => {
    const runs = watch(loading);
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    assert(runs() === 1, `ran ${runs()} times`);
  });

  it('does not run after the shopper scrolled, typed or touched', () => {
    for (const move of ['wheel', 'keydown', 'touchstart', 'pointerdown']) {
      const runs = watch(loading);
      window.dispatchEvent(new Event(move));
      window.dispatchEvent(new Event('load'));
      assert(runs() === 0, `ran after ${move}`);
    }
  });

  it('does nothing on a page already loaded, or once its element is gone', () => {
    const loaded = watch({ readyState: 'complete' });
    const gone = new AbortController();
    const removed = watch(loading, gone.signal);
    gone.abort();
    window.dispatchEvent(new Event('load'));
    assert(loaded() === 0 && removed() === 0, 'ran anyway');
  });
});
