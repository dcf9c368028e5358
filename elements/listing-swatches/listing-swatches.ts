/**
 * Swatches under the product boxes it wraps (`.shop-LoopSwatches` groups of `a.shop-LoopSwatch`
 * links, each to the product page with its value preselected — what they are without
 * JavaScript). Enhanced, each group is a WAI-ARIA radio group: hovering (a mouse, with
 * `trigger="hover"`, the default) or choosing a swatch (click, tap, arrows, Space) shows that
 * value's picture in the box and adds `?attribute_pa_x=value` to the box's links; choosing the
 * swatch already chosen opens the product page with it (unless `deselect` is set: then it
 * clears). The box goes back to its own picture and links 300 ms after the pointer leaves it.
 * Boxes added later (the filter's, infinite scroll) work too. A small enhancement: no React.
 */
import { textDirection } from '../../shared/platform/text-direction.ts';
import { LISTING_SWATCH_RESET_MS, linkWithAttribute } from '../../shared/engine/cart/listing-swatches.ts';
import { tabForKey } from '../../shared/engine/product-page/tab-from-location.ts';
import { EnhancementElement } from '../../shared/runtime/enhancement-element.ts';

const GROUP = '.shop-LoopSwatches';
const SWATCH = 'a.shop-LoopSwatch';
const BOX = 'li.product, .product';

const swatchesOf = (group: Element) => [...group.querySelectorAll<HTMLAnchorElement>(SWATCH)];

export class ListingSwatchesElement extends EnhancementElement {
  private observer: MutationObserver | null = null;
  private resets = new WeakMap<Element, number>();

  protected override stop(): void {
    this.observer?.disconnect();
  }

  private get hover(): boolean {
    return (this.getAttribute('trigger') ?? 'hover') === 'hover';
  }

  protected start(signal: AbortSignal): boolean | void {
    this.enhanceAll();
    this.observer = new MutationObserver(() => this.enhanceAll());
    this.observer.observe(this, { childList: true, subtree: true });
    this.addEventListener('click', (event) => this.onClick(event), { signal });
    this.addEventListener('keydown', (event) => this.onKey(event), { signal });
    this.addEventListener('pointerover', (event) => this.onPointerOver(event), { signal });
    this.addEventListener('pointerout', (event) => this.onPointerOut(event), { signal });
    this.dataset.shopReady = '';
  }

  /** Radio-group semantics on every group not yet enhanced. */
  private enhanceAll(): void {
    for (const group of this.querySelectorAll<HTMLElement>(`${GROUP}:not([role])`)) {
      const box = group.closest(BOX);
      const title = box?.querySelector('.woocommerce-loop-product__title, h2, h3')?.textContent?.trim();
      group.setAttribute('role', 'radiogroup');
      group.setAttribute('aria-label', [group.dataset.label, title].filter(Boolean).join(': '));
      swatchesOf(group).forEach((swatch, index) => {
        swatch.setAttribute('role', 'radio');
        swatch.setAttribute('aria-checked', 'false');
        swatch.setAttribute('aria-label', swatch.dataset.name ?? swatch.textContent?.trim() ?? '');
        swatch.tabIndex = index === 0 ? 0 : -1;
      });
    }
  }

  private choose(swatch: HTMLAnchorElement | null, group: HTMLElement, focus = false): void {
    const box = group.closest(BOX);
    const attribute = group.dataset.attribute_name ?? '';
    const swatches = swatchesOf(group);
    for (const each of swatches) {
      each.setAttribute('aria-checked', String(each === swatch));
      each.toggleAttribute('data-selected', each === swatch);
    }
    const roving = swatch ?? swatches[0];
    for (const each of swatches) each.tabIndex = each === roving ? 0 : -1;
    if (focus) swatch?.focus();
    if (!box) return;
    const image = box.querySelector<HTMLImageElement>('img.attachment-woocommerce_thumbnail, img.wp-post-image, img');
    if (image) {
      if (image.dataset.o_src === undefined) {
        image.dataset.o_src = image.getAttribute('src') ?? '';
        image.dataset.o_srcset = image.getAttribute('srcset') ?? '';
      }
      const src = swatch?.dataset.imageSrc || image.dataset.o_src;
      if (src) image.src = src;
      const srcset = swatch ? (swatch.dataset.imageSrcset ?? '') : (image.dataset.o_srcset ?? '');
      if (srcset) image.srcset = srcset;
      else image.removeAttribute('srcset');
    }
    if (this.hasAttribute('keep-links')) return;
    for (const link of box.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (link.matches(SWATCH)) continue;
      link.dataset.o_href ??= link.getAttribute('href') ?? '';
      if (!link.dataset.o_href || link.dataset.o_href.startsWith('?')) continue; // add-to-cart links stay as they are
      link.setAttribute('href', linkWithAttribute(link.dataset.o_href, document.baseURI, attribute, swatch?.dataset.value ?? null));
    }
  }

  private onClick(event: MouseEvent): void {
    const swatch = (event.target as Element).closest<HTMLAnchorElement>(SWATCH);
    const group = swatch?.closest<HTMLElement>(GROUP);
    if (!swatch || !group || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (swatch.getAttribute('aria-checked') === 'true') {
      if (!this.hasAttribute('deselect')) return; // the link opens the product page with this value
      event.preventDefault();
      this.choose(null, group);
      return;
    }
    event.preventDefault();
    this.choose(swatch, group);
  }

  private onKey(event: KeyboardEvent): void {
    const swatch = (event.target as Element).closest<HTMLAnchorElement>(SWATCH);
    const group = swatch?.closest<HTMLElement>(GROUP);
    if (!swatch || !group || event.altKey || event.ctrlKey || event.metaKey) return;
    const swatches = swatchesOf(group);
    if (event.key === ' ') {
      event.preventDefault();
      this.choose(swatch, group);
      return;
    }
    const next = tabForKey(event.key, swatches.indexOf(swatch), swatches.length, textDirection(swatch));
    if (next === null) return;
    event.preventDefault();
    this.choose(swatches[next]!, group, true);
  }

  private onPointerOver(event: PointerEvent): void {
    const box = (event.target as Element).closest(BOX);
    if (box) clearTimeout(this.resets.get(box));
    if (!this.hover || event.pointerType === 'touch') return;
    const swatch = (event.target as Element).closest<HTMLAnchorElement>(SWATCH);
    const group = swatch?.closest<HTMLElement>(GROUP);
    if (swatch && group && swatch.getAttribute('aria-checked') !== 'true') this.choose(swatch, group);
  }

  private onPointerOut(event: PointerEvent): void {
    if (event.pointerType === 'touch') return;
    const box = (event.target as Element).closest(BOX);
    if (!box || box.contains(event.relatedTarget as Node | null)) return;
    const group = box.querySelector<HTMLElement>(`${GROUP}[role]`);
    if (!group?.querySelector('[aria-checked="true"]')) return;
    clearTimeout(this.resets.get(box));
    this.resets.set(
      box,
      window.setTimeout(() => {
        // A keyboard user working in the group keeps the choice.
        if (!group.contains(document.activeElement)) this.choose(null, group);
      }, LISTING_SWATCH_RESET_MS),
    );
  }
}
