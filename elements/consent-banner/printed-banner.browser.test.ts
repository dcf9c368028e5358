/**
 * The banner a server prints (printedBanner + its inline reveal script) in Chromium: the script
 * shows it while the page is parsed unless a choice is stored under the current revision; the
 * element then takes it over with exactly the same markup (nothing moves or changes), keeping
 * focus on the button that had it, and axe-clean.
 */
import axe from 'axe-core';
import { CONSENT_STORAGE_KEY } from '../../shared/engine/consent/consent-storage-names.ts';
import { consentRevealScript } from '../../shared/engine/consent/consent-reveal-script.ts';
import { markupToHtml } from '../../shared/engine/html/markup-tree.ts';
import { dataLayerBlock } from '../../shared/testing/data-layer-block.ts';
import { assert, until } from '../../shared/testing/wait.ts';
import { DEFAULT_CONSENT_MESSAGES } from './consent-messages.ts';
import { printedBanner } from './consent-banner-view.ts';

const POLICY = `${location.origin}/privacy-policy/`;

function printPage(): void {
  document.body.innerHTML = `${dataLayerBlock({ revision: 2 })}<shop-consent-banner policy-url="${POLICY}">${markupToHtml(printedBanner(DEFAULT_CONSENT_MESSAGES, POLICY))}</shop-consent-banner><main id="main"><p>Page</p></main>`;
  // As the page's parser runs it: an inline script right after the element.
  const script = document.createElement('script');
  script.textContent = consentRevealScript({ storageKey: CONSENT_STORAGE_KEY, revision: 2 });
  document.body.append(script);
}

const printed = () => document.querySelector<HTMLElement>('shop-consent-banner [data-consent-printed]');
/** The markup a visitor sees: without the attributes that only say where it came from. */
const visibleMarkup = (surface: Element) => {
  const copy = surface.cloneNode(true) as Element;
  copy.removeAttribute('data-consent-printed');
  copy.removeAttribute('hidden');
  return copy.outerHTML;
};

describe('a printed consent banner', () => {
  it('stays hidden when a choice is stored under this revision, and shows when the stored one is for another revision or unreadable', () => {
    for (const [stored, shows] of [
      [JSON.stringify({ v: 1, revision: 2, categories: { statistics: false, marketing: false, preferences: false } }), false],
      [JSON.stringify({ v: 1, revision: 1, categories: { statistics: true, marketing: true, preferences: true } }), true],
      ['{not json', true],
    ] as const) {
      localStorage.setItem(CONSENT_STORAGE_KEY, stored);
      printPage();
      assert(printed()!.hidden === !shows, `${stored}: hidden ${printed()!.hidden}`);
    }
    localStorage.removeItem(CONSENT_STORAGE_KEY);
  });

  it('shows before any module loads and is taken over by the element unchanged, focus kept on the same button; axe', async () => {
    printPage();
    const before = printed()!;
    assert(!before.hidden && before.getBoundingClientRect().height > 0, 'painted before the element is defined');
    const markup = visibleMarkup(before);
    before.querySelector<HTMLButtonElement>('[data-consent-action="accept"]')!.focus();
    await import('./define.ts');
    await until(() => !before.isConnected, 'the printed banner replaced');
    const surfaces = document.querySelectorAll('shop-consent-banner .shop-Consent');
    assert(surfaces.length === 1, `${surfaces.length} banners`);
    assert(visibleMarkup(surfaces[0]!) === markup, `changed:\n${visibleMarkup(surfaces[0]!)}\n${markup}`);
    assert(document.activeElement?.getAttribute('data-consent-action') === 'accept', `focus on ${document.activeElement?.outerHTML.slice(0, 80)}`);
    const results = await axe.run(document.querySelector('shop-consent-banner')!);
    assert(results.violations.length === 0, JSON.stringify(results.violations.map((v) => v.id)));
  });
});
