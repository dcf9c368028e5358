// @vitest-environment happy-dom
/**
 * The live search's state and behaviour hooks without a browser: typing is debounced and checked
 * at once, answers show with their announcement and events, a query that extends one that found
 * nothing is not sent, an older answer never replaces a newer one, and the keys do what the
 * combobox pattern says, Escape in its order.
 */
import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Suggestion } from '../../shared/engine/search/suggestions.ts';
import { EMPTY_HISTORY } from '../../shared/engine/search/search-history.ts';
import type { SearchHistoryState } from './use-search-history.ts';
import type { SearchLayout } from './use-search-layout.ts';
import { useSearchKeys, useSearchTyping } from './use-search-keys.ts';
import { useSuggestions, type SuggestionsState } from './use-suggestions.ts';

const history: SearchHistoryState = { enabled: true, history: EMPTY_HISTORY, save: vi.fn() };
const product = (value: string, id: number): Suggestion => ({ type: 'product', value, url: `/product/${id}/`, post_id: String(id) }) as Suggestion;

/** A fake shop answering ?wc-ajax=shop_ajax_search after `delayMs`, with the suggestions `answer(s)` gives. */
function fakeSearch(answer: (query: string) => Suggestion[], delayMs = 50) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const query = new URL(url, 'http://shop.test').searchParams.get('s') ?? '';
      asked.push(query);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve(new Response(JSON.stringify({ suggestions: answer(query) }))), delayMs);
        init.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    }),
  );
  return asked;
}

function renderSuggestions() {
  const emitted: [string, unknown][] = [];
  const view = renderHook(() => {
    const state = useSuggestions({
      request: { prefix: 'shop', method: 'GET', customParams: undefined, grouping: 'headline' },
      exactMatch: false,
      noPrices: false,
      dynamicPrices: false,
      initialText: '',
      history,
      emit: (name, detail) => emitted.push([name, detail]),
    });
    const onInput = useSearchTyping(state, { minChars: 3, delimiter: undefined, debounceMs: 100 });
    return { state, onInput };
  });
  return { view, emitted, type: (text: string) => act(() => view.result.current.onInput(text)) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('state and typing', () => {
  test('typing waits for a 100 ms pause, then one request; the answer is shown, announced and told', async () => {
    const asked = fakeSearch((q) => [product(`${q} hoodie`, 1), product(`${q} jacket`, 2)]);
    const { view, emitted, type } = renderSuggestions();
    type('hoo');
    await act(() => vi.advanceTimersByTimeAsync(60));
    type('hood');
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(asked).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(asked).toEqual(['hood']);
    expect(view.result.current.state.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(50));
    const { state } = view.result.current;
    expect(state.status).toBe('done');
    expect(state.shown.map((s) => s.value)).toEqual(['hood hoodie', 'hood jacket']);
    expect(state.active).toBe(0);
    expect(state.activeByKeys).toBe(false);
    expect(state.announcement).toMatch(/2 suggestions/);
    expect(emitted).toContainEqual(['shop-search-show-suggestions', { query: 'hood', count: 2 }]);
  });

  test('under the minimum nothing is sent; an empty box stops the request in flight', async () => {
    const asked = fakeSearch(() => [product('x', 1)], 500);
    const { view, type } = renderSuggestions();
    type('ho');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(asked).toEqual([]);
    expect(view.result.current.state.listing).toBeNull();
    type('hood');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(asked).toEqual(['hood']);
    type('');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(view.result.current.state.status).toBe('idle');
    expect(view.result.current.state.listing).toBeNull();
  });

  test('a query that extends one that found nothing is not sent', async () => {
    const asked = fakeSearch(() => []);
    const { view, emitted, type } = renderSuggestions();
    type('zzz');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(emitted).toContainEqual(['shop-search-no-results', { query: 'zzz' }]);
    type('zzzq');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(asked).toEqual(['zzz']);
    expect(view.result.current.state.shown.map((s) => s.type)).toEqual(['no-results']);
  });

  test("an older query's answer never replaces the newer one", async () => {
    fakeSearch((q) => [product(q, 1)], 300);
    const { view, type } = renderSuggestions();
    type('hood');
    await act(() => vi.advanceTimersByTimeAsync(150)); // 'hood' in flight
    type('jacket');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(view.result.current.state.shown.map((s) => s.value)).toEqual(['jacket']);
  });

  test('a failed request says so and lets the box be used', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('oops', { status: 500 }))),
    );
    const { view, emitted, type } = renderSuggestions();
    type('hood');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(view.result.current.state.status).toBe('failed');
    expect(view.result.current.state.announcement).not.toBe('');
    expect(emitted).toContainEqual(['shop-search-error', { query: 'hood' }]);
  });
});

