/**
 * One-off: derives the value distributions the benchmark generator samples from, out of the
 * real catalogues in ../shared/data (Magento Luma apparel, Best Buy). Writes
 * bench/data/distributions.json, which is committed; the benchmark never reads ../shared.
 *   node --import tsx bench/filter/derive-distributions.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';

const ROOT = resolve(import.meta.dirname, '../..');
const DATA = resolve(ROOT, '../shared/data');

type Weighted = [value: string, weight: number][];
const tally = (values: string[]): Weighted => {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
};

const luma = parse(readFileSync(resolve(DATA, 'magento-luma/configurable_products.csv')), { columns: true, bom: true }) as Record<string, string>[];
const attributesOf = (row: Record<string, string>) =>
  Object.fromEntries((row.additional_attributes ?? '').split(',').map((pair) => pair.split('=') as [string, string]));
const parents = luma.filter((r) => r.product_type === 'configurable');
const children = luma.filter((r) => r.product_type === 'simple');
const extraAttributes: Record<string, Weighted> = {};
for (const name of ['material', 'pattern', 'climate', 'style_general', 'style_bottom', 'activity', 'strap_bags', 'features_bags', 'gender', 'category_gear']) {
  const values = parents.flatMap((p) => (attributesOf(p)[name] ?? '').split('|'));
  if (values.some(Boolean)) extraAttributes[name] = tally(values);
}
const variationCounts = parents.map((p) => (p.configurable_variations ?? '').split('|').filter(Boolean).length);

const bestbuy = JSON.parse(readFileSync(resolve(DATA, 'algolia-bestbuy/ecommerce.json'), 'utf8')) as {
  name: string;
  brand: string;
  categories: string[];
  price: number;
  popularity: number;
}[];

const distributions = {
  source: 'Derived from ../shared/data (Magento Luma configurable_products.csv, Algolia Best Buy ecommerce.json) by bench/filter/derive-distributions.ts',
  colors: tally(children.map((c) => attributesOf(c).color ?? '')),
  sizes: tally(children.map((c) => attributesOf(c).size ?? '')),
  variationsPerVariable: tally(variationCounts.map(String)),
  categoriesPerProduct: tally(luma.filter((r) => r.product_type === 'configurable').map((r) => String((r.categories ?? '').split(',').length))),
  extraAttributes,
  brands: tally(bestbuy.map((p) => p.brand)).slice(0, 300),
  categories: tally(bestbuy.flatMap((p) => p.categories)).slice(0, 400),
  prices: [...bestbuy.map((p) => p.price), ...parents.map((p) => Number(p.price))].filter((p) => Number.isFinite(p) && p > 0),
  titleWords: tally(bestbuy.flatMap((p) => p.name.split(/[^A-Za-z0-9]+/)).filter((w) => w.length > 2)).slice(0, 2000),
};
writeFileSync(resolve(ROOT, 'bench/data/distributions.json'), JSON.stringify(distributions));
console.log(
  `colors ${distributions.colors.length}, sizes ${distributions.sizes.length}, brands ${distributions.brands.length}, categories ${distributions.categories.length}, prices ${distributions.prices.length}, words ${distributions.titleWords.length}`,
);
