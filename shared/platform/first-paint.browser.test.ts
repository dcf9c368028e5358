/**
 * A server's first paint of an element, with the shipped stylesheet (the copy lets the pointer
 * through): real clicks on the copy are noted and shown at once; the element's takeover presses the
 * same controls of its own view (the focus on the last one's checkbox) and drops a press whose
 * control differs there.
 */
import { sendMouse } from '@web/test-runner-commands';
import { assert } from '../testing/wait.ts';
import { keepFirstPaintPresses } from '../runtime/first-paint-presses.ts';
import { PRESSES_ATTRIBUTE, pressAgain, takeOverFirstPaint } from './first-paint.ts';

const stylesheet = document.createElement('link');
stylesheet.rel = 'stylesheet';
stylesheet.href = '/styles/storefront.css';
document.head.append(stylesheet);
await new Promise((resolve) => stylesheet.addEventListener('load', resolve, { once: true }));

const values = (blue: string) =>
  `<section class="shop-FilterSidebar"><ul><li><label class="opt"><input type="checkbox"><span>Red (3)</span></label></li><li><label class="opt"><input type="checkbox"><span>${blue}</span></label></li></ul><button type="button" class="more">Show more</button></section>`;

/** The copy (inert, as printed) and the element after it, whose view is drawn but not yet handed over. */
function page(viewBlue = 'Blue (2)'): { copy: HTMLElement; host: HTMLElement } {
  document.body.innerHTML = `<div data-shop-first-paint="x-sidebar" aria-hidden="true" inert>${values('Blue (2)')}</div><x-sidebar><noscript>widgets</noscript>${values(viewBlue)}</x-sidebar>`;
  return { copy: document.querySelector<HTMLElement>('[data-shop-first-paint]')!, host: document.querySelector<HTMLElement>('x-sidebar')! };
}

async function clickOn(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
}

describe('a server’s first paint', () => {
  before(() => keepFirstPaintPresses());

  it('notes a click on the copy’s value and shows it pressed; the takeover presses the view’s same value and focuses it', async () => {
    const { copy, host } = page();
    // The element's view is not on screen yet: the copy is where the shopper clicks.
    host.hidden = true;
    await clickOn(copy.querySelectorAll('label span')[1]!);
    assert(copy.getAttribute(PRESSES_ATTRIBUTE) === '0.0.1.0', `the place noted (${copy.getAttribute(PRESSES_ATTRIBUTE)})`);
    assert(copy.querySelectorAll('input')[1]!.checked, 'shown pressed on the copy');
    await clickOn(copy.querySelector('button')!);
    assert(copy.getAttribute(PRESSES_ATTRIBUTE) === '0.0.1.0 0.1', `both presses, in order (${copy.getAttribute(PRESSES_ATTRIBUTE)})`);
    host.hidden = false;
    let more = 0;
    host.querySelector('button')!.addEventListener('click', () => more++);
    const pressed = takeOverFirstPaint(host);
    assert(!copy.isConnected, 'the copy is gone');
    pressAgain(pressed);
    const inputs = host.querySelectorAll('input');
    assert(!inputs[0]!.checked && inputs[1]!.checked, 'Blue checked on the view, Red not');
    assert(more === 1, 'the button pressed once');
    assert(document.activeElement === host.querySelector('button'), `the focus on the last press (${document.activeElement?.outerHTML.slice(0, 80)})`);
  });

  it('leaves the focus where the shopper put it meanwhile', async () => {
    const { copy, host } = page();
    host.hidden = true;
    await clickOn(copy.querySelectorAll('label span')[0]!);
    host.hidden = false;
    document.body.insertAdjacentHTML('beforeend', '<input id="search" aria-label="Search">');
    document.getElementById('search')!.focus();
    pressAgain(takeOverFirstPaint(host));
    assert(host.querySelectorAll('input')[0]!.checked, 'Red checked on the view');
    assert(document.activeElement?.id === 'search', `the focus kept (${document.activeElement?.outerHTML.slice(0, 60)})`);
  });

  it('drops a press whose control differs in the view (another answer drawn)', async () => {
    const { copy, host } = page('Blue (5)');
    host.hidden = true;
    await clickOn(copy.querySelectorAll('label span')[1]!);
    host.hidden = false;
    const pressed = takeOverFirstPaint(host);
    assert(pressed.length === 0, 'not carried out on another control');
    assert(!copy.isConnected, 'the copy is gone all the same');
  });

  it('a copy with two drawings (the filter bar’s layouts, one shown): the press is carried out on the view drawing the same one, dropped on the other', async () => {
    const bar = (layout: string) =>
      `<nav class="bar bar--${layout}"${layout === 'wide' ? ' style="display: none"' : ''}><ul><li><button type="button">Colour</button></li><li><button type="button">All filters</button></li></ul></nav>`;
    const print = (viewLayout: string) => {
      document.body.innerHTML = `<div data-shop-first-paint="x-bar" aria-hidden="true" inert>${bar('wide')}${bar('phone')}</div><x-bar hidden>${bar(viewLayout).replace(' style="display: none"', '')}</x-bar>`;
      return { copy: document.querySelector<HTMLElement>('[data-shop-first-paint]')!, host: document.querySelector<HTMLElement>('x-bar')! };
    };
    let { copy, host } = print('phone');
    await clickOn(copy.querySelectorAll('.bar--phone button')[1]!);
    assert(copy.getAttribute(PRESSES_ATTRIBUTE) === '1.0.1.0', `the shown drawing's button noted (${copy.getAttribute(PRESSES_ATTRIBUTE)})`);
    host.hidden = false;
    const pressed = takeOverFirstPaint(host);
    assert(pressed.length === 1 && pressed[0] === host.querySelectorAll('button')[1], 'the view’s All filters');
    ({ copy, host } = print('wide'));
    await clickOn(copy.querySelectorAll('.bar--phone button')[0]!);
    host.hidden = false;
    assert(takeOverFirstPaint(host).length === 0, 'not carried out on the other layout');
  });

  it('a click outside the copy’s controls is not noted', async () => {
    const { copy, host } = page();
    host.hidden = true;
    await sendMouse({ type: 'click', position: [Math.round(innerWidth - 5), Math.round(innerHeight - 5)] });
    assert(!copy.hasAttribute(PRESSES_ATTRIBUTE), 'nothing noted');
    host.hidden = false;
    assert(takeOverFirstPaint(host).length === 0, 'nothing to press');
  });
});