describe('keys', () => {
  function keys(state: Partial<SuggestionsState>, layout: Partial<SearchLayout> = {}) {
    const fake = {
      listing: null,
      shown: [],
      active: null,
      activeByKeys: false,
      typed: '',
      hint: '',
      choose: vi.fn(),
      close: vi.fn(),
      showHistory: vi.fn(),
      run: vi.fn(),
      ...state,
    } as unknown as SuggestionsState;
    const box = { iconMode: false, iconOpen: false, overlayOpen: false, foldIcon: vi.fn(), closeOverlay: vi.fn(), ...layout } as unknown as SearchLayout;
    const handlers = { onInput: vi.fn(), pick: vi.fn(), rememberTyped: vi.fn() };
    const { result } = renderHook(() =>
      useSearchKeys(fake, { minChars: 3, delimiter: undefined, debounceMs: 100, history, layout: box, firstVariation: true, ...handlers }),
    );
    const press = (key: string, extra: Partial<KeyboardEvent<HTMLInputElement>> = {}) => {
      const event = {
        key,
        preventDefault: vi.fn(),
        ctrlKey: false,
        metaKey: false,
        // The field, left to right unless a test says otherwise (its direction is read with :dir()).
        currentTarget: { selectionStart: (fake.typed ?? '').length, matches: () => false },
        ...extra,
      } as unknown as KeyboardEvent<HTMLInputElement>;
      result.current(event);
      return event;
    };
    return { fake, box, handlers, press };
  }
  const two = [product('a', 1), { type: 'headline', value: 'categories' } as Suggestion, product('b', 2)];

  test('the arrows move through the suggestions and skip headlines; with no list they open it', () => {
    const open = keys({ listing: 'results', shown: two, active: 0, activeByKeys: true });
    open.press('ArrowDown');
    expect(open.fake.choose).toHaveBeenCalledWith(2, true);
    const closed = keys({ typed: 'hood' });
    expect(closed.press('ArrowDown').preventDefault).toHaveBeenCalled();
    expect(closed.fake.run).toHaveBeenCalledWith('hood');
    const empty = keys({ typed: '' });
    empty.press('ArrowUp');
    expect(empty.fake.showHistory).toHaveBeenCalled();
  });

  test('Enter follows the suggestion chosen with the keys (Ctrl: a new tab); else the first variation; else the form searches', () => {
    const chosen = keys({ listing: 'results', shown: two, active: 2, activeByKeys: true, typed: 'b' });
    chosen.press('Enter', { ctrlKey: true } as never);
    expect(chosen.handlers.pick).toHaveBeenCalledWith(2, true);
    const variation = keys({
      listing: 'results',
      shown: [product('a', 1), { ...product('v', 3), type: 'product_variation' }],
      active: 0,
      activeByKeys: false,
      typed: 'a',
    });
    variation.press('Enter');
    expect(variation.handlers.pick).toHaveBeenCalledWith(1, false);
    const plain = keys({ listing: 'results', shown: [product('a', 1)], active: 0, activeByKeys: false, typed: 'a' });
    const event = plain.press('Enter');
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(plain.handlers.rememberTyped).toHaveBeenCalled();
  });

  test('Right at the end of the text accepts the hint', () => {
    const { press, handlers } = keys({ listing: 'results', typed: 'hoo', hint: 'hoodie' });
    press('ArrowRight');
    expect(handlers.onInput).toHaveBeenCalledWith('hoodie');
  });

  test('right to left, the left arrow accepts the hint and the right one does not', () => {
    const { press, handlers, fake } = keys({ listing: 'results', typed: 'hoo', hint: 'hoodie' });
    const field = { selectionStart: (fake.typed ?? '').length, matches: (selector: string) => selector === ':dir(rtl)' };
    press('ArrowRight', { currentTarget: field } as never);
    expect(handlers.onInput).not.toHaveBeenCalled();
    press('ArrowLeft', { currentTarget: field } as never);
    expect(handlers.onInput).toHaveBeenCalledWith('hoodie');
  });

  test('Escape: the list first, then the icon, then the phone dialog, then the text', () => {
    const list = keys({ listing: 'results', typed: 'x' }, { iconMode: true, iconOpen: true, overlayOpen: true });
    list.press('Escape');
    expect(list.fake.close).toHaveBeenCalled();
    expect(list.box.foldIcon).not.toHaveBeenCalled();
    const icon = keys({ typed: 'x' }, { iconMode: true, iconOpen: true, overlayOpen: true });
    icon.press('Escape');
    expect(icon.box.foldIcon).toHaveBeenCalled();
    const dialog = keys({ typed: 'x' }, { overlayOpen: true });
    dialog.press('Escape');
    expect(dialog.box.closeOverlay).toHaveBeenCalled();
    const text = keys({ typed: 'x' });
    text.press('Escape');
    expect(text.handlers.onInput).toHaveBeenCalledWith('');
    const nothing = keys({ typed: '' });
    expect(nothing.press('Escape').preventDefault).not.toHaveBeenCalled();
  });
});
