/**
 * Cart adds in Chromium, whoever made them: our elements' event and WooCommerce's jQuery
 * added_to_cart (ours trigger both: one add), jQuery arriving after our modules (a page that defers
 * its scripts), and the loader's early watch for the push prompt.
 */
import { triggerOnBody } from '../platform/jquery.ts';
import { installBodyJquery, removeBodyJquery, triggerTheirs } from '../testing/body-jquery.ts';
import { assert } from '../testing/wait.ts';
import { onCartAdded, takeEarlyCartAdd, watchEarlyCartAdds } from './cart-adds.ts';

/** Another plugin's add: only jQuery's event. */
const theirAdd = () => triggerTheirs('added_to_cart');
/** Ours: the DOM event, then jQuery's (as <shop-add-to-cart> does). */
function ourAdd(): void {
  document.dispatchEvent(new CustomEvent('shop-cart-added', { detail: {} }));
  triggerOnBody('added_to_cart', [{}, 'hash']);
}

describe('cart adds', () => {
  afterEach(removeBodyJquery);

  it('counts ours once and another plugin’s jQuery add too; nothing after the signal aborts', () => {
    installBodyJquery();
    const stop = new AbortController();
    let count = 0;
    const adds = (): number => count;
    onCartAdded(() => count++, stop.signal);
    ourAdd();
    assert(adds() === 1, `ours counted ${adds()} times`);
    theirAdd();
    assert(adds() === 2, `theirs not counted (${adds()})`);
    stop.abort();
    ourAdd();
    theirAdd();
    assert(adds() === 2, `counted after the end (${adds()})`);
  });

  it('binds to jQuery once the page has loaded when jQuery came after it', () => {
    let count = 0;
    const adds = (): number => count;
    onCartAdded(() => count++, new AbortController().signal);
    installBodyJquery();
    theirAdd();
    assert(adds() === 0, 'bound before the load');
    window.dispatchEvent(new Event('load'));
    theirAdd();
    assert(adds() === 1, `not bound at the load (${adds()})`);
  });

  it('the early watch notes an add made before the push prompt loaded, handed over once', () => {
    installBodyJquery();
    watchEarlyCartAdds();
    assert(!takeEarlyCartAdd(), 'an add without one');
    watchEarlyCartAdds();
    theirAdd();
    assert(takeEarlyCartAdd(), 'the add was not noted');
    assert(!takeEarlyCartAdd(), 'handed over twice');
    theirAdd();
    assert(!takeEarlyCartAdd(), 'still watching after it was taken');
  });

  it('an early add counts only when it came at or after a given time (the shopper’s consent choice)', async () => {
    installBodyJquery();
    watchEarlyCartAdds();
    theirAdd();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const chosenAt = Date.now();
    assert(!takeEarlyCartAdd(chosenAt), 'an add made before the choice counted');
    watchEarlyCartAdds();
    const before = Date.now();
    theirAdd();
    assert(takeEarlyCartAdd(before), 'an add made after the choice did not count');
  });
});
