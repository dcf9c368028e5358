/**
 * <shop-popup> alone in Chromium: the login popup opens as a modal dialog from its link (which
 * keeps its own address), the focus on the first field, Escape and the close button close it
 * and the focus returns; it opens by itself when its content holds notices; axe.
 */
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { assert, until } from '../../shared/testing/wait.ts';

const popup = (
  notices = '',
) => `<header><a id="opener" href="/my-account/" data-open="#login-form-popup">Log in</a> <a id="cart" href="#cart-popup">Cart</a></header><main id="main"><p>Page</p></main>
<shop-popup><div id="login-form-popup" class="lightbox-content mfp-hide" hidden><h2>Log in</h2>${notices}
<form><p><label for="u">Username</label><input id="u" name="username"></p><p><label for="p">Password</label><input id="p" type="password" name="password"></p><button type="submit">Log in</button></form></div></shop-popup>
<shop-popup><div id="cart-popup" hidden><h2>Cart</h2><p>No products in the cart.</p><a href="/cart/">View cart</a></div></shop-popup>`;

const dialog = (id: string) => document.getElementById(id)!.closest('dialog')!;
const ready = () => until(() => document.querySelectorAll('shop-popup[data-shop-ready]').length === 2, 'popups ready');

before(async () => {
  await setViewport({ width: 1280, height: 800 });
  await emulateMedia({ reducedMotion: 'reduce' });
  await import('./define.ts');
});

// The emulation outlives this file in the shared browser page: later files expect motion.
after(() => emulateMedia({ reducedMotion: 'no-preference' }));

describe('<shop-popup>', () => {
  it('stays out of the page until its link opens it as a modal dialog named by its heading; the link keeps its address', async () => {
    document.body.innerHTML = popup();
    await ready();
    assert(!dialog('login-form-popup').open, 'closed at first');
    assert(document.getElementById('opener')!.getAttribute('href') === '/my-account/', 'the link still goes to the account page without scripts');
    document.getElementById('opener')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => dialog('login-form-popup').open, 'opened');
    assert(document.activeElement === document.getElementById('u'), 'the focus on the first field');
    const name = document.getElementById(dialog('login-form-popup').getAttribute('aria-labelledby')!)?.textContent;
    assert(name === 'Log in', `named ${name}`);
    const results = await axe.run(dialog('login-form-popup'));
    assert(results.violations.length === 0, results.violations.map((v) => v.id).join());
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog('login-form-popup').open, 'Escape closes');
    assert(document.activeElement === document.getElementById('opener'), 'focus back on the link');
  });

  it('a link to #cart-popup opens the cart popup; its close button closes it', async () => {
    document.body.innerHTML = popup();
    await ready();
    document.getElementById('cart')!.click();
    await until(() => dialog('cart-popup').open, 'opened');
    assert(!dialog('login-form-popup').open, 'only that one');
    assert(location.hash !== '#cart-popup', 'the address did not change');
    dialog('cart-popup').querySelector<HTMLButtonElement>('.shop-Popup-close')!.click();
    await until(() => !dialog('cart-popup').open, 'closed');
  });

  it('opens by itself when it holds a notices list (a failed login came back), the field focused and the error readable', async () => {
    document.body.innerHTML = popup(
      '<ul class="woocommerce-error" role="alert"><li>The password you entered is incorrect. <a href="/lost/">Lost your password?</a></li></ul>',
    );
    await ready();
    await until(() => dialog('login-form-popup').open, 'auto-opened');
    assert(document.activeElement === document.getElementById('u'), 'the username field has the focus');
    assert(dialog('login-form-popup').querySelector('.woocommerce-error')!.textContent!.includes('incorrect'), 'the error inside');
    dialog('login-form-popup').close();
  });
});
