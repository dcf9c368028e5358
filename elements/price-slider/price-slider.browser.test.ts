/**
 * <shop-price-slider> alone in Chromium around WooCommerce's price filter widget markup: the two
 * thumbs by keyboard (clamped, stepped, never crossing), the label and the form's fields follow,
 * the GET form keeps the query's other parameters, a widget without a span is left as printed,
 * axe finds nothing.
 */
import { sendKeys } from '@web/test-runner-commands';
import axe from 'axe-core';
import { assert, until } from '../../shared/testing/wait.ts';

/** WooCommerce's content-widget-price-filter.php, as a shop prints it on /shop/?pa_color=blue. */
const widget = (min: string, max: string, current: [string, string] = ['', '']) => `
<form method="get" action="/shop/">
  <div class="price_slider_wrapper">
    <div class="price_slider" style="display:none;"></div>
    <div class="price_slider_amount" data-step="10">
      <label class="screen-reader-text" for="min_price">Min price</label>
      <input type="text" id="min_price" name="min_price" value="${current[0]}" data-min="${min}" placeholder="Min price" />
      <label class="screen-reader-text" for="max_price">Max price</label>
      <input type="text" id="max_price" name="max_price" value="${current[1]}" data-max="${max}" placeholder="Max price" />
      <button type="submit" class="button">Filter</button>
      <div class="price_label" style="display:none;">Price: <span class="from"></span> &mdash; <span class="to"></span></div>
      <input type="hidden" name="pa_color" value="blue" /><input type="hidden" name="orderby" value="price" />
      <div class="clear"></div>
    </div>
  </div>
</form>`;

async function mount(markup: string): Promise<HTMLElement> {
  document.body.innerHTML = `<main><h2>Filter by price</h2><shop-price-slider>${markup}</shop-price-slider></main>`;
  await import('./define.ts');
  return document.querySelector('shop-price-slider')!;
}

const thumbs = (host: HTMLElement) => [...host.querySelectorAll<HTMLInputElement>('input[type="range"]')];
const field = (host: HTMLElement, name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value;
const label = (host: HTMLElement) => host.querySelector('.price_label')!.textContent!.replace(/\s+/g, ' ').trim();

describe('<shop-price-slider>', () => {
  it('replaces the text fields with two named sliders that speak prices; the label shows the range', async () => {
    const host = await mount(widget('30', '80', ['40', '']));
    await until(() => thumbs(host).length === 2, 'two thumbs');
    const [low, high] = thumbs(host);
    assert(low!.getAttribute('aria-label') === 'Min price' && high!.getAttribute('aria-label') === 'Max price', 'each thumb is named');
    assert(low!.value === '40' && high!.value === '80', `opened with the current range: ${low!.value}–${high!.value}`);
    assert(
      low!.getAttribute('aria-valuetext') === '$40' && high!.getAttribute('aria-valuetext') === '$80',
      `prices spoken: ${low!.getAttribute('aria-valuetext')}`,
    );
    assert(label(host) === 'Price: $40 — $80', `label: ${label(host)}`);
    assert(!host.querySelector('input[type="text"]'), 'the text fields are gone');
    const group = host.querySelector('[role="group"]')!;
    assert(document.getElementById(group.getAttribute('aria-labelledby')!) === host.querySelector('.price_label'), 'the group is labelled by the price label');
    const results = await axe.run(host);
    assert(results.violations.length === 0, results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join()}`).join('; '));
  });

  it('by keyboard: steps of data-step, clamped at the ends, the low thumb never passes the high one', async () => {
    const host = document.querySelector<HTMLElement>('shop-price-slider')!;
    const changes: { min: number; max: number }[] = [];
    host.addEventListener('shop-price-slider-change', (event) => changes.push((event as CustomEvent).detail));
    const [low, high] = thumbs(host);
    low!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => field(host, 'min_price') === '50', `one step up: ${field(host, 'min_price')}`);
    assert(label(host) === 'Price: $50 — $80', label(host));
    assert(changes.at(-1)?.min === 50 && changes.at(-1)?.max === 80, `change told: ${JSON.stringify(changes)}`);
    await sendKeys({ press: 'End' });
    await until(() => field(host, 'min_price') === '80', 'up to the high thumb, not past it');
    high!.focus();
    await sendKeys({ press: 'Home' });
    await until(() => field(host, 'max_price') === '80', `the high thumb stops at the low one: ${field(host, 'max_price')}`);
    low!.focus();
    await sendKeys({ press: 'Home' });
    await until(() => field(host, 'min_price') === '30', 'down to the bound');
    await sendKeys({ press: 'ArrowLeft' });
    assert(field(host, 'min_price') === '30', 'clamped at the bound');
    high!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => field(host, 'max_price') === '70', 'high one step down');
    assert(high!.getAttribute('aria-valuetext') === '$70', 'spoken');
  });

  it("submits WooCommerce's GET form: min_price, max_price and the query's other parameters", async () => {
    const host = document.querySelector<HTMLElement>('shop-price-slider')!;
    const form = host.querySelector('form')!;
    let sent = '';
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
    });
    host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    assert(form.getAttribute('action') === '/shop/' && form.method === 'get', 'to the same archive by GET');
    assert(sent === 'min_price=30&max_price=70&pa_color=blue&orderby=price', `sent: ${sent}`);
  });

  it('a widget without a price span is left as the server printed it', async () => {
    const host = await mount(widget('50', '50'));
    await until(() => !!host.querySelector('.shop-PriceSlider-fallback'), 'rendered');
    assert(!!host.querySelector('input#min_price[type="text"]') && !!host.querySelector('button.button'), 'the text fields and the button are kept');
    assert(thumbs(host).length === 0, 'no slider');
  });
});
