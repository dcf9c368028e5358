/**
 * <shop-address-fields> alone in Chromium, on WooCommerce's markup: a country chosen gives its
 * state field (a list, a text field, or none), its names and required marks, and its order, with
 * the focus left on the country; beside WooCommerce's own address-i18n.js it does nothing.
 */
import axe from 'axe-core';
import { mount } from '../../shared/testing/mount.ts';
import { assert } from '../../shared/testing/wait.ts';
import { SAMPLE_ADDRESS_DATA as data } from '../../shared/testing/address-data.ts';

const define = () => import('./define.ts');

const row = (key: string, label: string, priority: number, control: string) =>
  `<p class="form-row form-row-wide address-field validate-required" id="billing_${key}_field" data-priority="${priority}"><label for="billing_${key}">${label} <abbr class="required" title="required">*</abbr></label><span class="woocommerce-input-wrapper">${control}</span></p>`;

const form = () => `<form><shop-address-fields><div class="woocommerce-billing-fields__field-wrapper">
${row('country', 'Country / Region', 40, '<select name="billing_country" id="billing_country" class="country_to_state"><option value="">Select a country / region…</option><option value="DE">Germany</option><option value="GB">United Kingdom (UK)</option><option value="US">United States (US)</option></select>')}
${row('city', 'Town / City', 70, '<input type="text" class="input-text" name="billing_city" id="billing_city" required>')}
${row('state', 'State / County', 80, '<input type="text" class="input-text" name="billing_state" id="billing_state" autocomplete="address-level1" required>')}
${row('postcode', 'Postcode / ZIP', 90, '<input type="text" class="input-text" name="billing_postcode" id="billing_postcode" required>')}
</div><script type="application/json">${JSON.stringify(data)}</script></shop-address-fields></form>`;

const q = <E extends Element>(selector: string) => document.querySelector<E>(selector)!;
const labelOf = (key: string) => q(`label[for="billing_${key}"]`).textContent;
const rowOrder = () => [...document.querySelectorAll('[id$="_field"]')].map((p) => p.id.replace(/^billing_|_field$/g, ''));

/** Chooses `country` on the select as a shopper does (the focus on it, a change event). */
function choose(country: string): void {
  const select = q<HTMLSelectElement>('#billing_country');
  select.focus();
  select.value = country;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<shop-address-fields>', () => {
  afterEach(() => {
    delete (window as { wc_address_i18n_params?: unknown }).wc_address_i18n_params;
  });

  it('the United States: the state from its list, required, under "State"; "ZIP Code"; the focus stays on the country', async () => {
    await mount(form(), { define, selector: 'shop-address-fields', ready: (e) => e.hasAttribute('data-shop-ready') });
    q<HTMLInputElement>('#billing_state').value = 'texas';
    choose('US');
    const state = q<HTMLSelectElement>('#billing_state');
    assert(state instanceof HTMLSelectElement && state.name === 'billing_state', 'a select named billing_state');
    assert([...state.options].map((o) => o.value).join() === ',CA,TX', `its options, got ${[...state.options].map((o) => o.value).join()}`);
    assert(state.value === '' && state.required && state.autocomplete === 'address-level1', 'nothing picked yet (the typed name was no code); required');
    assert(labelOf('state') === 'State *' && labelOf('postcode') === 'ZIP Code *', `labels: ${labelOf('state')} / ${labelOf('postcode')}`);
    assert(document.activeElement === q('#billing_country'), 'the focus stays on the country');
    state.value = 'TX';
    choose('US');
    assert(q<HTMLSelectElement>('#billing_state').value === 'TX', 'a state of the list is kept');
    const results = await axe.run(q('form'));
    assert(results.violations.length === 0, results.violations.map((v) => v.id).join());
  });

  it('Germany: no state asked (the row hidden, the value gone), the postcode before the city; back to none: the defaults', async () => {
    await mount(form(), { define, selector: 'shop-address-fields', ready: (e) => e.hasAttribute('data-shop-ready') });
    choose('US');
    q<HTMLSelectElement>('#billing_state').value = 'CA';
    q<HTMLInputElement>('#billing_postcode').value = '10115';
    choose('DE');
    const state = q<HTMLInputElement>('#billing_state');
    assert(state instanceof HTMLInputElement && state.value === '' && !state.required, 'an empty, optional text field');
    assert(q<HTMLElement>('#billing_state_field').hidden, 'its row hidden');
    assert(getComputedStyle(q('#billing_state_field')).display === 'none' || !q('#billing_state_field').checkVisibility(), 'and not shown');
    assert(rowOrder().join() === 'country,postcode,city,state', `the order, got ${rowOrder().join()}`);
    assert(q<HTMLInputElement>('#billing_postcode').value === '10115', 'what was typed stays');
    assert(document.activeElement === q('#billing_country'), 'the focus stays on the country');
    choose('');
    assert(!q<HTMLElement>('#billing_state_field').hidden && labelOf('state') === 'State / County *', 'the defaults again');
    assert(rowOrder().join() === 'country,city,state,postcode', `the order, got ${rowOrder().join()}`);
  });

  it('the United Kingdom: the county typed in, optional, marked "(optional)"', async () => {
    await mount(form(), { define, selector: 'shop-address-fields', ready: (e) => e.hasAttribute('data-shop-ready') });
    choose('GB');
    q<HTMLInputElement>('#billing_state').value = 'Kent';
    choose('US');
    q<HTMLSelectElement>('#billing_state').value = 'TX';
    choose('GB');
    const state = q<HTMLInputElement>('#billing_state');
    assert(state instanceof HTMLInputElement && !state.required, 'an optional text field');
    assert(state.value === '', `a US state is no county: got ${state.value}`);
    assert(labelOf('state') === 'County (optional)' && labelOf('postcode') === 'Postcode *', `labels: ${labelOf('state')} / ${labelOf('postcode')}`);
    assert(!q('#billing_state_field').classList.contains('validate-required'), "no validate-required for WooCommerce's checkout.js");
  });

  it("stands aside where WooCommerce's address-i18n.js runs", async () => {
    (window as { wc_address_i18n_params?: unknown }).wc_address_i18n_params = { locale: '{}' };
    const element = await mount(form(), { define, selector: 'shop-address-fields', ready: () => true });
    choose('US');
    assert(!element.hasAttribute('data-shop-ready'), 'not started');
    assert(q('#billing_state') instanceof HTMLInputElement && labelOf('state') === 'State / County *', 'the fields untouched');
  });
});
