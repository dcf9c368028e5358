/** The search events are typed: a wrong name or detail does not compile, and each bubbles out of shadow roots. */
import { describe, expectTypeOf, test, expect } from 'vitest';
import { searchEvent } from './live-search-events.ts';

describe('search events', () => {
  test('a factory that only takes the names and details of the map', () => {
    // @ts-expect-error a detail of another event's shape does not compile
    searchEvent('shop-search-no-results', { count: 1 });
    // @ts-expect-error an unknown name does not compile
    searchEvent('shop-search-nope', {});
    expectTypeOf(searchEvent('shop-search-show-suggestions', { query: 'hood', count: 2 })).toEqualTypeOf<CustomEvent<{ query: string; count: number }>>();
    expectTypeOf<GlobalEventHandlersEventMap['shop-search-error']>().toEqualTypeOf<CustomEvent<{ query: string }>>();
  });

  test('events bubble and cross shadow roots', () => {
    const event = searchEvent('shop-search-error', { query: 'hood' });
    expect([event.bubbles, event.composed, event.detail]).toEqual([true, true, { query: 'hood' }]);
  });
});
