/**
 * Seeded catalogue generator for the filter benchmark: n products, about 30 % variable with
 * about 5 variations each, ~20 sources, values drawn from the distributions derived from the
 * real catalogues (bench/data/distributions.json). Same seed, same catalogue, in Node and in
 * the browser.
 */
import type { ActiveFilter, CounterRequest, Descriptor, SortRule, SourceKind } from '../../shared/engine/filter/core/types.ts';

export interface Distributions {
  colors: [string, number][];
  sizes: [string, number][];
  extraAttributes: Record<string, [string, number][]>;
  brands: [string, number][];
  categories: [string, number][];
  prices: number[];
  titleWords: [string, number][];
}

export const SOURCES = {
  price: '1',
  category: '2',
  brand: '3',
  color: '4',
  size: '5',
  material: '6',
  pattern: '7',
  climate: '8',
  style: '9',
  activity: '10',
  gender: '11',
  rating: '12',
  onSale: '13',
  stock: '14',
  featured: '15',
  title: '16',
  tags: '17',
  date: '18',
  eco: '19',
  newIn: '20',
} as const;

/** The 10 filter sources the transfer figures count ("10k products × 10 filters"). */
export const TEN_FILTER_SOURCES = new Set<string>([
  SOURCES.price,
  SOURCES.category,
  SOURCES.brand,
  SOURCES.color,
  SOURCES.size,
  SOURCES.material,
  SOURCES.pattern,
  SOURCES.rating,
  SOURCES.onSale,
  SOURCES.stock,
]);

export const SOURCE_KINDS: Record<string, SourceKind> = { [SOURCES.price]: 'range', [SOURCES.title]: 'search', [SOURCES.date]: 'range' };

/** Facets the benchmark counts on every query (everything but search and the sort-only date). */
export const COUNTERS: CounterRequest[] = [
  ...[
    SOURCES.category,
    SOURCES.brand,
    SOURCES.color,
    SOURCES.size,
    SOURCES.material,
    SOURCES.pattern,
    SOURCES.climate,
    SOURCES.style,
    SOURCES.activity,
    SOURCES.gender,
    SOURCES.rating,
    SOURCES.onSale,
    SOURCES.stock,
    SOURCES.featured,
    SOURCES.tags,
    SOURCES.eco,
    SOURCES.newIn,
  ].map((sourceId) => ({ sourceId, kind: 'facet' as const })),
  { sourceId: SOURCES.price, kind: 'range' },
];

export const PRICE_SORT: SortRule = { sourceId: SOURCES.price, order: 'asc', idOrder: 'asc' };

export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sampler(weighted: [string, number][], rnd: () => number): () => string {
  const total = weighted.reduce((n, [, w]) => n + w, 0);
  const cumulative = Float64Array.from(weighted.reduce<number[]>((acc, [, w]) => [...acc, (acc.at(-1) ?? 0) + w / total], []));
  return () => {
    const x = rnd();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return weighted[lo]![0];
  };
}

export interface Catalogue {
  descriptors: Record<number, Descriptor>;
  /** Flat rows (products and variations, values inherited) for peers without variations. */
  rows: Record<string, string | number | string[]>[];
  titleWords: string[];
  categories: string[];
  brands: string[];
  colors: string[];
  sizes: string[];
}

