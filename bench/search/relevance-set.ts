/**
 * The labelled relevance set: queries as shoppers type them, by kind, each with what makes a
 * product relevant written against the catalogue's data (its name, its categories with their
 * parents, its attribute values, its SKUs) — never taken from any engine's answers. A product
 * is relevant when it meets every condition of its query.
 */
import type { Db } from '../../demo-theme/server/db.ts';

export type QueryKind =
  'multiWord' | 'wordOrder' | 'compound' | 'partial' | 'twoTypos' | 'synonym' | 'plural' | 'sku' | 'case' | 'accent' | 'categoryAttribute';

interface Wanted {
  /** The product's name matches. */
  name?: RegExp;
  /** The product is in a category of each name (a parent counts: 'Women' holds Women › Bottoms › Shorts). */
  in?: string[];
  /** One of the product's (or its variations') values of the attribute. */
  attribute?: [taxonomy: string, value: string];
  /** The product's or a variation's SKU begins so (case and separators ignored). */
  sku?: string;
}

export interface RelevanceQuery extends Wanted {
  query: string;
  kind: QueryKind;
}

const q = (kind: QueryKind, query: string, wanted: Wanted): RelevanceQuery => ({ kind, query, ...wanted });

export const RELEVANCE_SET: RelevanceQuery[] = [
  // Several words, as a shopper describes what they want.
  q('multiWord', 'womens running short', { in: ['Women'], name: /running short/i }),
  q('multiWord', 'mens hoodie', { in: ['Men'], name: /hoodie/i }),
  q('multiWord', 'men yoga pant', { in: ['Men'], name: /yoga pant/i }),
  q('multiWord', 'women yoga pant', { in: ['Women'], name: /yoga pant/i }),
  q('multiWord', 'running jacket', { name: /running jacket/i }),
  q('multiWord', 'gym tank men', { in: ['Men'], name: /gym tank/i }),
  q('multiWord', 'yoga bag', { name: /yoga bag/i }),
  q('multiWord', 'messenger bag', { name: /messenger/i }),
  q('multiWord', 'full zip jacket', { name: /full[- ]zip jacket/i }),
  q('multiWord', 'compression short', { name: /compression short/i }),
  q('multiWord', 'sports bra', { name: /sports bra/i }),
  q('multiWord', 'analog watch', { name: /analog watch/i }),
  q('multiWord', 'pullover hoodie women', { in: ['Women'], name: /pullover hood/i }),
  q('multiWord', 'long sleeve tee', { name: /long[- ]sleeve.*tee/i }),
  q('multiWord', 'foam roller', { name: /foam roller/i }),
  // The same words in another order.
  q('wordOrder', 'short running women', { in: ['Women'], name: /running short/i }),
  q('wordOrder', 'hoodie men', { in: ['Men'], name: /hoodie/i }),
  q('wordOrder', 'pant yoga', { name: /yoga pant/i }),
  q('wordOrder', 'jacket running', { name: /running jacket/i }),
  q('wordOrder', 'tank gym', { name: /gym tank/i }),
  q('wordOrder', 'bag duffle', { name: /duffle/i }),
  q('wordOrder', 'watch sport', { name: /sport watch/i }),
  q('wordOrder', 'tee running atomic', { name: /atomic endurance running tee/i }),
  q('wordOrder', 'backpack summit crown', { name: /crown summit backpack/i }),
  q('wordOrder', 'ball stasis sprite', { name: /sprite stasis ball/i }),
  q('wordOrder', 'bra sports', { name: /sports bra/i }),
  q('wordOrder', 'strap yoga', { name: /yoga strap/i }),
  // Compounds written apart, together or with a hyphen; trademark signs.
  q('compound', 'crew neck sweatshirt', { name: /crewneck sweatshirt/i }),
  q('compound', 'crewneck tee', { name: /crew-?neck.*tee|tee.*crew-?neck/i }),
  q('compound', 'crossfit bra', { name: /cross-fit bra/i }),
  q('compound', 'cross fit', { name: /cross-fit/i }),
  q('compound', 'heat tech', { name: /heattech?/i }),
  q('compound', 'heattec tee', { name: /heattec.*tee/i }),
  q('compound', 'tshirt', { name: /t-shirt/i }),
  q('compound', 't shirt', { name: /t-shirt/i }),
  q('compound', 't-shirt', { name: /t-shirt/i }),
  q('compound', 'vneck', { name: /v-neck/i }),
  q('compound', 'v neck tee', { name: /v-neck.*tee|tee.*v-neck/i }),
  q('compound', 'fullzip', { name: /full[- ]zip/i }),
  q('compound', 'warm up pant', { name: /warm-?up pant/i }),
  q('compound', 'warmup', { name: /warm-?up/i }),
  q('compound', 'push up grips', { name: /pushup grips/i }),
  q('compound', 'all weather', { name: /all-weather/i }),
  q('compound', 'breathe easy tank', { name: /breathe-easy tank/i }),
  q('compound', 'luma flex band', { name: /lumaflex.*band/i }),
  q('compound', 'cool tech', { name: /cooltech/i }),
  q('compound', 'ever cool tee', { name: /evercool.*tee/i }),
  q('compound', 'luma tech pant', { name: /lumatech™ pant/i }),
  q('compound', 'lumatech™ tee', { name: /lumatech™.*tee/i }),
  // Words still being typed.
  q('partial', 'hood', { name: /\bhood/i }),
  q('partial', 'jack', { name: /jacket/i }),
  q('partial', 'swea', { name: /sweat/i }),
  q('partial', 'legg', { name: /legging/i }),
  q('partial', 'back', { name: /backpack/i }),
  q('partial', 'watc', { name: /watch/i }),
  q('partial', 'yoga st', { name: /yoga strap/i }),
  q('partial', 'runn sho', { name: /running short/i }),
  q('partial', 'duff', { name: /duffle/i }),
  q('partial', 'capr', { name: /capri/i }),
  q('partial', 'fitness ta', { name: /fitness tank/i }),
  q('partial', 'messen', { name: /messenger/i }),
  // Two typing mistakes in one query.
  q('twoTypos', 'runing shrots', { name: /running short/i }),
  q('twoTypos', 'yogga pnts', { name: /yoga pant/i }),
  q('twoTypos', 'hoodei zipeer', { name: /hoodie with zipper/i }),
  q('twoTypos', 'backpak crwon', { name: /crown summit backpack/i }),
  q('twoTypos', 'sweatshrit crewnek', { name: /crewneck sweatshirt/i }),
  q('twoTypos', 'wimd jackte', { name: /wind jacket/i }),
  q('twoTypos', 'messanger bagg', { name: /messenger bag/i }),
  q('twoTypos', 'compresion shrt', { name: /compression short/i }),
  q('twoTypos', 'emmma legings', { name: /emma leggings/i }),
  q('twoTypos', 'sprots braa', { name: /sports bra/i }),
  q('twoTypos', 'kangaroo hodie', { name: /kangeroo hoodie/i }),
  q('twoTypos', 'wach analgo', { name: /analog watch/i }),
  // Another word for the same thing (the default synonyms).
  q('synonym', 'trousers', { name: /\bpant\b/i }),
  q('synonym', 'mens trousers', { in: ['Men'], name: /\bpant\b/i }),
  q('synonym', 'joggers', { name: /jogging/i }),
  q('synonym', 'hoody', { name: /hoodie/i }),
  q('synonym', 'tee shirt', { name: /t-shirt|\btee\b/i }),
  q('synonym', 'tshirt women', { in: ['Women'], name: /t-shirt|\btee\b/i }),
  q('synonym', 'rucksack', { name: /backpack/i }),
  q('synonym', 'sweater', { name: /sweatshirt/i }),
  q('synonym', 'singlet', { name: /\btank\b/i }),
  q('synonym', 'wristwatch', { name: /watch/i }),
  q('synonym', 'yoga trousers', { name: /yoga pant/i }),
  q('synonym', 'track trousers', { name: /track pant/i }),
  // Plurals and possessives.
  q('plural', 'hoodies', { name: /hoodie/i }),
  q('plural', 'jackets', { name: /jacket/i }),
  q('plural', 'shorts', { name: /\bshort\b/i }),
  q('plural', 'pants', { name: /\bpant\b/i }),
  q('plural', 'tees', { name: /\btee\b/i }),
  q('plural', 'bags', { name: /\bbag\b/i }),
  q('plural', 'watches', { name: /watch/i }),
  q('plural', 'tanks women', { in: ['Women'], name: /\btank\b/i }),
  q('plural', 'yoga straps', { name: /yoga strap/i }),
  q('plural', 'backpacks', { name: /backpack/i }),
  q('plural', 'capris', { name: /capri/i }),
  q('plural', "men's jackets", { in: ['Men'], name: /jacket/i }),
  q('plural', 'women’s hoodies', { in: ['Women'], name: /hoodie/i }),
  // SKUs, as printed and as typed.
  q('sku', 'MH01', { sku: 'MH01' }),
  q('sku', 'mh01', { sku: 'MH01' }),
  q('sku', 'WSH04', { sku: 'WSH04' }),
  q('sku', '24-MB01', { sku: '24-MB01' }),
  q('sku', '24 mb01', { sku: '24-MB01' }),
  q('sku', '24mb01', { sku: '24-MB01' }),
  q('sku', 'MJ10', { sku: 'MJ10' }),
  q('sku', 'woo-hoodie', { sku: 'woo-hoodie' }),
  q('sku', 'MS11-XS', { sku: 'MS11-XS' }),
  q('sku', 'mp08', { sku: 'MP08' }),
  q('sku', 'WB05', { sku: 'WB05' }),
  // Upper, lower and mixed case.
  q('case', 'HOODIE', { name: /hoodie/i }),
  q('case', 'Apollo RUNNING short', { name: /apollo running short/i }),
  q('case', 'SPRITE FOAM ROLLER', { name: /sprite foam roller/i }),
  q('case', 'tEe', { name: /\btee\b/i }),
  q('case', 'BACKPACK', { name: /backpack/i }),
  q('case', 'Yoga Strap', { name: /yoga strap/i }),
  q('case', 'CHAZ kangeroo', { name: /chaz kangeroo/i }),
  q('case', 'jOuSt DuFfLe', { name: /joust duffle/i }),
  q('case', 'LEGGINGS', { name: /legging/i }),
  q('case', 'Watch', { name: /watch/i }),
  // Accents typed (or left out) where the name has none (or some).
  q('accent', 'élisa evercool', { name: /elisa evercool/i }),
  q('accent', 'hoodié', { name: /hoodie/i }),
  q('accent', 'jäcket', { name: /jacket/i }),
  q('accent', 'çap', { name: /^cap$/i }),
  q('accent', 'pañt yoga', { name: /yoga pant/i }),
  q('accent', 'sweatshírt', { name: /sweatshirt/i }),
  q('accent', 'crêw neck', { name: /crew-?neck/i }),
  q('accent', 'tôte', { name: /tote/i }),
  q('accent', 'béanie', { name: /beanie/i }),
  q('accent', 'Zoë tank', { name: /zoe tank/i }),
  // Words naming a category (or its parent) or an attribute value narrow the results.
  q('categoryAttribute', 'women jacket', { in: ['Women'], name: /jacket/i }),
  q('categoryAttribute', 'men shorts', { in: ['Men'], name: /\bshort\b/i }),
  q('categoryAttribute', 'gear bag', { in: ['Bags'] }),
  q('categoryAttribute', 'women tees', { in: ['Women'], name: /\btee\b/i }),
  q('categoryAttribute', 'men pants', { in: ['Men'], name: /\bpant\b/i }),
  q('categoryAttribute', 'women bottoms', { in: ['Women', 'Bottoms'] }),
  q('categoryAttribute', 'fitness equipment', { in: ['Fitness Equipment'] }),
  q('categoryAttribute', 'blue hoodie', { name: /hoodie/i, attribute: ['pa_color', 'Blue'] }),
  q('categoryAttribute', 'black jacket women', { in: ['Women'], name: /jacket/i, attribute: ['pa_color', 'Black'] }),
  q('categoryAttribute', 'red tee', { name: /\btee\b/i, attribute: ['pa_color', 'Red'] }),
  q('categoryAttribute', 'green yoga pant', { name: /yoga pant/i, attribute: ['pa_color', 'Green'] }),
  q('categoryAttribute', 'purple tank', { name: /\btank\b/i, attribute: ['pa_color', 'Purple'] }),
  q('categoryAttribute', 'xl hoodie', { name: /hoodie/i, attribute: ['pa_size', 'XL'] }),
  q('categoryAttribute', 'wool', { attribute: ['pa_material', 'Wool'] }),
  q('categoryAttribute', 'polyester jacket', { name: /jacket/i, attribute: ['pa_material', 'Polyester'] }),
  q('categoryAttribute', 'eco friendly', { in: ['Eco Friendly'] }),
  q('categoryAttribute', 'men sale', { in: ['Men Sale'] }),
  q('categoryAttribute', 'organic cotton tee', { name: /\btee\b/i, attribute: ['pa_material', 'Organic Cotton'] }),
];

