/**
 * Adds to the cart without a reload from the server-rendered markup inside the element:
 * listing buttons (a.ajax_add_to_cart) through ?wc-ajax=add_to_cart, and product forms
 * (form.cart) through the theme's admin-ajax action. Variation forms get their choice logic.
 */
import { useEffect, useState } from 'react';
import type { AddOutcome } from '../../shared/engine/cart/cart-responses.ts';
import { noticesContainError } from '../../shared/engine/cart/cart-responses.ts';
import { cartEvent } from '../../shared/events/cart-events.ts';
import { failureText, t } from '../../shared/messages/catalog.ts';
import { jqueryWrap, triggerOnBody } from '../../shared/platform/jquery.ts';
import { claimAjaxAdds } from '../../shared/platform/woocommerce-scripts.ts';
import { addFormToCart, addToCart, cartParams } from '../../shared/stores/cart.actions.ts';
import { AddToCartView } from './add-to-cart.view.tsx';
import { buttonFields, markDone, markLoading, showViewCartLink } from './button-state.ts';
import { clearInlineError, showInlineError } from './inline-error.ts';
import { showNotices } from './notices.ts';
import { variationMissingMessage } from './variation-choice.ts';
import { runVariationForms } from './variation-forms.ts';

/** An attribute of a variation form without a value (its select, or the swatches that stand for it). */
function anOptionUnchosen(form: HTMLFormElement): boolean {
  const chosen = new FormData(form);
  return [...form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]')].some((select) => !chosen.get(select.name));
}

export interface AddToCartProps {
  container?: HTMLElement | ShadowRoot;
}

/** The product's name: the button's data, its own card's title, else the product page's title. */
function productName(element: HTMLElement): string {
  const card = element.closest('li.product, .product');
  const title =
    card?.querySelector('.woocommerce-loop-product__title, .product_title') ??
    (element.closest('form.cart')?.parentElement ?? document).querySelector('.product_title');
  return element.dataset.product_name ?? title?.textContent?.trim() ?? '';
}

/** A buy-now button's destination when it is a page of this shop (never another site or a script). */
function safeRedirect(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, location.href);
    return url.origin === location.origin ? url.href : null;
  } catch {
    return null;
  }
}

