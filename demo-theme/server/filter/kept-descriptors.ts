/**
 * The descriptors of the current catalogue state, read once per index build and then kept up to
 * date with the recorded changes, as a browser's copy is: re-reading the whole catalogue after
 * every change (an order that sells a product out, a price edit) took about 2 s at 10k products
 * and held up the next shopper's page. One copy per store and descriptors variant, shared by the
 * descriptors files and the server's filtered listings.
 */
import { mergeDescriptors } from '../../../shared/engine/filter/core/merge-descriptors.ts';
import type { Db } from '../db.ts';
import { catalogueState } from './catalogue-state.ts';
import { buildDescriptors, changesBetween, descriptorsBuildId, type Descriptor, type DescriptorOptions } from './filter-index.ts';

type Descriptors = Record<string, Descriptor>;

interface Kept {
  buildId: string;
  updated: string;
  descriptors: Descriptors;
}

const kept = new WeakMap<Db, Map<boolean, Kept>>();

/** The descriptors as the catalogue stands now (build id and last recorded change). */
export function currentDescriptors(db: Db, options: DescriptorOptions = {}): Descriptors {
  const variant = options.singleVariations === true;
  const buildId = descriptorsBuildId(db, options);
  const { updated } = catalogueState(db);
  const perVariant = kept.get(db) ?? new Map<boolean, Kept>();
  kept.set(db, perVariant);
  const copy = perVariant.get(variant);
  if (copy?.buildId === buildId && copy.updated === updated) return copy.descriptors;
  const descriptors =
    copy?.buildId === buildId
      ? (mergeDescriptors(copy.descriptors, changesBetween(db, copy.updated, updated, options)) as Descriptors)
      : buildDescriptors(db, undefined, options);
  perVariant.set(variant, { buildId, updated, descriptors });
  return descriptors;
}
