/** Swatch rules. */
import { describe, expect, test } from 'vitest';
import { choose, swatchOptions } from './swatches.ts';

const source = (value: string, extra: Partial<{ text: string; disabled: boolean; selected: boolean; color: string; image: string }> = {}) => ({
  value,
  text: value.toUpperCase(),
  disabled: false,
  selected: false,
  ...extra,
});

describe('swatches', () => {
  test("one swatch per value (not the 'Choose an option' placeholder), its kind from its data", () => {
    const options = swatchOptions([
      source('', { text: 'Choose an option' }),
      source('blue', { color: '#2f5fa8' }),
      source('logo', { image: '/img/logo.png' }),
      source('xl'),
    ]);
    expect(options.map((o) => [o.value, o.kind])).toEqual([
      ['blue', 'color'],
      ['logo', 'image'],
      ['xl', 'label'],
    ]);
  });

  test('a colour or image that could break out of a style is not used', () => {
    const [a, b, c] = swatchOptions([
      source('a', { color: 'red;background:url(x)' }),
      source('b', { image: 'javascript:alert(1)' }),
      source('c', { color: 'rgb(10, 20, 30)' }),
    ]);
    expect([a!.kind, b!.kind, c!.kind, c!.color]).toEqual(['label', 'label', 'color', 'rgb(10, 20, 30)']);
  });

  test('choosing: another value selects it; the selected one again deselects unless off; a disabled one does nothing', () => {
    const [blue, red] = swatchOptions([source('blue', { selected: true }), source('red', { disabled: true })]);
    expect(choose('', blue!, true)).toBe('blue');
    expect(choose('blue', blue!, true)).toBe('');
    expect(choose('blue', blue!, false)).toBeNull();
    expect(choose('blue', red!, true)).toBeNull();
  });
});
