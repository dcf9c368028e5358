/**
 * One overlay at a time, in Chromium: the wait ends at once when nothing is open, when the cart's
 * panel closes, when a modal dialog closes; a theme's non-modal dialog does not hold it.
 */
import { assert, tick } from '../../shared/testing/wait.ts';
import { afterOverlays } from './after-overlays.ts';

/** Whether the wait has ended after `ms`. */
async function endedWithin(wait: Promise<void>, ms: number): Promise<boolean> {
  let ended = false;
  void wait.then(() => (ended = true));
  await tick(ms);
  return ended;
}

describe('afterOverlays', () => {
  afterEach(() => document.body.replaceChildren());

  it('ends at once when neither the cart’s panel nor a modal dialog is open; a non-modal dialog does not count', async () => {
    const theme = document.createElement('dialog');
    theme.textContent = 'A theme’s notice';
    document.body.append(theme);
    theme.show();
    assert(await endedWithin(afterOverlays(new AbortController().signal, 0), 50), 'ended');
  });

  it('waits while the cart’s panel is open, and ends when it closes', async () => {
    const cart = document.createElement('shop-mini-cart');
    document.body.append(cart);
    const wait = afterOverlays(new AbortController().signal, 0);
    // The add's reveal drawn a moment after the add.
    cart.setAttribute('data-open', '');
    assert(!(await endedWithin(wait, 100)), 'waiting while the cart is open');
    cart.removeAttribute('data-open');
    assert(await endedWithin(wait, 50), 'ended once the cart closed');
  });

  it('waits while a modal dialog is open (the quick view), and ends when it closes', async () => {
    const quickView = document.createElement('dialog');
    quickView.append(document.createElement('button'));
    document.body.append(quickView);
    quickView.showModal();
    const wait = afterOverlays(new AbortController().signal, 0);
    assert(!(await endedWithin(wait, 100)), 'waiting while the dialog is open');
    quickView.close();
    assert(await endedWithin(wait, 50), 'ended once the dialog closed');
  });

  it('never ends once its signal has aborted', async () => {
    const cart = document.createElement('shop-mini-cart');
    cart.setAttribute('data-open', '');
    document.body.append(cart);
    const controller = new AbortController();
    const wait = afterOverlays(controller.signal, 0);
    await tick(20);
    controller.abort();
    cart.removeAttribute('data-open');
    assert(!(await endedWithin(wait, 100)), 'not ended after the abort');
  });
});
