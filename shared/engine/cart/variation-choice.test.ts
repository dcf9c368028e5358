import { describe, expect, test } from 'vitest';
import { availableValues, chosenVariation, parseVariations, sharedImage, variationPicture, type VariationData } from './variation-choice.ts';

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

describe("variationPicture (S3.5: a variation's image.src, image_src, image.thumb_src, image_link)", () => {
  test("WooCommerce's image object: src, srcset, the large image and the thumbnail", () => {
    expect(variationPicture({ image: { src: '/m.jpg', srcset: '/m.jpg 600w', full_src: '/l.jpg', thumb_src: '/t.jpg', alt: 'Blue' } })).toEqual({
      src: '/m.jpg',
      srcset: '/m.jpg 600w',
      full_src: '/l.jpg',
      thumb_src: '/t.jpg',
      alt: 'Blue',
    });
  });
  test('the top-level fields older versions and themes send: image_src, and image_link as the large image', () => {
    expect(variationPicture({ image_src: '/m.jpg', image_link: '/l.jpg' })).toEqual({ src: '/m.jpg', full_src: '/l.jpg' });
    expect(variationPicture({ image: { src: '' }, image_src: '/m.jpg' })?.src).toBe('/m.jpg');
  });
  test('none without a picture (blank fields count as none)', () => {
    expect(variationPicture({ image: { src: ' ' }, image_link: '/l.jpg' })).toBeNull();
    expect(variationPicture(null)).toBeNull();
  });
  test('a shared picture is found through image_src too', () => {
    const byTopLevel = (id: number, size: string): VariationData => ({
      variation_id: id,
      attributes: { attribute_pa_color: 'red', attribute_pa_size: size },
      image_src: '/red.jpg',
    });
    expect(sharedImage([byTopLevel(1, 's'), byTopLevel(2, 'm')], { attribute_pa_color: 'red', attribute_pa_size: '' })?.src).toBe('/red.jpg');
  });
});
