import { describe, expect, test } from 'vitest';
import { TRACKING } from './constants.ts';
import { MAX_HANDED_ON, parseHandedOnActions } from './handed-on-actions.ts';

const NOW = 1_800_000_000_000;
const page = { url: 'https://shop.test/shop/', referrer: '', type: 'shop' };
const action = (more: Record<string, unknown> = {}) => ({ kind: 'select_item', at: NOW - 1000, page, productId: '44', batch: 'b', ...more });

describe('actions handed on to the next page, read back from storage', () => {
  test('well-formed ones are kept as they were: kind, time, page, product, quantity', () => {
    expect(
      parseHandedOnActions([action(), action({ kind: 'add_to_cart', quantity: '2' }), action({ kind: 'begin_checkout', productId: undefined })], NOW),
    ).toEqual([
      { kind: 'select_item', at: NOW - 1000, page, productId: '44', batch: 'b' },
      { kind: 'add_to_cart', at: NOW - 1000, page, productId: '44', quantity: '2', batch: 'b' },
      { kind: 'begin_checkout', at: NOW - 1000, page, batch: 'b' },
    ]);
  });

  test('what does not fit is dropped: another kind, a product id that is not one, a page without its fields, too old, from the future', () => {
    const dropped = [
      action({ kind: 'purchase' }),
      action({ productId: '<img src=x>' }),
      action({ productId: 44 }),
      action({ quantity: { n: 2 } }),
      action({ page: { url: 'https://shop.test/' } }),
      action({ at: NOW - TRACKING.undelivered.maxAgeMs - 1 }),
      action({ at: NOW + 1 }),
      action({ batch: undefined }),
      null,
      'select_item',
    ];
    expect(parseHandedOnActions(dropped, NOW)).toEqual([]);
    expect(parseHandedOnActions({ kind: 'select_item' }, NOW)).toEqual([]);
    expect(parseHandedOnActions(null, NOW)).toEqual([]);
  });

  test('at most a page’s worth', () => {
    expect(
      parseHandedOnActions(
        Array.from({ length: MAX_HANDED_ON + 5 }, () => action()),
        NOW,
      ),
    ).toHaveLength(MAX_HANDED_ON);
  });
});
