/**
 * The theme's photo feed (admin-ajax `shop_load_instagram&data=account|count`), served from the
 * shop's own pictures (no photo-sharing service is reached from here): the newest products'
 * pictures, linked to the products. `{success: true, data: html}`; an unknown account or a bad
 * count is `{success: false, data: message}` (what the element shows a shop manager); no data at
 * all is a 400. It changes nothing, so it needs no nonce.
 */
import type { AjaxRegistries } from '../ajax/action-registry.ts';
import { THEME_PREFIX } from '../security/nonces.ts';
import { checks, validate } from '../validation.ts';
import { html } from '../html.ts';
import { imageUrl } from './image-sizes.ts';
import type { Db } from '../db.ts';

/** The demo shop's account on the photo-sharing service. */
export const PHOTO_ACCOUNT = 'luma.co';
const MAX_PHOTOS = 12;

export function photoFeedAnswer(db: Db, data: string): { success: boolean; data: string } {
  const [account = '', countText = '6'] = data.split('|').map((part) => part.trim());
  if (account !== PHOTO_ACCOUNT) return { success: false, data: `No account named “${account}” is connected.` };
  const count = Number(countText);
  if (!Number.isInteger(count) || count < 1 || count > MAX_PHOTOS) return { success: false, data: `Show 1 to ${MAX_PHOTOS} photos, not “${countText}”.` };
  const rows = db
    .prepare("SELECT id, name, slug FROM products WHERE type != 'variation' AND slug IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT ?")
    .all(count) as { id: number; name: string; slug: string }[];
  const items = rows.map(
    (p) =>
      html`<li class="shop-PhotoFeed-item"><a href="/product/${p.slug}/"><img src="${imageUrl(p.id)}" alt="${p.name}" width="300" height="300" loading="lazy" decoding="async"></a></li>`,
  );
  return { success: true, data: html`<ul class="shop-PhotoFeed-list">${items}</ul>`.html };
}

export function registerPhotoFeedAjax({ adminAjax }: AjaxRegistries): void {
  adminAjax.register(`${THEME_PREFIX}_load_instagram`, ({ db, fields }) => {
    const { data } = validate(checks.photoFeed, fields, () => 'Send the feed’s settings as data.');
    return photoFeedAnswer(db, data ?? '');
  });
}
