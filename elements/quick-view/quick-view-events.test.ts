/** The quick view's events are typed (a wrong name or detail does not compile) and cross shadow roots. */
import { describe, expect, expectTypeOf, test } from 'vitest';
import { quickViewEvent, type QuickViewDetail } from './quick-view-events.ts';

describe('quick view events', () => {
  test('typed names and details; bubbling and composed', () => {
    // @ts-expect-error the detail names the product as productId
    quickViewEvent('shop-quick-view-open', { id: '12' });
    // @ts-expect-error no such event
    quickViewEvent('shop-quick-view-opened', { productId: '12' });
    expectTypeOf<GlobalEventHandlersEventMap['shop-quick-view-close']>().toEqualTypeOf<CustomEvent<QuickViewDetail>>();
    const event = quickViewEvent('shop-quick-view-error', { productId: '12' });
    expect([event.type, event.bubbles, event.composed, event.detail]).toEqual(['shop-quick-view-error', true, true, { productId: '12' }]);
  });
});
