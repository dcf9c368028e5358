/** textOrder against Chromium's own ICU (the vitest test checks Node's): the order shoppers see. */
import { orderDifferences, probeLabels } from '../../testing/text-order-check.ts';
import { ROOT_ORDER_LANGUAGES } from './text-order.ts';
import { assert } from '../../testing/wait.ts';

describe('textOrder in Chromium', () => {
  it('orders as Intl.Collator (numeric, base) does, for every listed language', () => {
    const words = probeLabels(2000, 23);
    const found = [...ROOT_ORDER_LANGUAGES].flatMap((language) => orderDifferences(language, words, 10_000));
    assert(found.length === 0, `ordered otherwise than Intl.Collator: ${found.slice(0, 20).join('; ')}`);
  });
});
