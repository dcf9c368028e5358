/**
 * Actions a page leaves before its collectors loaded, in Chromium: with tracking allowed, a
 * product clicked, an add and "Proceed to checkout" are written on pagehide for the tab's next
 * page, whose handlers get them in order, dated and placed on the page they happened on; nothing
 * is written without consent, or once the collectors took the actions; a page the back/forward
 * cache restores takes its own back unless a page took them meanwhile.
 */
import { parseHandedOnActions, type HandedOnAction } from '../../engine/tracking/handed-on-actions.ts';
import { cartEvent } from '../../events/cart-events.ts';
import { $consent, $consentSettings } from '../../stores/consent.ts';
import { dataLayerBlock } from '../../testing/data-layer-block.ts';
import { assert } from '../../testing/wait.ts';
import { ActionListeners } from './action-listeners.ts';
import { recordActions } from './recorded-actions.ts';
import { HANDED_ON_KEY, takeHandedOnActions } from './recorded-hand-on.ts';

const hide = () => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
const show = () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
const stored = () => JSON.parse(sessionStorage.getItem(HANDED_ON_KEY) ?? 'null') as HandedOnAction[] | null;
const click = (id: string) => document.getElementById(id)!.click();
const allow = (granted: boolean) =>
  $consent.set({ statistics: granted, marketing: granted, preferences: false, necessary: true, visitorHasChosen: true, source: 'visitor' });

/** What the next page's handlers get, as "kind product quantity". */
function nextPage(): string[] {
  const seen: string[] = [];
  const listeners = new ActionListeners(new AbortController().signal);
  for (const kind of ['select_item', 'add_to_cart', 'begin_checkout', 'add_to_wishlist'] as const)
    listeners.onHandedOn(kind, (a) => seen.push([a.kind, a.productId, a.quantity].filter((v) => v !== undefined && v !== null).join(' ')));
  listeners.replayHandedOn(parseHandedOnActions(takeHandedOnActions(), Date.now()));
  return seen;
}

describe('actions handed on by a page that leaves before its collectors loaded', () => {
  before(() => {
    document.body.innerHTML =
      dataLayerBlock({ shop: { currency: 'USD', page_type: 'shop', selectors: { addToCart: [], beginCheckout: ['.checkout-button'] } } }) +
      `<ul class="products"><li class="product post-44"><a href="#p44" id="card">V-Neck T-Shirt</a>
        <a href="#add-44" data-product_id="44" data-quantity="1" class="add_to_cart_button" id="add">Add to cart</a></li></ul>
       <a href="#checkout" class="checkout-button" id="checkout">Proceed to checkout</a>`;
    $consentSettings.set({ explicit: true, restrictedRegions: [], revision: 1 });
  });
  beforeEach(() => sessionStorage.clear());

  it('with tracking allowed: written on pagehide; the next page gets them in order, dated and placed here, once', () => {
    allow(true);
    const recorder = recordActions();
    const before = Date.now();
    click('card');
    click('add'); // its button: an add (below), not a selection
    document.dispatchEvent(cartEvent('shop-cart-adding', { productId: '44', quantity: '2', fields: {} }));
    document.dispatchEvent(cartEvent('shop-cart-added', { fragments: {}, cartHash: 'h', productId: '44' }));
    click('checkout');
    hide();
    const left = stored();
    assert(left?.length === 3, JSON.stringify(left));
    assert(
      left.every((a) => a.page.url === location.href && a.page.type === 'shop' && a.at >= before && a.at <= Date.now()),
      JSON.stringify(left),
    );
    assert(nextPage().join() === 'select_item 44,add_to_cart 44 2,begin_checkout', JSON.stringify(left));
    assert(sessionStorage.getItem(HANDED_ON_KEY) === null, 'taken from storage');
    assert(nextPage().length === 0, 'once');
    recorder.stop();
  });

  it('nothing written without consent for statistics or marketing, nor once the collectors took them', () => {
    allow(false);
    const refused = recordActions();
    click('card');
    hide();
    assert(stored() === null, 'refused: nothing written');
    refused.stop();

    allow(true);
    const taken = recordActions();
    click('card');
    taken.take();
    taken.stop();
    hide();
    assert(stored() === null, 'taken by the collectors: nothing written');
  });

  it('back from the back/forward cache: taken back when no page took them, given up when one did', () => {
    allow(true);
    const recorder = recordActions();
    click('card');
    hide();
    assert(stored()?.length === 1, 'handed on');
    show();
    assert(stored() === null, 'taken back from storage');
    assert(recorder.take().length === 1, 'the recorder holds it again');

    click('card');
    hide();
    assert(nextPage().join() === 'select_item 44', 'another page took it');
    show();
    assert(recorder.take().length === 0, 'given up: the other page made the event');
    recorder.stop();
  });
});
