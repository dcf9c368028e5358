/**
 * The products events name: from the data layer, else fetched from the shop once per id (only
 * ids not known yet, in one request per burst) and merged in. A product still unknown gives
 * its event without product data.
 */
import type { DataLayer, TrackingProduct } from '../../engine/tracking/data-layer.ts';
import { MESSAGES } from '../../engine/tracking/messages.ts';
import { fetchMissingProducts } from '../../api/tracking-client.ts';

export function productLookup(layer: DataLayer, rest: () => Promise<boolean>) {
  const asked = new Set<string>();
  let batch: { ids: Set<string>; done: Promise<void> } | null = null;

  const fetchBatch = (id: string): Promise<void> => {
    if (!batch) {
      const ids = new Set<string>();
      const done = new Promise<void>((resolve) => setTimeout(resolve, 0))
        .then(async () => {
          batch = null;
          const found = await fetchMissingProducts(layer.api, await rest(), { id: layer.page.id, type: layer.shop.page_type }, [...ids]);
          for (const [key, product] of Object.entries(found ?? {})) if (product && typeof product === 'object') layer.products[key] = product;
        })
        .catch((error: unknown) => console.error(MESSAGES.productsFetchFailed, error));
      batch = { ids, done };
    }
    batch.ids.add(id);
    return batch.done;
  };

  return async function product(id: string | null | undefined): Promise<TrackingProduct | null> {
    if (!id) {
      console.error(MESSAGES.noProductId);
      return null;
    }
    if (layer.products[id]) return layer.products[id];
    if (!asked.has(id)) {
      asked.add(id);
      await fetchBatch(id);
    }
    return layer.products[id] ?? null;
  };
}

export type ProductLookup = ReturnType<typeof productLookup>;