const skuKey = (sku: string) => sku.toLowerCase().replace(/[^a-z0-9]+/g, '');

interface ProductFacts {
  id: number;
  name: string;
  skus: string[];
  categories: Set<string>;
  attributes: Set<string>;
}

function factsOf(db: Db): ProductFacts[] {
  const parents = new Map(
    (db.prepare('SELECT id, parent_id, name FROM categories').all() as { id: number; parent_id: number | null; name: string }[]).map((c) => [c.id, c]),
  );
  const categoriesOf = db.prepare('SELECT category_id FROM product_categories WHERE product_id = ?').pluck();
  const skusOf = db.prepare('SELECT sku FROM products WHERE id = ? OR parent_id = ?').pluck();
  const attributesOf = db.prepare(
    'SELECT taxonomy, name FROM product_attributes WHERE product_id = ? OR product_id IN (SELECT id FROM products WHERE parent_id = ?)',
  );
  return (db.prepare("SELECT id, name FROM products WHERE type != 'variation'").all() as { id: number; name: string }[]).map((p) => {
    const categories = new Set<string>();
    for (const start of categoriesOf.all(p.id) as number[]) {
      for (let c = parents.get(start); c; c = c.parent_id === null ? undefined : parents.get(c.parent_id)) categories.add(c.name);
    }
    const attributes = new Set((attributesOf.all(p.id, p.id) as { taxonomy: string; name: string }[]).map((a) => `${a.taxonomy}=${a.name}`));
    return { id: p.id, name: p.name, skus: (skusOf.all(p.id, p.id) as string[]).map(skuKey), categories, attributes };
  });
}

function meets(product: ProductFacts, wanted: Wanted): boolean {
  if (wanted.name && !wanted.name.test(product.name)) return false;
  if (wanted.in && !wanted.in.every((name) => product.categories.has(name))) return false;
  if (wanted.attribute && !product.attributes.has(wanted.attribute.join('='))) return false;
  if (wanted.sku && !product.skus.some((sku) => sku.startsWith(skuKey(wanted.sku!)))) return false;
  return true;
}

/** Each query with the ids of its relevant products (none may be empty: the set is about products that exist). */
export function labelled(db: Db): { query: string; kind: QueryKind; relevant: Set<number> }[] {
  const facts = factsOf(db);
  return RELEVANCE_SET.map((entry) => {
    const relevant = new Set(facts.filter((product) => meets(product, entry)).map((product) => product.id));
    if (relevant.size === 0) throw new Error(`No product is relevant to "${entry.query}": fix its label`);
    return { query: entry.query, kind: entry.kind, relevant };
  });
}
