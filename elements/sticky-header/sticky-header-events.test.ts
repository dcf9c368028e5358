/** The sticky header's event is typed (a wrong detail does not compile) and crosses shadow roots. */
import { describe, expect, expectTypeOf, test } from 'vitest';
import { stickyHeaderEvent, type StickyHeaderChangeDetail } from './sticky-header-events.ts';

describe('sticky header events', () => {
  test('typed detail; bubbling and composed', () => {
    // @ts-expect-error stuck is a boolean
    stickyHeaderEvent('shop-sticky-header-change', { stuck: 'yes' });
    expectTypeOf<GlobalEventHandlersEventMap['shop-sticky-header-change']>().toEqualTypeOf<CustomEvent<StickyHeaderChangeDetail>>();
    const event = stickyHeaderEvent('shop-sticky-header-change', { stuck: true });
    expect([event.bubbles, event.composed, event.detail]).toEqual([true, true, { stuck: true }]);
  });
});
