/**
 * <shop-product-gallery> alone in Chromium around WooCommerce's gallery markup: the carousel
 * with thumbnail tabs, the lightbox by keyboard (open, arrows, Escape, the focus back), which
 * links open in it (raster images, valid video ids) and which stay links, the failure messages,
 * the hover zoom, the variation picture, axe.
 */
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { assert, tick, until } from '../../shared/testing/wait.ts';

const RED = '/shared/testing/fixtures/red.png';
const BLUE = '/shared/testing/fixtures/blue.png';
const slide = (thumb: string, large: string, alt: string) =>
  `<div data-thumb="${thumb}" data-thumb-alt="${alt}" class="woocommerce-product-gallery__image"><a href="${large}"><img width="40" height="40" src="${thumb}" alt="${alt}" data-large_image="${large}"></a></div>`;

function mount(slides: string): void {
  document.body.innerHTML = `<main><div class="product"><shop-product-gallery><div class="woocommerce-product-gallery images"><div class="woocommerce-product-gallery__wrapper">${slides}</div></div></shop-product-gallery>
  <form class="variations_form"><select name="attribute_pa_color"><option value="">Choose</option></select></form></div></main>`;
}

const gallery = () => document.querySelector('shop-product-gallery')!;
const slides = () => [...document.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image')];
const tabs = () => [...document.querySelectorAll<HTMLButtonElement>('.shop-Gallery-thumb')];
const selectedTab = () => tabs().findIndex((t) => t.getAttribute('aria-selected') === 'true');
const lightbox = () => document.querySelector<HTMLDialogElement>('dialog.shop-Lightbox');
const ready = () => until(() => gallery().hasAttribute('data-shop-ready'), 'gallery ready');

/** Clicks a link and tells whether the gallery took the click (the browser never follows it here). */
function clickTaken(link: Element): boolean {
  let taken = false;
  const after = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', after, { once: true });
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  return taken;
}

async function violations(root: Element): Promise<string> {
  const results = await axe.run(root);
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join()}`).join('; ');
}

before(async () => {
  await setViewport({ width: 1280, height: 800 });
  await emulateMedia({ reducedMotion: 'no-preference' }); // the lightbox's fade is under test
  await import('./define.ts');
});

describe('<shop-product-gallery>', () => {
  beforeEach(async () => {
    mount(
      slide(RED, RED, 'Hoodie') +
        slide(BLUE, BLUE, 'Hoodie, back') +
        slide(RED, '/missing-large.png', 'Hoodie, detail') +
        slide(RED, '/page-not-an-image.svg', 'Hoodie, drawing'),
    );
    await ready();
  });

  it('shows one image with thumbnails as tabs; a thumbnail shows its image and the others are out of reach', async () => {
    assert(tabs().length === 4 && selectedTab() === 0, 'four tabs, the first selected');
    assert(tabs()[1]!.getAttribute('aria-label') === 'Hoodie, back (2 of 4)', tabs()[1]!.getAttribute('aria-label')!);
    tabs()[1]!.click();
    await until(() => selectedTab() === 1, 'second selected');
    assert(!slides()[1]!.inert && slides()[0]!.inert && slides()[2]!.inert, 'only the shown slide is reachable');
    const wrapper = document.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper')!;
    await until(() => Math.abs(wrapper.scrollLeft - slides()[1]!.offsetLeft + wrapper.offsetLeft) < 2, 'scrolled to the second image');
    assert((await violations(gallery())) === '', await violations(gallery()));
  });

  it('by keyboard: arrows move along the thumbnails; Enter on the image opens the lightbox, arrows page, Escape closes and the focus returns', async () => {
    tabs()[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    assert(selectedTab() === 1 && document.activeElement === tabs()[1], 'the next tab, focused');
    await sendKeys({ press: 'Home' });
    assert(selectedTab() === 0, 'Home: the first');
    slides()[0]!.querySelector('a')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => !!lightbox()?.open, 'lightbox open');
    const title = () => lightbox()!.querySelector('.shop-Lightbox-title')!.textContent;
    assert(title() === 'Image 1 of 3Hoodie', `named by the image: ${title()}`);
    assert(lightbox()!.contains(document.activeElement), 'the focus is inside');
    assert(lightbox()!.querySelector<HTMLImageElement>('.shop-Lightbox-image')!.getAttribute('src') === RED, 'the large image');
    await sendKeys({ press: 'ArrowRight' });
    assert(title() === 'Image 2 of 3Hoodie, back', title()!);
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    assert(title() === 'Image 3 of 3Hoodie, detail', 'goes round');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    assert((await violations(lightbox()!)) === '', await violations(lightbox()!));
    await sendKeys({ press: 'Escape' });
    await until(() => !lightbox()!.open, 'closed after its fade');
    await until(() => selectedTab() === 1, 'the carousel shows the image the lightbox ended on');
    await until(
      () => document.activeElement === slides()[1]!.querySelector('a'),
      `focus back on that image's link, not ${document.activeElement?.outerHTML.slice(0, 60)}`,
    );
  });

  it('a large image that fails says so, with a link to it', async () => {
    slides()[2]!.querySelector('a')!.click();
    await until(() => !!lightbox()?.querySelector('.shop-Lightbox-error'), 'failure shown');
    const error = lightbox()!.querySelector('.shop-Lightbox-error')!;
    assert(error.textContent === 'The image #3 could not be loaded.', error.textContent!);
    assert(error.querySelector('a')!.getAttribute('href') === '/missing-large.png', 'links to the image');
    assert(error.getAttribute('role') === 'alert', 'spoken');
    lightbox()!.querySelector<HTMLButtonElement>('.shop-Lightbox-close')!.click();
    await until(() => !lightbox()!.open, 'closed');
  });

  it('a link to a file that is not a raster image stays a link', async () => {
    assert(!clickTaken(slides()[3]!.querySelector('a')!) && !lightbox()?.open, 'left to the browser, not opened');
  });

  it('zooms the shown image under a hovering pointer; a zoom image that fails says so for 2.5 s', async () => {
    const first = slides()[0]!;
    const box = first.getBoundingClientRect();
    first.dispatchEvent(
      new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse', clientX: box.left + box.width / 4, clientY: box.top + box.height / 2 }),
    );
    await until(() => !!first.querySelector('.shop-Gallery-zoom img'), 'zoom shown');
    assert(first.querySelector<HTMLImageElement>('.shop-Gallery-zoom img')!.style.transformOrigin === '25% 50%', 'origin under the pointer');
    first.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    await until(() => !first.querySelector('.shop-Gallery-zoom'), 'gone when the pointer leaves');
    tabs()[2]!.click();
    await until(() => selectedTab() === 2, 'third');
    const third = slides()[2]!;
    third.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse', clientX: 10, clientY: 10 }));
    const status = document.querySelector('.shop-Gallery-status')!;
    await until(() => status.textContent === 'The image could not be loaded', 'zoom failure told');
    const shownAt = performance.now();
    await until(() => status.textContent === '', 'then cleared');
    assert(performance.now() - shownAt > 2000, 'after about 2.5 s');
  });

  it("shows a chosen variation's picture: turns to it when listed, else swaps the first image and gives it back on reset", async () => {
    const form = document.querySelector('form')!;
    const send = (image: { src: string; full_src?: string } | null) => {
      const event = new CustomEvent('shop-variation-image', { detail: { image }, bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    assert(send({ src: BLUE, full_src: BLUE }), 'the gallery takes the picture (the form leaves the images alone)');
    await until(() => selectedTab() === 1, 'turned to the listed picture');
    send({ src: '/shared/testing/fixtures/other.png' });
    await until(() => selectedTab() === 0, 'back to the first');
    assert(slides()[0]!.querySelector('img')!.getAttribute('src') === '/shared/testing/fixtures/other.png', 'first image swapped');
    send(null);
    await tick();
    assert(slides()[0]!.querySelector('img')!.getAttribute('src') === RED, 'given back');
  });

  it("S3.5: a variation's own thumbnail and large image (image.thumb_src, image_link as full_src) go to the thumbnail strip and the lightbox link", async () => {
    const form = document.querySelector('form')!;
    const other = '/shared/testing/fixtures/other.png';
    form.dispatchEvent(
      new CustomEvent('shop-variation-image', {
        detail: { image: { src: other, full_src: `${other}?large`, thumb_src: `${other}?thumb` } },
        bubbles: true,
        cancelable: true,
      }),
    );
    await until(() => slides()[0]!.querySelector('img')!.getAttribute('src') === other, 'first image swapped');
    assert(slides()[0]!.querySelector('a')!.getAttribute('href') === `${other}?large`, 'the link opens the large image');
    await until(() => tabs()[0]!.querySelector('img')?.getAttribute('src') === `${other}?thumb`, 'the thumbnail strip shows the thumbnail');
    form.dispatchEvent(new CustomEvent('shop-variation-image', { detail: { image: null }, bubbles: true, cancelable: true }));
    await tick();
  });
});

describe('<shop-product-gallery> video entries', () => {
  it('plays a YouTube link with a valid id in the lightbox; a bad id stays a link', async () => {
    mount(
      slide(RED, RED, 'Hoodie') +
        slide(RED, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Hoodie on the move') +
        slide(RED, 'https://www.youtube.com/watch?v=bad"id', 'Broken'),
    );
    await ready();
    assert(!clickTaken(slides()[2]!.querySelector('a')!), 'a bad video id is not embedded: the link stays a link');
    tabs()[1]!.click();
    await until(() => selectedTab() === 1, 'video slide shown');
    slides()[1]!.querySelector('a')!.click();
    await until(() => !!lightbox()?.open, 'lightbox open');
    const frame = lightbox()!.querySelector('iframe')!;
    assert(frame.src === 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1', frame.src);
    assert(frame.title === 'Video: Hoodie on the move', 'the player is named');
    lightbox()!.querySelector<HTMLButtonElement>('.shop-Lightbox-close')!.click();
    await until(() => !lightbox()!.open, 'closed');
  });
});
