import { describe, expect, test } from 'vitest';
import { availableValues, chosenVariation, parseVariations, sharedImage, type VariationData } from './variation-choice.ts';

const v = (id: number, color: string, size: string, extra: Partial<VariationData> = {}): VariationData => ({
  variation_id: id,
  attributes: { attribute_pa_color: color, attribute_pa_size: size },
  ...extra,
});
const names = ['attribute_pa_color', 'attribute_pa_size'];

describe('variation choice (WooCommerce add-to-cart-variation)', () => {
  test('an empty attribute on a variation means any value', () => {
    const variations = [v(1, 'blue', ''), v(2, 'red', 'small')];
    expect(chosenVariation(variations, names, { attribute_pa_color: 'blue', attribute_pa_size: 'large' })?.variation_id).toBe(1);
    expect(chosenVariation(variations, names, { attribute_pa_color: 'red', attribute_pa_size: 'large' })).toBeNull();
  });
  test('nothing is chosen until every attribute has a value', () => {
    expect(chosenVariation([v(1, 'blue', 'small')], names, { attribute_pa_color: 'blue', attribute_pa_size: '' })).toBeNull();
  });
  test('values offered depend on the other choice; an "any" variation offers every value', () => {
    const variations = [v(1, 'blue', 'small'), v(2, 'red', 'large')];
    expect(availableValues(variations, 'attribute_pa_size', { attribute_pa_color: 'blue' })).toEqual(new Set(['small']));
    expect(availableValues([v(1, 'blue', '')], 'attribute_pa_size', { attribute_pa_color: 'blue' })).toBeNull();
  });
  test('garbage in data-product_variations gives null, not a crash', () => {
    expect(parseVariations('false')).toBeNull();
    expect(parseVariations('{')).toBeNull();
    expect(parseVariations('[{"variation_id":"x"},null,{"variation_id":3,"attributes":{}}]')).toHaveLength(1);
  });
});

describe('the picture of a partial choice', () => {
  const variation = (id: number, color: string, size: string, src: string): VariationData => ({
    variation_id: id,
    attributes: { attribute_pa_color: color, attribute_pa_size: size },
    image: { src },
  });
  const all = [
    variation(1, 'black', 's', '/black.svg'),
    variation(2, 'black', 'm', '/black.svg'),
    variation(3, 'orange', 's', '/orange.svg'),
    variation(4, 'orange', 'm', '/orange-m.svg'),
  ];
  test("is the colour's picture once a colour is chosen and all its sizes share it", () => {
    expect(sharedImage(all, { attribute_pa_color: 'black', attribute_pa_size: '' })?.src).toBe('/black.svg');
  });
  test('is none while nothing is chosen or the allowed variations differ', () => {
    expect(sharedImage(all, { attribute_pa_color: '', attribute_pa_size: '' })).toBeNull();
    expect(sharedImage(all, { attribute_pa_color: 'orange', attribute_pa_size: '' })).toBeNull();
    expect(sharedImage(all, { attribute_pa_color: '', attribute_pa_size: 's' })).toBeNull();
  });
});
