/** The price slider's event is typed (a wrong detail does not compile) and crosses shadow roots. */
import { describe, expect, expectTypeOf, test } from 'vitest';
import { priceSliderEvent, type PriceSliderChangeDetail } from './price-slider-events.ts';

describe('price slider events', () => {
  test('typed detail; bubbling and composed', () => {
    // @ts-expect-error min and max are numbers
    priceSliderEvent('shop-price-slider-change', { min: '10', max: 50 });
    expectTypeOf<GlobalEventHandlersEventMap['shop-price-slider-change']>().toEqualTypeOf<CustomEvent<PriceSliderChangeDetail>>();
    const event = priceSliderEvent('shop-price-slider-change', { min: 10, max: 50 });
    expect([event.bubbles, event.composed, event.detail]).toEqual([true, true, { min: 10, max: 50 }]);
  });
});
