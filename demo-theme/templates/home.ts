/** The home page: a welcome with the shop's figures (counting up), the categories, popular products. */
import { html, type Raw } from '../server/html.ts';
import { __ } from '../server/i18n/demo-locale.ts';
import { PHOTO_ACCOUNT } from '../server/catalogue/photo-feed-ajax.ts';
import { productLoop, type ShopPageData } from './shop.ts';
import { blockEditMarker } from './block-edit.ts';

export interface HomePageData {
  notices: Raw;
  figures: { value: string; label: string }[];
  categories: { name: string; slug: string; count: number }[];
  popular: ShopPageData['products'];
  /** A page editor (a shop manager): each block starts with its edit marker. */
  editLinks: boolean;
}

export function homePage(d: HomePageData): Raw {
  return html`<div class="woocommerce shop-Home">${d.notices}
<section class="shop-Home-hero" aria-labelledby="shop-home-title">${blockEditMarker('hero', d.editLinks)}
<h1 id="shop-home-title">Clothes and gear for every day</h1>
<p>Tees, hoodies, jackets, pants, bags and more, with free returns.</p>
<p><a class="button" href="/shop/">Shop all products</a></p>
<ul class="shop-Home-figures">${d.figures.map((f) => html`<li><strong class="shop-Home-figure"><shop-count-up>${f.value}</shop-count-up></strong> <span>${f.label}</span></li>`)}</ul>
</section>
<section class="shop-Home-categories" aria-labelledby="shop-home-categories">${blockEditMarker('categories', d.editLinks)}<h2 id="shop-home-categories">Shop by category</h2>
<ul>${d.categories.map((c) => html`<li><a href="/product-category/${c.slug}/">${c.name} <span class="count">(${c.count})</span></a></li>`)}</ul></section>
<section class="shop-Home-popular" aria-labelledby="shop-home-popular">${blockEditMarker('popular', d.editLinks)}<h2 id="shop-home-popular">Popular right now</h2>
${productLoop(d.popular)}
<shop-quick-view></shop-quick-view>
</section>
<section class="shop-Home-photos" aria-labelledby="shop-home-photos">${blockEditMarker('photos', d.editLinks)}<h2 id="shop-home-photos">${__('On Instagram: @luma.co')}</h2>
<shop-photo-feed data="${PHOTO_ACCOUNT}|6"><p><a href="/shop/">${__('See what’s new in the shop')}</a></p></shop-photo-feed>
</section></div>`;
}