export function generateCatalogue(n: number, d: Distributions, options: { seed?: number; withRows?: boolean; variableShare?: number } = {}): Catalogue {
  const { seed = 42, withRows = true, variableShare = 0.3 } = options;
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const category = sampler(d.categories, rnd);
  const brand = sampler(d.brands, rnd);
  const color = sampler(d.colors, rnd);
  const size = sampler(d.sizes, rnd);
  const word = sampler(d.titleWords, rnd);
  const extra = Object.fromEntries(Object.entries(d.extraAttributes).map(([k, v]) => [k, sampler(v, rnd)]));
  const attrLabel = (name: string) => (extra[name] ? extra[name]!() : 'None');
  // Taxonomy values travel as term ids, as WooCommerce's term_id would.
  const terms = new Map<string, number>();
  const term = (taxonomy: string, label: string) => {
    const key = `${taxonomy}\u0000${label}`;
    let id = terms.get(key);
    if (id === undefined) {
      id = 100 + terms.size;
      terms.set(key, id);
    }
    return id;
  };
  const attr = (name: string) => term(name, attrLabel(name));
  const descriptors: Record<number, Descriptor> = {};
  const rows: Catalogue['rows'] = [];
  let id = 1;
  for (let i = 0; i < n; i++) {
    const productId = id++;
    const variable = rnd() < variableShare;
    const price = Math.round(pick(d.prices) * 100) / 100;
    const title = `${word()} ${word()} ${word()}`;
    const categories = [...new Set(Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => term('cat', category())))];
    const colors = variable ? [...new Set(Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => term('color', color())))] : [term('color', color())];
    const sizes = variable ? [...new Set(Array.from({ length: 2 + Math.floor(rnd() * 3) }, () => term('size', size())))] : [term('size', size())];
    const sources: Record<string, (string | number)[]> = {
      [SOURCES.price]: [price],
      [SOURCES.category]: categories,
      [SOURCES.brand]: [term('brand', brand())],
      [SOURCES.color]: colors,
      [SOURCES.size]: sizes,
      [SOURCES.material]: [attr('material')],
      [SOURCES.pattern]: [attr('pattern')],
      [SOURCES.climate]: [...new Set([attr('climate'), attr('climate')])],
      [SOURCES.style]: [attr('style_general')],
      [SOURCES.activity]: [attr('activity')],
      [SOURCES.gender]: [attr('gender')],
      [SOURCES.rating]: [1 + Math.floor(rnd() * 5)],
      [SOURCES.onSale]: [rnd() < 0.2 ? 'yes' : 'no'],
      [SOURCES.stock]: [rnd() < 0.05 ? 'outofstock' : 'instock'],
      [SOURCES.featured]: [rnd() < 0.05 ? 1 : 0],
      [SOURCES.title]: [title],
      [SOURCES.tags]: [...new Set(Array.from({ length: Math.floor(rnd() * 4) }, () => term('tag', word())))],
      [SOURCES.date]: [20200101 + Math.floor(rnd() * 50000)],
      [SOURCES.eco]: [rnd() < 0.3 ? 'yes' : 'no'],
      [SOURCES.newIn]: [rnd() < 0.1 ? 'yes' : 'no'],
    };
    descriptors[productId] = [productId, productId, sources, variable ? 'variable' : 'simple'];
    const flat = (own: Record<string, (string | number)[]>) => {
      const row: Catalogue['rows'][number] = { id: 0 };
      for (const [k, v] of Object.entries({ ...sources, ...own })) row[`s${k}`] = k === SOURCES.price || k === SOURCES.date ? Number(v[0]) : v.map(String);
      return row;
    };
    if (!variable) {
      if (withRows) rows.push({ ...flat({}), id: productId, parent: productId });
      continue;
    }
    const count = 3 + Math.floor(rnd() * 5); // 3..7, about 5
    for (let v = 0; v < count; v++) {
      const variationId = id++;
      const own: Record<string, (string | number)[]> = {
        [SOURCES.color]: [pick(colors)],
        [SOURCES.size]: [rnd() < 0.1 ? '' : pick(sizes)],
        [SOURCES.price]: [Math.round(price * (0.9 + rnd() * 0.3) * 100) / 100],
        [SOURCES.stock]: [rnd() < 0.1 ? 'outofstock' : 'instock'],
      };
      descriptors[variationId] = [variationId, productId, own];
      const resolved = { ...own, [SOURCES.size]: own[SOURCES.size]![0] === '' ? sizes : own[SOURCES.size]! };
      if (withRows) rows.push({ ...flat(resolved), id: variationId, parent: productId });
    }
  }
  const termIds = (taxonomy: string, labels: [string, number][]) =>
    labels
      .map(([label]) => terms.get(`${taxonomy}\u0000${label}`))
      .filter((id) => id !== undefined)
      .map(String);
  return {
    descriptors,
    rows,
    titleWords: d.titleWords.slice(0, 200).map(([w]) => w),
    categories: termIds('cat', d.categories.slice(0, 30)),
    brands: termIds('brand', d.brands.slice(0, 30)),
    colors: termIds('color', d.colors),
    sizes: termIds('size', d.sizes),
  };
}

/** 0–4 active filters: or-facets, and sometimes one price range and one title search. */
export function generateQueries(count: number, c: Catalogue, seed = 7): ActiveFilter[][] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const queries: ActiveFilter[][] = [];
  for (let q = 0; q < count; q++) {
    const k = q % 5; // 0..4 filters, evenly
    const filters: ActiveFilter[] = [];
    const pool = ['category', 'color', 'size', 'brand'] as const;
    for (let i = 0; i < k; i++) {
      const slot = i === 0 && k >= 2 ? 'range' : i === 1 && k >= 3 ? 'search' : pool[i % pool.length]!;
      if (slot === 'range') {
        const lo = Math.floor(rnd() * 200);
        filters.push({ sourceId: SOURCES.price, logic: 'range', min: lo, max: lo + 50 + Math.floor(rnd() * 500) });
      } else if (slot === 'search') {
        filters.push({ sourceId: SOURCES.title, logic: 'search', phrase: pick(c.titleWords).slice(0, 4).toLowerCase() });
      } else {
        const values = slot === 'category' ? c.categories : slot === 'color' ? c.colors : slot === 'size' ? c.sizes : c.brands;
        filters.push({ sourceId: SOURCES[slot], logic: 'or', values: [...new Set([pick(values), pick(values)])] });
      }
    }
    queries.push(filters);
  }
  return queries;
}
