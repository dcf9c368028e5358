import { describe, expect, test } from 'vitest';
import { linkWithAttribute } from './listing-swatches.ts';

const base = 'https://shop.test/shop/';

describe('listing swatch links', () => {
  test('add the chosen value, replacing an earlier one', () => {
    expect(linkWithAttribute('/product/chaz/', base, 'attribute_pa_color', 'black')).toBe('/product/chaz/?attribute_pa_color=black');
    expect(linkWithAttribute('/product/chaz/?attribute_pa_color=black#reviews', base, 'attribute_pa_color', 'orange')).toBe(
      '/product/chaz/?attribute_pa_color=orange#reviews',
    );
  });
  test('keep other parameters and drop the value on reset', () => {
    expect(linkWithAttribute('/product/chaz/?ref=home&attribute_pa_color=black', base, 'attribute_pa_color', null)).toBe('/product/chaz/?ref=home');
  });
  test('encode values and leave other sites and odd attribute names alone', () => {
    expect(linkWithAttribute('/p/', base, 'attribute_pa_color', 'a&b=c')).toBe('/p/?attribute_pa_color=a%26b%3Dc');
    expect(linkWithAttribute('https://elsewhere.test/p/', base, 'attribute_pa_color', 'black')).toBe('https://elsewhere.test/p/');
    expect(linkWithAttribute('/p/', base, 'evil"name', 'black')).toBe('/p/');
  });
});
