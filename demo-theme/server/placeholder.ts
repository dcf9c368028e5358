/** Product images without the internet: an SVG tinted with the product's colour. */
import { productById } from './catalog.ts';
import type { Db } from './db.ts';
import { esc } from './html.ts';

export function placeholderSvg(db: Db, id: number): string | null {
  const product = productById(db, id);
  if (!product) return null;
  const initials = product.name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w)).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');
  const tint = /^#[0-9a-f]{6}$/i.test(product.tint) ? product.tint : '#8a8f98';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" role="img" aria-label="${esc(product.name)}">
<rect width="600" height="600" fill="#f3f2ef"/><path d="M170 140l80-40h100l80 40 60 110-70 40-30-50v300H160V240l-30 50-70-40z" fill="${tint}"/>
<text x="300" y="360" font-family="system-ui, sans-serif" font-size="90" font-weight="700" text-anchor="middle" fill="#ffffff" fill-opacity="0.85">${esc(initials)}</text></svg>`;
}
