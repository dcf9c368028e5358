/**
 * <shop-listing-swatches> alone in Chromium around product boxes: a radio group per box; a mouse
 * over a swatch shows its picture and puts ?attribute_pa_color= on the box's links; 300 ms after
 * the pointer leaves the box it is as before; arrows and Space choose; the chosen swatch's link
 * opens the product page with it; boxes added later work; axe.
 */
import { sendKeys, setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { assert, tick, until } from '../../shared/testing/wait.ts';

const box = (
  id: number,
  slug: string,
) => `<li class="product post-${id}"><a href="/product/${slug}/" class="woocommerce-LoopProduct-link"><img width="40" height="40" src="/img/${slug}.png" class="attachment-woocommerce_thumbnail" alt=""><h2 class="woocommerce-loop-product__title">${slug}</h2></a>
<div class="shop-LoopSwatches" data-attribute_name="attribute_pa_color" data-label="Colour">
<a class="shop-LoopSwatch" href="/product/${slug}/?attribute_pa_color=black" data-value="black" data-name="Black" data-image-src="/img/${slug}-black.png" style="--shop-swatch-color:#222"><span class="screen-reader-text">${slug} in Black</span></a>
<a class="shop-LoopSwatch" href="/product/${slug}/?attribute_pa_color=orange" data-value="orange" data-name="Orange" data-image-src="/img/${slug}-orange.png" style="--shop-swatch-color:#e67e22"><span class="screen-reader-text">${slug} in Orange</span></a>
</div><a href="/product/${slug}/" class="button add_to_cart_button">Select options</a><a href="?add-to-cart=${id}" class="button ajax_add_to_cart">Add</a></li>`;

const card = (slug: string) => [...document.querySelectorAll<HTMLElement>('li.product')].find((li) => li.querySelector('h2')!.textContent === slug)!;
const swatch = (slug: string, value: string) => card(slug).querySelector<HTMLAnchorElement>(`.shop-LoopSwatch[data-value="${value}"]`)!;
const image = (slug: string) => card(slug).querySelector('img')!.getAttribute('src');
const link = (slug: string) => card(slug).querySelector('a.woocommerce-LoopProduct-link')!.getAttribute('href');

function hover(element: Element, type: 'pointerover' | 'pointerout', related: Element | null = null): void {
  element.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse', relatedTarget: related }));
}

before(async () => {
  await setViewport({ width: 1280, height: 800 });
  document.body.innerHTML = `<main><shop-listing-swatches><ul class="products">${box(1, 'hoodie')}${box(2, 'jacket')}</ul></shop-listing-swatches><p id="outside">Outside</p></main>`;
  await import('./define.ts');
  await until(() => !!document.querySelector('shop-listing-swatches[data-shop-ready]'), 'ready');
});

describe('<shop-listing-swatches>', () => {
  it("each box's swatches are a radio group named by the attribute and product; axe", async () => {
    const group = card('hoodie').querySelector('.shop-LoopSwatches')!;
    assert(group.getAttribute('role') === 'radiogroup' && group.getAttribute('aria-label') === 'Colour: hoodie', group.getAttribute('aria-label')!);
    assert(
      swatch('hoodie', 'black').getAttribute('role') === 'radio' && swatch('hoodie', 'black').getAttribute('aria-label') === 'Black',
      'radios named by value',
    );
    assert(swatch('hoodie', 'black').tabIndex === 0 && swatch('hoodie', 'orange').tabIndex === -1, 'one tab stop');
    const results = await axe.run(document.querySelector('ul.products')!);
    assert(results.violations.length === 0, results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join()}`).join('; '));
  });

  it('a mouse over a swatch shows its picture and adds the value to the links; 300 ms after leaving the box, all is as before', async () => {
    hover(swatch('hoodie', 'orange'), 'pointerover');
    assert(image('hoodie') === '/img/hoodie-orange.png', 'picture');
    assert(link('hoodie') === '/product/hoodie/?attribute_pa_color=orange', link('hoodie')!);
    assert(
      card('hoodie').querySelector('.add_to_cart_button')!.getAttribute('href') === '/product/hoodie/?attribute_pa_color=orange',
      'the options button too',
    );
    assert(card('hoodie').querySelector('.ajax_add_to_cart')!.getAttribute('href') === '?add-to-cart=1', 'an add-to-cart link is left alone');
    assert(swatch('hoodie', 'orange').getAttribute('aria-checked') === 'true', 'checked');
    assert(image('jacket') === '/img/jacket.png', 'other boxes untouched');
    hover(card('hoodie'), 'pointerout', document.getElementById('outside'));
    await tick(150);
    assert(image('hoodie') === '/img/hoodie-orange.png', 'still shown 150 ms after');
    await until(() => image('hoodie') === '/img/hoodie.png', 'reset');
    assert(link('hoodie') === '/product/hoodie/' && swatch('hoodie', 'orange').getAttribute('aria-checked') === 'false', 'links and choice reset');
  });

  it('coming back within 300 ms keeps the choice', async () => {
    hover(swatch('hoodie', 'black'), 'pointerover');
    hover(card('hoodie'), 'pointerout', document.getElementById('outside'));
    await tick(100);
    hover(card('hoodie').querySelector('h2')!, 'pointerover');
    await tick(400);
    assert(image('hoodie') === '/img/hoodie-black.png', 'kept');
    hover(card('hoodie'), 'pointerout', document.getElementById('outside'));
    await until(() => image('hoodie') === '/img/hoodie.png', 'reset');
  });

  it('by keyboard: arrows choose and move the focus, Space chooses, Enter on the chosen swatch follows its link', async () => {
    swatch('jacket', 'black').focus();
    await sendKeys({ press: 'ArrowRight' });
    assert(document.activeElement === swatch('jacket', 'orange') && image('jacket') === '/img/jacket-orange.png', 'arrow chose orange');
    assert(link('jacket') === '/product/jacket/?attribute_pa_color=orange', 'link updated');
    await sendKeys({ press: 'ArrowRight' });
    assert(document.activeElement === swatch('jacket', 'black') && swatch('jacket', 'black').getAttribute('aria-checked') === 'true', 'goes round');
    let followed = '';
    const watch = (event: MouseEvent) => {
      followed = event.defaultPrevented ? '' : (event.target as Element).closest('a')!.getAttribute('href')!;
      event.preventDefault();
    };
    window.addEventListener('click', watch, { once: true });
    await sendKeys({ press: 'Enter' });
    assert(followed === '/product/jacket/?attribute_pa_color=black', `the chosen swatch opens the product page with it: ${followed}`);
  });

  it('a click on another swatch chooses it instead of following the link', async () => {
    let prevented = false;
    window.addEventListener(
      'click',
      (event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    swatch('hoodie', 'orange').click();
    assert(prevented && swatch('hoodie', 'orange').getAttribute('aria-checked') === 'true', 'chosen, not followed');
  });

  it("boxes added later (the filter's) get their radio group too", async () => {
    document.querySelector('ul.products')!.insertAdjacentHTML('beforeend', box(3, 'tee'));
    await until(() => swatch('tee', 'black').getAttribute('role') === 'radio', 'enhanced');
    hover(swatch('tee', 'orange'), 'pointerover');
    assert(image('tee') === '/img/tee-orange.png', 'works');
  });
});
