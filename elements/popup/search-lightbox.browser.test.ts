/**
 * <shop-popup> holding the live search (the header's search lightbox, storefront.md S4.68 and
 * S9.30) in Chromium: the dialog holds the focus while it fades in and the box takes it at 300
 * ms (at once with reduced motion; never when the shopper has left it meanwhile); the dialog is
 * marked shifted from the third character; the room below the box is measured for the
 * suggestions at 400 ms and after each move.
 */
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { assert, until } from '../../shared/testing/wait.ts';
import { SEARCH_LIGHTBOX_FOCUS_DELAY_MS, SEARCH_LIGHTBOX_REPOSITION_DELAY_MS } from './search-lightbox.ts';

// The live search's server markup: the glue needs only its box (the element is not defined here).
const page = `<header><a id="icon" href="#search-lightbox" aria-label="Search for products">🔍</a></header><main><p>Page</p></main>
<shop-popup><div id="search-lightbox"><h2>Search for products</h2><shop-live-search><div class="shop-LiveSearch"><form class="shop-LiveSearch-form" role="search" action="/"><label for="s">Search for products</label><input id="s" class="shop-LiveSearch-input" type="search" name="s"><button>Search</button></form></div></shop-live-search></div></shop-popup>
<style>.shop-Popup.search-lightbox { margin-block: 25vh auto; } .shop-Popup.search-lightbox[data-shifted] { translate: 0 calc(1rem - 25vh); }</style>`;

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.search-lightbox')!;
const input = () => document.getElementById('s') as HTMLInputElement;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const room = () => dialog().style.getPropertyValue('--shop-search-room');

async function openByIcon(): Promise<number> {
  document.body.innerHTML = page;
  await until(() => document.querySelector('shop-popup[data-shop-ready]') !== null, 'popup ready');
  document.getElementById('icon')!.click();
  return performance.now();
}

before(async () => {
  await setViewport({ width: 1024, height: 700 });
  await import('./define.ts');
});

after(() => emulateMedia({ reducedMotion: 'no-preference' }));

describe('<shop-popup> as the search lightbox', () => {
  it('holds the focus on the dialog while it fades in, then gives it to the search box at 300 ms', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const opened = await openByIcon();
    assert(dialog().open, 'opened');
    assert(document.activeElement === dialog(), `the dialog holds the focus at first, not ${document.activeElement?.id}`);
    await until(() => document.activeElement === input(), 'the box focused');
    const after = performance.now() - opened;
    assert(after >= SEARCH_LIGHTBOX_FOCUS_DELAY_MS - 5, `focused after ${Math.round(after)} ms`);
  });

  it('leaves the focus where the shopper moved it during the fade', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await openByIcon();
    dialog().querySelector<HTMLButtonElement>('.shop-Popup-close')!.focus();
    await sleep(SEARCH_LIGHTBOX_FOCUS_DELAY_MS + 100);
    assert(document.activeElement?.classList.contains('shop-Popup-close'), `the focus stayed on the close button, not ${document.activeElement?.id}`);
  });

  it('with reduced motion the box is focused at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    await openByIcon();
    assert(document.activeElement === input(), 'focused at once');
    assert(room() !== '', 'the room measured at once');
  });

  it('is marked shifted from the third character, and unmarked below it', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    await openByIcon();
    await sendKeys({ type: 'ja' });
    assert(!dialog().hasAttribute('data-shifted'), 'two characters: not shifted');
    await sendKeys({ type: 'c' });
    assert(dialog().hasAttribute('data-shifted'), 'three characters: shifted');
    await sendKeys({ press: 'Backspace' });
    assert(!dialog().hasAttribute('data-shifted'), 'back to two: not shifted');
  });

  it('measures the room below the box at 400 ms, and again once the box has moved up', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await openByIcon();
    assert(room() === '', 'not measured while the lightbox settles');
    await sleep(SEARCH_LIGHTBOX_REPOSITION_DELAY_MS + 50);
    const form = input().form!.getBoundingClientRect();
    assert(room() === `${Math.floor(innerHeight - form.bottom - 16)}px`, `room ${room()} for a box ending at ${form.bottom}`);
    const before = parseInt(room());
    await sendKeys({ type: 'jac' });
    await until(() => parseInt(room()) > before + 100, `more room once moved up (${room()}, was ${before}px)`);
    const moved = input().form!.getBoundingClientRect();
    assert(room() === `${Math.floor(innerHeight - moved.bottom - 16)}px`, `room ${room()} for a box now ending at ${moved.bottom}`);
  });

  it('closing before 300 ms gives the focus back to the icon, and the box does not take it afterwards', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    document.body.innerHTML = page;
    await until(() => document.querySelector('shop-popup[data-shop-ready]') !== null, 'popup ready');
    await emulateMedia({ reducedMotion: 'no-preference' });
    const icon = document.getElementById('icon')!;
    icon.focus();
    icon.click();
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog().open, 'closed');
    await sleep(SEARCH_LIGHTBOX_FOCUS_DELAY_MS + 50);
    assert(document.activeElement === icon, `the focus on the icon, not ${document.activeElement?.id}`);
  });
});
