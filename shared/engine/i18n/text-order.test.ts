import { describe, expect, it } from 'vitest';
import { orderDifferences, probeLabels } from '../../testing/text-order-check.ts';
import { ROOT_ORDER_LANGUAGES, textOrder } from './text-order.ts';

const REGIONS = Array.from({ length: 26 * 26 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)));

describe('textOrder', () => {
  it('orders as Intl.Collator (numeric, base) does, for every listed language, bare and in every region', { timeout: 60_000 }, () => {
    const words = probeLabels(3000, 11);
    const found: string[] = [];
    for (const language of ROOT_ORDER_LANGUAGES) {
      found.push(...orderDifferences(language, words, 20_000));
      // A region with collation data of its own (ICU resolves to it rather than to the language) is checked too.
      for (const region of REGIONS) {
        const tag = `${language}-${region}`;
        if (new Intl.Collator(tag).resolvedOptions().locale !== language) found.push(...orderDifferences(tag, words, 3000));
      }
    }
    expect(found.slice(0, 20)).toEqual([]);
  });

  it('sorts labels a shopper reads: numbers by value, case ignored, spaces and punctuation first', () => {
    const sorted = ['XL', '10', 'b', '2', 'T-shirts', 'Tshirts', 'a', 'T shirts', 'A', '1'].sort(textOrder('en'));
    expect(sorted).toEqual(['1', '2', '10', 'a', 'A', 'b', 'T shirts', 'T-shirts', 'Tshirts', 'XL']);
  });

  it('leaves to Intl.Collator the languages with their own order and the text outside printable ASCII', () => {
    expect(['ch', 'h', 'i', 'c'].sort(textOrder('cs'))).toEqual(['c', 'h', 'ch', 'i']);
    expect(['aa', 'b', 'z'].sort(textOrder('da'))).toEqual(['b', 'z', 'aa']);
    expect(['Zebra', 'Äpfel', 'Birne'].sort(textOrder('de'))).toEqual(['Äpfel', 'Birne', 'Zebra']);
    expect(['I', 'ı', 'i'].sort(textOrder('tr'))).toEqual(['I', 'ı', 'i']);
    expect(['b', 'a'].sort(textOrder('en-u-co-emoji'))).toEqual(['a', 'b']);
  });
});
