/**
 * <shop-swatches> alone in Chromium around a WooCommerce variation form inside
 * <shop-add-to-cart>: the selects become radio groups of swatches named by their labels, kept in
 * step both ways (a swatch sets the select and WooCommerce's form reacts; the form's disabled
 * options and its reset show on the swatches), by keyboard, deselect, axe.
 */
import { sendKeys, setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { installFakeWoo, printCartParams } from '../../shared/testing/fake-woo.ts';
import { assert, tick, until } from '../../shared/testing/wait.ts';

// Blue comes in M only; red in L only (and out of stock).
const VARIATIONS = JSON.stringify([
  {
    variation_id: 41,
    attributes: { attribute_pa_color: 'blue', attribute_pa_size: 'm' },
    is_in_stock: true,
    is_purchasable: true,
    variation_is_active: true,
    variation_is_visible: true,
    price_html: '<span class="price">$30.00</span>',
    availability_html: '<p class="stock in-stock">5 in stock</p>',
  },
  {
    variation_id: 42,
    attributes: { attribute_pa_color: 'red', attribute_pa_size: 'l' },
    is_in_stock: false,
    is_purchasable: true,
    variation_is_active: true,
    variation_is_visible: true,
    price_html: '',
    availability_html: '<p class="stock out-of-stock">Out of stock</p>',
  },
]).replaceAll('"', '&quot;');

const form = `<shop-add-to-cart><h1 class="product_title">Hoodie</h1><shop-swatches>
  <form class="variations_form cart" action="/product/hoodie/" method="post" data-product_id="4" data-product_variations="${VARIATIONS}">
    <table class="variations" role="presentation"><tbody>
    <tr><th><label for="pa_color">Color</label></th><td><select id="pa_color" name="attribute_pa_color"><option value="">Choose an option</option><option value="blue" data-color="#2f5fa8">Blue</option><option value="red" data-color="#b3261e">Red</option></select></td></tr>
    <tr><th><label for="pa_size">Size</label></th><td><select id="pa_size" name="attribute_pa_size"><option value="">Choose an option</option><option value="m">M</option><option value="l">L</option></select></td></tr>
    </tbody></table>
    <a class="reset_variations" href="/product/hoodie/" hidden>Clear</a>
    <div class="single_variation" role="status"></div>
    <label for="qty">Quantity</label><input id="qty" type="number" class="qty" name="quantity" value="1" min="1">
    <button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
    <input type="hidden" name="add-to-cart" value="4"><input type="hidden" name="variation_id" class="variation_id" value="0">
  </form></shop-swatches></shop-add-to-cart>`;

const select = (name: string) => document.querySelector<HTMLSelectElement>(`select[name="attribute_pa_${name}"]`)!;
const radios = (name: string) => [...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="attribute_pa_${name}-swatch"]`)];
const radio = (name: string, value: string) => radios(name).find((r) => r.value === value)!;
const changes: string[] = [];

before(async () => {
  await setViewport({ width: 1280, height: 800 });
  installFakeWoo({ 4: { name: 'Hoodie', price: 30 } });
  printCartParams();
  document.body.innerHTML = `<main>${form}</main>`;
  document
    .querySelector('form')!
    .addEventListener('change', (event) => changes.push(`${(event.target as HTMLSelectElement).name}=${(event.target as HTMLSelectElement).value}`));
  await import('../add-to-cart/define.ts');
  await import('./define.ts');
  await until(() => radios('color').length === 2 && radios('size').length === 2, 'swatches rendered');
});

describe('<shop-swatches>', () => {
  it('each select becomes a radio group named by its label; the select stays in the form, hidden; colours show their colour', async () => {
    assert(select('color').hidden && select('size').hidden, 'selects hidden');
    const group = radio('color', 'blue').closest('fieldset')!;
    assert(document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent === 'Color', 'named Color');
    assert(radio('color', 'blue').form === null, 'the radios are not submitted');
    const face = radio('color', 'blue').closest('label')!.querySelector<HTMLElement>('.shop-Swatch-face')!;
    assert(face.style.getPropertyValue('--shop-swatch-color') === '#2f5fa8', 'the colour');
    const results = await axe.run(document.querySelector('form')!);
    assert(results.violations.length === 0, results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join()}`).join('; '));
  });

  it('by keyboard: Tab into the colour group, arrows choose; the select follows and WooCommerce hears a change', async () => {
    document.querySelector<HTMLElement>('.product_title')!.setAttribute('tabindex', '-1');
    document.querySelector<HTMLElement>('.product_title')!.focus();
    await sendKeys({ press: 'Tab' });
    assert(document.activeElement === radio('color', 'blue'), `focus on the first colour: ${document.activeElement?.outerHTML}`);
    await sendKeys({ press: 'Space' });
    await until(() => select('color').value === 'blue', 'blue chosen');
    assert(changes.at(-1) === 'attribute_pa_color=blue', `change heard: ${changes.join()}`);
    await sendKeys({ press: 'ArrowRight' });
    await until(() => select('color').value === 'red' && document.activeElement === radio('color', 'red'), 'the arrow chose red');
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => select('color').value === 'blue', 'and back to blue');
    assert(
      changes.every((c) => !c.includes('-swatch')),
      `only the selects' changes reach the form: ${changes.join()}`,
    );
    await until(() => radio('size', 'l').disabled, 'L is not offered in blue: its swatch is disabled');
    assert(radio('size', 'l').closest('label')!.textContent!.includes('L (unavailable)'), 'and says so');
    await sendKeys({ press: 'Tab' });
    assert(document.activeElement === radio('size', 'm'), 'Tab goes to the size group (the disabled L skipped)');
    await sendKeys({ press: 'Space' });
    await until(() => select('size').value === 'm', 'M chosen');
    await until(
      () =>
        document.querySelector('input.variation_id')!.getAttribute('value') === '41' ||
        (document.querySelector('input.variation_id') as HTMLInputElement).value === '41',
      'the variation is found by the form',
    );
  });

  it('a click on the chosen swatch clears it (not with no-deselect); the reset link clears the swatches', async () => {
    radio('size', 'm').click();
    await until(() => select('size').value === '', 'deselected');
    assert(!radio('size', 'm').checked, 'the swatch shows it');
    document.querySelector('shop-swatches')!.setAttribute('no-deselect', '');
    await tick(50);
    radio('size', 'm').click();
    await until(() => select('size').value === 'm', 'chosen again');
    radio('size', 'm').click();
    await tick(100);
    assert(select('size').value === 'm', 'no-deselect keeps it');
    document.querySelector<HTMLAnchorElement>('.reset_variations')!.hidden = false;
    document.querySelector<HTMLAnchorElement>('.reset_variations')!.click();
    await until(() => radios('color').every((r) => !r.checked) && radios('size').every((r) => !r.checked), 'all swatches cleared');
    assert(
      radios('size').every((r) => !r.disabled),
      'and all available again',
    );
  });
});
