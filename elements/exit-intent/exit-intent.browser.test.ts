/**
 * <shop-exit-intent> alone in Chromium: the pointer leaving through the top opens the modal form
 * (focus in the e-mail field, axe-clean), a bad e-mail is refused in words, a saved one thanks,
 * closes, returns focus and removes the element; never without marketing consent or a cart, and
 * once per session.
 */
import { sendMouse } from '@web/test-runner-commands';
import { dataLayerBlock } from '../../shared/testing/data-layer-block.ts';
import { mount } from '../../shared/testing/mount.ts';
import { assert, until } from '../../shared/testing/wait.ts';
import { acceptAllConsent, rejectAllConsent } from '../../shared/stores/consent.actions.ts';
import axe from 'axe-core';

const define = () => import('./define.ts');
const page = `${dataLayerBlock({ api: { ajax_url: '/capture-stub', nonce: 'x' } })}<main id="main"><a href="#" id="link">A link</a></main><shop-exit-intent settle-ms="0"></shop-exit-intent>`;

/** Leaves the window through its top edge. */
function leaveThroughTop(): void {
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1, relatedTarget: null, bubbles: true }));
}

const realFetch = window.fetch;
let answer: 'saved' | 'fail' = 'saved';
const sent: string[] = [];

describe('<shop-exit-intent>', () => {
  before(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    window.fetch = async (input, init) => {
      if (String(input).includes('/capture-stub')) {
        sent.push(String(init?.body));
        return answer === 'saved' ? new Response('{"success":true,"data":null}', { status: 200 }) : new Response('x', { status: 500 });
      }
      return realFetch(input, init);
    };
  });
  after(() => {
    window.fetch = realFetch;
    document.cookie = 'woocommerce_items_in_cart=; path=/; max-age=0';
  });

  it('not without marketing consent', async () => {
    const element = await mount(page, { define, selector: 'shop-exit-intent', ready: (e) => e.hasAttribute('data-shop-ready') });
    rejectAllConsent();
    leaveThroughTop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert(!element.querySelector('dialog'), 'no form after a refusal');
  });

  it('opens as a modal form; a bad e-mail is refused in words; a failure says so; saved: thanks, closes, focus back, element gone; once per session', async () => {
    sessionStorage.clear();
    const element = await mount(page, { define, selector: 'shop-exit-intent', ready: (e) => e.hasAttribute('data-shop-ready') });
    acceptAllConsent();
    await until(() => element.hasAttribute('data-shop-watching'), 'watching once marketing is allowed');
    document.getElementById('link')!.focus();
    await sendMouse({ type: 'move', position: [100, 100] });
    leaveThroughTop();
    await until(() => !!element.querySelector('dialog'), 'the form');
    const dialog = element.querySelector('dialog')!;
    assert(dialog.open && dialog.matches(':modal'), 'a modal dialog');
    assert(document.activeElement === dialog.querySelector('input[type="email"]'), 'focus in the e-mail field');
    const results = await axe.run(element);
    assert(results.violations.length === 0, results.violations.map((v) => v.id).join());
    const input = dialog.querySelector<HTMLInputElement>('input[type="email"]')!;
    input.value = 'ada@example';
    dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await until(() => input.getAttribute('aria-invalid') === 'true', 'refused');
    assert(/valid email/.test(dialog.querySelector('[role="alert"]')!.textContent ?? ''), 'said why');
    answer = 'fail';
    input.value = 'ada@example.com';
    dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await until(() => /could not save/.test(dialog.querySelector('[role="alert"]')!.textContent ?? ''), 'the failure said');
    answer = 'saved';
    dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await until(() => /cart is kept/.test(dialog.querySelector('[role="status"]')!.textContent ?? ''), 'thanks');
    assert(sent.at(-1)!.includes('shop_email=ada%40example.com') && sent.at(-1)!.includes('shop_source=exit_intent'), 'the e-mail and its source sent');
    await until(() => !element.isConnected, 'the element goes once saved');
    assert(document.activeElement === document.getElementById('link'), 'focus back on what had it');
  });

  it('not twice in a session', async () => {
    localStorage.removeItem('shop_cart_recovery');
    const element = await mount(page, { define, selector: 'shop-exit-intent', ready: (e) => e.hasAttribute('data-shop-ready') });
    acceptAllConsent();
    await until(() => element.hasAttribute('data-shop-watching'), 'watching');
    leaveThroughTop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert(!element.querySelector('dialog'), 'shown once already');
  });
});
