import { describe, expect, test } from 'vitest';
import { useTestStore } from '../testing/use-test-store.ts';
import { buildDescriptors, recordProductChange, rebuildIndex } from './filter-index.ts';
import { currentDescriptors } from './kept-descriptors.ts';

describe('the descriptors kept up to date with the recorded changes', () => {
  const store = useTestStore('kept-descriptors');
  const variableWithVariations = () =>
    store.db
      .prepare(
        "SELECT p.id AS parent, MIN(v.id) AS variation FROM products p JOIN products v ON v.parent_id = p.id WHERE p.type = 'variable' GROUP BY p.id LIMIT 2",
      )
      .all() as {
      parent: number;
      variation: number;
    }[];

  test('equal to the whole catalogue read again after price, stock, variation and deletion changes, in both variants', () => {
    for (const singleVariations of [false, true]) currentDescriptors(store.db, { singleVariations });
    const simple = (store.db.prepare("SELECT id FROM products WHERE type = 'simple' ORDER BY id LIMIT 1").get() as { id: number }).id;
    const [first, second] = variableWithVariations();
    store.db.prepare('UPDATE products SET sale_price = 3 WHERE id = ?').run(simple);
    recordProductChange(store.db, simple);
    store.db.prepare('UPDATE products SET stock = 0, in_stock = 0 WHERE id = ?').run(first!.variation);
    recordProductChange(store.db, first!.variation);
    // A deleted product takes its variations with it.
    store.db.prepare('DELETE FROM products WHERE parent_id = ?').run(second!.parent);
    store.db.prepare('DELETE FROM products WHERE id = ?').run(second!.parent);
    recordProductChange(store.db, second!.parent, true);
    for (const singleVariations of [false, true]) {
      const kept = currentDescriptors(store.db, { singleVariations });
      expect(kept).toEqual(buildDescriptors(store.db, undefined, { singleVariations }));
      expect(kept[second!.parent]).toBeUndefined();
      expect(kept[second!.variation]).toBeUndefined();
      expect(kept[first!.variation]![2]['12']).toEqual(['outofstock']);
    }
  });

  test('what did not change is kept as it was, not read again; a new index build reads everything', () => {
    const before = currentDescriptors(store.db);
    const [changed, untouched] = Object.keys(before);
    store.db.prepare('UPDATE products SET regular_price = 987, sale_price = NULL WHERE id = ?').run(Number(changed));
    recordProductChange(store.db, Number(changed));
    const after = currentDescriptors(store.db);
    expect(after).not.toBe(before);
    expect(after[untouched!]).toBe(before[untouched!]);
    expect(after[changed!]).not.toEqual(before[changed!]);
    expect(currentDescriptors(store.db)).toBe(after);
    rebuildIndex(store.db);
    const rebuilt = currentDescriptors(store.db);
    expect(rebuilt[untouched!]).not.toBe(after[untouched!]);
    expect(rebuilt).toEqual(after);
  });
});
