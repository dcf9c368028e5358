/**
 * A press on the printed consent banner before the element has started (its module still on the
 * way) is not lost: the element carries it out when it starts — here "Reject all": stored as a
 * refusal, the banner gone, focus on the page's main content — as made when it was pressed.
 */
import { CONSENT_STORAGE_KEY } from '../../shared/engine/consent/consent-storage-names.ts';
import { consentRevealScript } from '../../shared/engine/consent/consent-reveal-script.ts';
import { markupToHtml } from '../../shared/engine/html/markup-tree.ts';
import { dataLayerBlock } from '../../shared/testing/data-layer-block.ts';
import { assert, until } from '../../shared/testing/wait.ts';
import { $consentChosenAt } from '../../shared/stores/consent.ts';
import { DEFAULT_CONSENT_MESSAGES } from './consent-messages.ts';
import { printedBanner } from './consent-banner-view.ts';

describe('a printed consent banner pressed early', () => {
  it('carries out "Reject all" pressed before the element started', async () => {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    document.body.innerHTML = `${dataLayerBlock()}<shop-consent-banner>${markupToHtml(printedBanner(DEFAULT_CONSENT_MESSAGES, null))}</shop-consent-banner><main id="main"><p>Page</p></main>`;
    const script = document.createElement('script');
    script.textContent = consentRevealScript({ storageKey: CONSENT_STORAGE_KEY, revision: 1 });
    document.body.append(script);
    const reject = document.querySelector<HTMLButtonElement>('[data-consent-action="reject"]')!;
    reject.focus();
    const pressedAt = Date.now();
    reject.click();
    assert(localStorage.getItem(CONSENT_STORAGE_KEY) === null, 'nothing stored before the element runs');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await import('./define.ts');
    await until(() => !document.querySelector('shop-consent-banner .shop-Consent'), 'the banner closed');
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as { categories: Record<string, boolean> } | null;
    assert(stored?.categories.statistics === false && stored.categories.marketing === false, JSON.stringify(stored));
    assert(document.activeElement === document.querySelector('main'), `focus on ${document.activeElement?.localName}`);
    const chosenAt = $consentChosenAt.get() ?? 0;
    assert(chosenAt >= pressedAt && chosenAt < pressedAt + 100, `chosen ${chosenAt - pressedAt} ms after the press, not when the element started`);
  });
});