export function AddToCart({ container }: AddToCartProps) {
  const [announcement, setAnnouncement] = useState('');
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;

  useEffect(() => {
    if (!host) return;
    const params = cartParams();
    const finish = (trigger: HTMLElement, outcome: AddOutcome, productId: string, successMessage: string, name: string) => {
      if (outcome.kind === 'added') {
        clearInlineError(trigger);
        markDone(trigger, 'added');
        if (params && !params.redirectAfterAdd && !location.pathname.startsWith(new URL(params.cartUrl, location.href).pathname)) {
          showViewCartLink(trigger, params.cartUrl, params.viewCartText);
        }
        setAnnouncement(successMessage);
        host.dispatchEvent(
          cartEvent('shop-cart-added', { fragments: outcome.payload.fragments, cartHash: outcome.payload.cartHash, productId, message: successMessage }),
        );
        triggerOnBody('added_to_cart', [outcome.payload.fragments, outcome.payload.cartHash, jqueryWrap(trigger)]);
        return;
      }
      markDone(trigger, 'error');
      const notAdded = name ? t('cart.addFailedNamed', name) : t('cart.addFailed');
      if (outcome.kind === 'failed' || outcome.kind === 'nothing') {
        // Not reached, or no sense in the answer; the server's cart was checked: not added.
        const message = `${notAdded} ${failureText(outcome.kind === 'failed' ? outcome.reason : 'invalid')}`;
        const retry = outcome.kind === 'failed' ? outcome.retry : null;
        showInlineError(
          trigger,
          message,
          retry
            ? () => {
                markLoading(trigger);
                void retry().then((next) => finish(trigger, next, productId, successMessage, name));
              }
            : undefined,
        );
        host.dispatchEvent(cartEvent('shop-cart-error', { action: 'add', productUrl: null, message }));
        return;
      }
      // A refusal: WooCommerce's notices (product form) or its product page (listing) say why;
      // with neither, the refusal is told here.
      if (!outcome.productUrl && !noticesContainError(outcome.noticesHtml)) showInlineError(trigger, notAdded);
      setAnnouncement(notAdded);
      host.dispatchEvent(cartEvent('shop-cart-error', { action: 'add', productUrl: outcome.productUrl, message: notAdded }));
    };

    // The theme's switch: listing buttons left to WooCommerce's add-to-cart.js (the cart follows its adds).
    const leftToWooCommerce = () => host.getAttribute('listing-adds') === 'woocommerce';
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLElement>('.ajax_add_to_cart');
      if (!button || !host.contains(button) || !button.dataset.product_id) return; // no id: follow the link
      if (leftToWooCommerce()) return;
      event.preventDefault();
      // Its own state, not the class: WooCommerce's add-to-cart.js clears 'loading' on our buttons.
      if (button.dataset.state === 'loading') return;
      const fields = buttonFields(button);
      const adding = cartEvent('shop-cart-adding', { productId: fields.product_id ?? '', quantity: fields.quantity ?? '1', fields });
      if (!host.dispatchEvent(adding)) return;
      triggerOnBody('adding_to_cart', [jqueryWrap(button), fields]);
      clearInlineError(button);
      markLoading(button);
      const name = productName(button);
      const message = button.dataset.success_message ?? t('cart.added', name);
      void addToCart(fields).then((outcome) => finish(button, outcome, fields.product_id ?? '', message, name));
    };

    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches('form.cart') || form.matches('.grouped_form')) return;
      const button = (event.submitter as HTMLElement | null) ?? form.querySelector<HTMLElement>('.single_add_to_cart_button');
      const isVariable = form.matches('.variations_form');
      const variationId = form.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value ?? '';
      const noVariation = isVariable && !variationId;
      // WooCommerce prints the id as 0 until a choice; pressed before our variation logic has
      // started, an option still unchosen is told at once (the server would refuse the add).
      const optionMissing = isVariable && !/^[1-9]\d*$/.test(variationId) && anOptionUnchosen(form);
      // A form our variation logic never ran, with no variation id set by WooCommerce's: submitted as is.
      if (noVariation && variations?.givenBack(form)) return;
      event.preventDefault();
      if (!button || button.dataset.state === 'loading') return;
      // Disabled, or a variation form whose variation is not chosen yet (clicked before the
      // variation logic loaded): WooCommerce's notice, nothing sent.
      if (button.classList.contains('disabled') || noVariation || optionMissing) {
        showNotices(form, `<ul class="woocommerce-error" role="alert"><li>${variationMissingMessage(form)}</li></ul>`);
        return;
      }
      const data = new FormData(form, event.submitter);
      const fields = [...data].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
      const productId = String(data.get('add-to-cart') ?? (button as HTMLButtonElement).value ?? form.dataset.product_id ?? '');
      const quantity = String(data.get('quantity') ?? '1');
      const adding = cartEvent('shop-cart-adding', { productId, quantity, fields: Object.fromEntries(fields) });
      if (!host.dispatchEvent(adding)) return;
      clearInlineError(button);
      markLoading(button);
      const name = productName(form);
      const message = t('cart.added', name);
      const buyNow = button.matches('.shop-BuyNow') ? safeRedirect(button.dataset.redirect) : null;
      void addFormToCart(fields, productId).then((outcome) => {
        if (outcome.kind === 'error' && noticesContainError(outcome.noticesHtml)) showNotices(form, outcome.noticesHtml);
        finish(button, outcome, productId, message, name);
        // Buy now: straight to the checkout with the item (what the form does without JavaScript).
        if (buyNow && outcome.kind === 'added') location.assign(buyNow);
      });
    };

    // For themes and tests: from here on its buttons and forms add without a reload (a variation
    // form only once our logic runs it, or it is given back: variation-forms.ts).
    const markReady = () => void (host.dataset.state = 'ready');
    // The variation logic loads only where there is a variation form (not on listings).
    const variationForms = params ? [...host.querySelectorAll<HTMLFormElement>('form.variations_form')] : [];
    const variations = params && variationForms.length > 0 ? runVariationForms(variationForms, params, markReady) : null;
    host.addEventListener('click', onClick);
    host.addEventListener('submit', onSubmit);
    if (!variations) markReady();
    // WooCommerce's add-to-cart.js, when the theme loads it, stands aside for the buttons added here.
    const release = claimAjaxAdds(
      (button) => !leftToWooCommerce() && host.contains(button) && button.matches('.ajax_add_to_cart') && !!(button as HTMLElement).dataset.product_id,
      (button) => (button as HTMLElement).dataset.state === 'loading' && markLoading(button as HTMLElement),
    );
    return () => {
      delete host.dataset.state;
      release();
      host.removeEventListener('click', onClick);
      host.removeEventListener('submit', onSubmit);
      variations?.stop();
    };
  }, [host]);

  return <AddToCartView announcement={announcement} />;
}
