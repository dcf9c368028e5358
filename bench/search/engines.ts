/**
 * The engines on the same documents: ours (the demo store's FTS5 search, as the server runs it),
 * MiniSearch, Orama and FlexSearch, each with prefix search, typo tolerance and field boosts set
 * as their documentation recommends (MiniSearch: prefix + fuzzy 0.2 + boost; Orama: tolerance 1 +
 * boost, prefix matching being its default; FlexSearch: forward tokenizer, its Latin 'balance'
 * encoder, suggestions on so that a query with a word matching nothing still answers, fields
 * merged). Each answers a query with product ids, best first.
 */
import MiniSearch from 'minisearch';
import { create, insertMultiple, search } from '@orama/orama';
import FlexSearch from 'flexsearch';
import { FIELD_WEIGHTS } from '../../demo-theme/server/search/ranking/rank.ts';
import type { Db } from '../../demo-theme/server/db.ts';
import { searchCatalogue } from '../../demo-theme/server/search/search.ts';
import type { SearchDocument } from './catalogue.ts';

export interface Engine {
  name: string;
  search(query: string): number[] | Promise<number[]>;
}

const FIELDS = Object.keys(FIELD_WEIGHTS) as (keyof typeof FIELD_WEIGHTS)[];

export function ours(db: Db): Engine {
  return { name: 'storefront (SQLite FTS5)', search: (query) => searchCatalogue(db, query, { productLimit: 7 }).products.map((hit) => hit.id) };
}

export function miniSearch(docs: SearchDocument[]): Engine {
  const index = new MiniSearch<SearchDocument>({ fields: FIELDS, idField: 'id', searchOptions: { prefix: true, fuzzy: 0.2, boost: { ...FIELD_WEIGHTS } } });
  index.addAll(docs);
  return { name: 'MiniSearch 7.2', search: (query) => index.search(query).map((result) => Number(result.id)) };
}

export async function orama(docs: SearchDocument[]): Promise<Engine> {
  const db = create({ schema: { title: 'string', sku: 'string', category: 'string', attributes: 'string', description: 'string' } as const });
  await insertMultiple(
    db,
    docs.map((doc) => ({ ...doc, id: String(doc.id) })),
  );
  return {
    name: 'Orama 3.1',
    async search(query) {
      const found = await search(db, { term: query, properties: FIELDS, tolerance: 1, boost: { ...FIELD_WEIGHTS }, limit: 10 });
      return found.hits.map((hit) => Number(hit.id));
    },
  };
}

export function flexSearch(docs: SearchDocument[]): Engine {
  const index = new FlexSearch.Document({
    document: { id: 'id', index: FIELDS.map((field) => ({ field, tokenize: 'forward' as const, encoder: FlexSearch.Charset.LatinBalance })) },
  });
  for (const doc of docs) index.add({ ...doc });
  return {
    name: 'FlexSearch 0.8',
    search(query) {
      // Fields in the order of their weights: a product found by its title comes before one found by its description.
      const found = index.search(query, { index: FIELDS, suggest: true, limit: 10, merge: true }) as unknown as { id: number }[];
      return found.map((hit) => Number(hit.id));
    },
  };
}
