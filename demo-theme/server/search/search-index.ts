/**
 * The catalogue's full-text index (SQLite FTS5), three tables so that no query filters rows by
 * kind (reading a column per match doubled the time of broad queries): search_products (one
 * row per product, rowid = product id, the fields weighted in ranking: title, SKU, category,
 * attributes, description), search_variations (a variation's own SKU, its product's title and
 * its attribute values, rowid = variation id) and
 * search_names (categories and pages). A product's categories include their parents (a
 * pair of shorts under Women › Bottoms is found by 'women'). Each field holds its words and the
 * forms they are also found by (ranking/word-forms.ts: stems, neighbours written as one — not
 * in descriptions, whose pairs would be noise), and a SKU also without its separators
 * ('24-MB01' → '24mb01'). Rebuilt when the catalogue or the orders change; the
 * words of the index with their document counts feed the typo corrections; units sold give
 * popularity.
 */
import { Vocabulary } from './ranking/vocabulary.ts';
import { skuKey } from './ranking/rank.ts';
import { searchWords } from './ranking/tokens.ts';
import { indexedForms, stemmerFor, type Stemmer } from './ranking/word-forms.ts';
import { getOption, type Db } from '../db.ts';

/** The shop's language (WordPress's locale option), for stemming. */
export const shopLocale = (db: Db) => getOption(db, 'WPLANG') || 'en_US';

export interface SearchIndex {
  vocabulary: Vocabulary;
  stem: Stemmer;
  /** Units sold per product id (a variation's sales count for its parent too). */
  sales: Map<number, number>;
}

/** The site's pages a search may offer (WordPress pages of a WooCommerce shop). */
export const SEARCHABLE_PAGES: { title: string; url: string }[] = [
  { title: 'Shop', url: '/shop/' },
  { title: 'Cart', url: '/cart/' },
  { title: 'Checkout', url: '/checkout/' },
  { title: 'My account', url: '/my-account/' },
];

const built = new WeakMap<Db, { signature: string; index: SearchIndex }>();

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

function signatureOf(db: Db): string {
  const products = db.prepare('SELECT count(*) AS n, max(id) AS m FROM products').get() as { n: number; m: number | null };
  const changes = db.prepare('SELECT count(*) AS n, max(changed_at) AS m FROM product_changes').get() as { n: number; m: string | null };
  const orders = db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number };
  const categories = db.prepare('SELECT count(*) AS n FROM categories').get() as { n: number };
  return `${products.n}/${products.m}/${changes.n}/${changes.m}/${orders.n}/${categories.n}/${shopLocale(db)}`;
}

function salesOf(db: Db): Map<number, number> {
  const sales = new Map<number, number>();
  for (const { items } of db.prepare('SELECT items FROM orders').all() as { items: string }[]) {
    for (const item of JSON.parse(items) as { product_id: number; variation_id?: number; quantity: number }[]) {
      for (const id of [item.product_id, item.variation_id]) if (id) sales.set(id, (sales.get(id) ?? 0) + item.quantity);
    }
  }
  return sales;
}

function build(db: Db): SearchIndex {
  const TOKENS = "tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'";
  db.exec(`DROP TABLE IF EXISTS search_vocab; DROP TABLE IF EXISTS search_docs; DROP TABLE IF EXISTS search_products;
    DROP TABLE IF EXISTS search_variations; DROP TABLE IF EXISTS search_names;
    CREATE VIRTUAL TABLE search_products USING fts5(title, sku, category, attributes, description, ${TOKENS});
    CREATE VIRTUAL TABLE search_variations USING fts5(sku, title, attributes, ${TOKENS});
    CREATE VIRTUAL TABLE search_names USING fts5(title, kind UNINDEXED, ref UNINDEXED, ${TOKENS});`);
  const insert = db.prepare('INSERT INTO search_products (rowid, title, sku, category, attributes, description) VALUES (?, ?, ?, ?, ?, ?)');
  const insertVariation = db.prepare('INSERT INTO search_variations (rowid, sku, title, attributes) VALUES (?, ?, ?, ?)');
  const ownAttributes = db.prepare("SELECT group_concat(name, ' ') AS names FROM product_attributes WHERE product_id = ?");
  const insertName = db.prepare('INSERT INTO search_names (title, kind, ref) VALUES (?, ?, ?)');
  const categoriesOf = db.prepare(
    `WITH RECURSIVE up(id) AS (SELECT category_id FROM product_categories WHERE product_id = ?
       UNION SELECT c.parent_id FROM categories c JOIN up ON c.id = up.id WHERE c.parent_id IS NOT NULL)
     SELECT group_concat(name, ' ') AS names FROM (SELECT DISTINCT c.name FROM categories c JOIN up ON c.id = up.id)`,
  );
  const stem = stemmerFor(shopLocale(db));
  // The words as written (not their stems or joined pairs) are what typos are corrected to.
  const documentsOfWord = new Map<string, number>();
  const forms = (text: string, withPairs = true) => indexedForms(searchWords(text), stem, withPairs);
  const countWords = (...texts: string[]) => {
    for (const word of new Set(texts.flatMap(searchWords))) documentsOfWord.set(word, (documentsOfWord.get(word) ?? 0) + 1);
  };
  const skuForms = (sku: string) => `${forms(sku, false)} ${skuKey(sku)}`.trim();
  const attributesOf = db.prepare(
    'SELECT group_concat(DISTINCT name) AS names FROM product_attributes WHERE product_id = ? OR product_id IN (SELECT id FROM products WHERE parent_id = ?)',
  );
  db.transaction(() => {
    for (const p of db.prepare("SELECT id, name, sku, description, short_description FROM products WHERE type != 'variation'").all() as {
      id: number;
      name: string;
      sku: string;
      description: string;
      short_description: string;
    }[]) {
      const category = (categoriesOf.get(p.id) as { names: string | null }).names ?? '';
      const attributes = ((attributesOf.get(p.id, p.id) as { names: string | null }).names ?? '').replaceAll(',', ' ');
      const description = stripTags(`${p.short_description} ${p.description}`);
      insert.run(p.id, forms(p.name), skuForms(p.sku), forms(category), forms(attributes), forms(description, false));
      countWords(p.name, p.sku, category, attributes, description);
    }
    for (const v of db
      .prepare(
        "SELECT v.id, CASE WHEN v.sku != p.sku THEN v.sku ELSE '' END AS sku, p.name FROM products v JOIN products p ON p.id = v.parent_id WHERE v.type = 'variation'",
      )
      .all() as { id: number; sku: string; name: string }[]) {
      insertVariation.run(v.id, skuForms(v.sku), forms(v.name), forms((ownAttributes.get(v.id) as { names: string | null }).names ?? ''));
    }
    for (const c of db.prepare('SELECT id, name FROM categories').all() as { id: number; name: string }[]) insertName.run(forms(c.name), 'product_cat', c.id);
    SEARCHABLE_PAGES.forEach((page, i) => insertName.run(forms(page.title), 'page', i));
  })();
  const words = [...documentsOfWord].map(([word, documents]) => ({ word, documents }));
  return { vocabulary: new Vocabulary(words), stem, sales: salesOf(db) };
}

/** The index for the catalogue as it is now: built on first use, rebuilt after a change. */
export function searchIndex(db: Db): SearchIndex {
  const signature = signatureOf(db);
  const current = built.get(db);
  if (current && current.signature === signature) return current.index;
  const index = build(db);
  built.set(db, { signature, index });
  return index;
}
