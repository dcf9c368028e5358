/**
 * Product images without the internet: an SVG drawing of the product's kind (tee, hoodie,
 * jacket, pants, shorts, bag, watch, cap, belt, sunglasses, fitness gear) in the product's
 * colour, chosen from its name and categories.
 */
import { productById } from './catalogue-queries.ts';
import type { Db } from '../db.ts';
import { esc } from '../html.ts';
import { THUMBNAIL_CROP } from './image-sizes.ts';

type Shape = (tint: string) => string;

const outline = (d: string, tint: string) => `<path d="${d}" fill="${tint}" stroke="rgb(0 0 0 / .18)" stroke-width="4" stroke-linejoin="round"/>`;
const line = (d: string) => `<path d="${d}" fill="none" stroke="rgb(0 0 0 / .22)" stroke-width="6" stroke-linecap="round"/>`;

const SHAPES: Record<string, Shape> = {
  tee: (t) => outline('M170 140l80-40h100l80 40 60 110-70 40-30-50v300H160V240l-30 50-70-40z', t) + line('M250 100q50 45 100 0'),
  tank: (t) => outline('M220 100h40q40 70 80 0h40v110l30 40v290H190V250l30-40z', t),
  longsleeve: (t) => outline('M170 140l80-40h100l80 40 90 300-60 20-60-220v300H190V240l-60 220-60-20z', t) + line('M250 100q50 45 100 0'),
  hoodie: (t) =>
    outline('M170 150l60-30q70-90 140 0l60 30 90 290-60 20-60-210v300H190V250l-60 210-60-20z', t) +
    line('M240 125q60 70 120 0') +
    line('M280 200v70M320 200v70'),
  jacket: (t) => outline('M170 140l80-40h100l80 40 90 300-60 20-60-220v300H190V240l-60 220-60-20z', t) + line('M300 110v430') + line('M250 100l50 70 50-70'),
  pants: (t) => outline('M200 100h200l30 420h-100l-30-290-30 290H170z', t) + line('M200 140h200'),
  shorts: (t) => outline('M185 170h230l35 230H335l-35-130-35 130H150z', t) + line('M185 210h230'),
  bag: (t) => outline('M150 240h300l-25 270H175z', t) + line('M230 240v-50a70 70 0 0 1 140 0v50'),
  watch: (t) =>
    outline('M260 90h80v420h-80z', t) +
    `<circle cx="300" cy="300" r="95" fill="#f8f8f6" stroke="${t}" stroke-width="26"/>` +
    line('M300 300v-55M300 300l40 25'),
  cap: (t) =>
    outline('M140 380q0-190 160-190t160 190z', t) + outline('M300 380h210q-10 45-210 45z', t) + `<circle cx="300" cy="190" r="12" fill="rgb(0 0 0 / .25)"/>`,
  beanie: (t) => outline('M160 400q0-230 140-230t140 230z', t) + outline('M150 390h300v60H150z', t) + `<circle cx="300" cy="160" r="30" fill="${t}"/>`,
  belt: (t) => outline('M80 270h440v60H80z', t) + `<rect x="250" y="250" width="100" height="100" rx="10" fill="none" stroke="#9a8a6a" stroke-width="16"/>`,
  sunglasses: (t) =>
    `<circle cx="210" cy="300" r="80" fill="${t}"/><circle cx="390" cy="300" r="80" fill="${t}"/>` + line('M290 290q10-20 20 0M130 280l-50-30M470 280l50-30'),
  bra: (t) => outline('M150 230q75-40 150 60 75-100 150-60l-10 130H160z', t) + line('M200 130l40 100M400 130l-40 100'),
  gear: (t) => `<circle cx="300" cy="300" r="170" fill="${t}"/>` + line('M150 230q150 80 300 0M150 370q150-80 300 0'),
};

/** Name and category words -> a shape, most specific first. */
const RULES: [RegExp, keyof typeof SHAPES][] = [
  [/hood|sweatshirt/i, 'hoodie'],
  [/jacket|parka|pullover|coat|vest/i, 'jacket'],
  [/long.?sleeve/i, 'longsleeve'],
  [/tank/i, 'tank'],
  [/\bbra\b|bras/i, 'bra'],
  [/short/i, 'shorts'],
  [/pant|legging|jean|capri|tight/i, 'pants'],
  [/bag|backpack|duffle|tote|messenger|pack\b/i, 'bag'],
  [/watch/i, 'watch'],
  [/beanie/i, 'beanie'],
  [/\bcap\b|\bhat\b/i, 'cap'],
  [/belt/i, 'belt'],
  [/sunglass/i, 'sunglasses'],
  [/tee|shirt|polo|top/i, 'tee'],
];

export function shapeFor(words: string): keyof typeof SHAPES {
  return RULES.find(([pattern]) => pattern.test(words))?.[1] ?? 'gear';
}

/** The gallery's views of a product: the front, the back (mirrored) and a close-up. */
export type ImageView = 'front' | 'back' | 'detail' | 'thumbnail';

/** The catalogue thumbnail: the 600 × 600 drawing cropped from its centre to the store's ratio, as WordPress crops a photo. */
const thumbnailHeight = (600 * THUMBNAIL_CROP.height) / THUMBNAIL_CROP.width;

const VIEWS: Record<ImageView, { viewBox: string; background: string; mirror: boolean; label: string }> = {
  front: { viewBox: '0 0 600 600', background: '#f3f2ef', mirror: false, label: '' },
  back: { viewBox: '0 0 600 600', background: '#ebe9e4', mirror: true, label: ', back' },
  detail: { viewBox: '150 150 300 300', background: '#f3f2ef', mirror: false, label: ', detail' },
  thumbnail: { viewBox: `0 ${(600 - thumbnailHeight) / 2} 600 ${thumbnailHeight}`, background: '#f3f2ef', mirror: false, label: '' },
};

export function placeholderSvg(db: Db, id: number, view: ImageView = 'front'): string | null {
  const product = productById(db, id);
  if (!product) return null;
  const owner = product.parent_id ? (productById(db, product.parent_id) ?? product) : product;
  const categories = (
    db.prepare('SELECT c.name FROM categories c JOIN product_categories pc ON pc.category_id = c.id WHERE pc.product_id = ?').all(owner.id) as {
      name: string;
    }[]
  ).map((c) => c.name);
  const tint = /^#[0-9a-f]{6}$/i.test(product.tint) ? product.tint : '#8a8f98';
  // The name decides first ("Hoodie" in Tops), then the categories.
  const shape = SHAPES[shapeFor(owner.name) !== 'gear' ? shapeFor(owner.name) : shapeFor(categories.join(' '))]!;
  const { viewBox, background, mirror, label } = VIEWS[view];
  const drawing = mirror ? `<g transform="translate(600 0) scale(-1 1)">${shape(tint)}</g>` : shape(tint);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" role="img" aria-label="${esc(owner.name + label)}"><rect width="600" height="600" fill="${background}"/>${drawing}</svg>`;
}
