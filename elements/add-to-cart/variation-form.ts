/**
 * A variable product's form (WooCommerce's form.variations_form): the chosen attributes pick a
 * variation, which sets variation_id, the price and stock text, the image, the quantity limits
 * and whether the button may add.
 */
import type { CartParams } from '../../shared/engine/cart/cart-params.ts';
import {
  availableValues,
  chosenVariation,
  isPurchasable,
  parseVariations,
  sharedImage,
  variationPicture,
  type ChosenAttributes,
  type VariationData,
} from '../../shared/engine/cart/variation-choice.ts';
import { fetchVariation } from '../../shared/api/variation-client.ts';
import { setSanitizedHtml } from '../../shared/platform/sanitize.ts';
import { t } from '../../shared/messages/catalog.ts';
import { variationImageEvent, type VariationImage } from '../../shared/events/product-events.ts';
import { attributeSelects } from './variation-choice.ts';

const selects = attributeSelects;

export function chosenOf(form: HTMLFormElement): ChosenAttributes {
  return Object.fromEntries(selects(form).map((s) => [s.name, s.value]));
}

/** The add-to-cart button, and a buy-now button beside it (it mirrors the add's state). */
function setButton(form: HTMLFormElement, enabled: boolean): void {
  for (const button of form.querySelectorAll<HTMLButtonElement>('.single_add_to_cart_button, .shop-BuyNow')) {
    button.classList.toggle('disabled', !enabled);
    button.classList.toggle('wc-variation-selection-needed', !enabled);
    button.setAttribute('aria-disabled', String(!enabled));
  }
}

function show(form: HTMLFormElement, variation: VariationData | null, message: string, partialImage: VariationImage | null = null): void {
  const idInput = form.querySelector<HTMLInputElement>('input[name="variation_id"]');
  if (idInput) idInput.value = variation && isPurchasable(variation) ? String(variation.variation_id) : '';
  const panel = form.querySelector<HTMLElement>('.single_variation');
  if (panel) {
    panel.replaceChildren();
    if (variation) {
      for (const [className, html] of [
        ['woocommerce-variation-price', variation.price_html],
        ['woocommerce-variation-availability', variation.availability_html],
      ] as const) {
        const part = document.createElement('div');
        part.className = className;
        setSanitizedHtml(part, html ?? '');
        panel.append(part);
      }
    } else if (message) {
      const notice = document.createElement('p');
      notice.className = 'wc-no-matching-variations woocommerce-info';
      notice.setAttribute('role', 'alert');
      notice.textContent = message;
      panel.append(notice);
    }
  }
  const qty = form.querySelector<HTMLInputElement>('input.qty');
  if (qty && variation) {
    qty.min = String(variation.min_qty ?? 1);
    qty.max = variation.max_qty === '' || variation.max_qty === undefined ? '' : String(variation.max_qty);
  }
  showImage(form, variationPicture(variation) ?? partialImage);
  setButton(form, !!variation && isPurchasable(variation));
  const reset = form.querySelector<HTMLElement>('.reset_variations');
  if (reset) reset.hidden = Object.values(chosenOf(form)).every((v) => !v);
}

/**
 * The variation's picture: a <shop-product-gallery> shows it (it cancels the event); without one
 * the product's main image is swapped and given back on reset, as WooCommerce does (data-o_src).
 */
function showImage(form: HTMLFormElement, image: VariationImage | null): void {
  if (!form.dispatchEvent(variationImageEvent(image))) return;
  // The gallery of this form's product (a quick view sits on a page that may have its own).
  const gallerySelector = '.woocommerce-product-gallery__image img, .wp-post-image';
  const main = form.closest('.product')?.querySelector<HTMLImageElement>(gallerySelector) ?? document.querySelector<HTMLImageElement>(gallerySelector);
  if (!main) return;
  if (main.dataset.o_src === undefined) {
    main.dataset.o_src = main.getAttribute('src') ?? '';
    main.dataset.o_srcset = main.getAttribute('srcset') ?? '';
  }
  main.src = image?.src ?? main.dataset.o_src;
  main.srcset = image ? (image.srcset ?? '') : (main.dataset.o_srcset ?? '');
}

/** Disable values that no active variation offers given the other choices. */
function updateOptions(form: HTMLFormElement, variations: VariationData[]): void {
  const chosen = chosenOf(form);
  for (const select of selects(form)) {
    const allowed = availableValues(variations, select.name, chosen);
    for (const option of select.options) {
      if (!option.value) continue;
      option.disabled = allowed !== null && !allowed.has(option.value);
    }
  }
}

export function enhanceVariationForm(form: HTMLFormElement, params: CartParams): () => void {
  const variations = parseVariations(form.dataset.product_variations);
  const names = selects(form).map((s) => s.name);
  const productId = form.dataset.product_id ?? '';
  let sequence = 0;
  const update = async () => {
    const chosen = chosenOf(form);
    const mine = ++sequence;
    let variation: VariationData | null;
    if (variations) {
      updateOptions(form, variations);
      variation = chosenVariation(variations, names, chosen);
    } else {
      variation = names.every((n) => chosen[n]) ? await fetchVariation(params, productId, chosen) : null;
      if (mine !== sequence) return;
    }
    const complete = names.every((n) => chosen[n]);
    // A colour chosen before the size already shows its picture (when all its sizes share one).
    show(
      form,
      variation,
      complete && (!variation || !isPurchasable(variation)) ? t('variation.unavailable') : '',
      variations ? sharedImage(variations, chosen) : null,
    );
  };
  const onChange = (event: Event) => {
    if ((event.target as Element).matches('select[name^="attribute_"]')) void update();
  };
  const onReset = (event: Event) => {
    const link = (event.target as Element).closest('.reset_variations');
    if (!link) return;
    event.preventDefault();
    for (const select of selects(form)) select.value = '';
    history.replaceState(history.state, '', location.pathname + location.hash);
    void update();
  };
  // (The caller has taken the form from WooCommerce's add-to-cart-variation.js.)
  form.addEventListener('change', onChange);
  form.addEventListener('click', onReset);
  void update();
  return () => {
    form.removeEventListener('change', onChange);
    form.removeEventListener('click', onReset);
  };
}
