/**
 * A page's translation in Chromium: the `#shop-translations` block the shop prints is read before
 * the first element renders, so a React element (the quantity stepper) and a DOM-built one (the
 * consent banner) come up in German; a theme's own words for the banner still win; and the public
 * API switches the language for what renders next.
 */
import { dataLayerBlock } from '../testing/data-layer-block.ts';
import { mount } from '../testing/mount.ts';
import { assert, until } from '../testing/wait.ts';
import { messagesLocale, setTranslations } from '../i18n.ts';

const GERMAN = {
  domain: 'messages',
  locale_data: {
    messages: {
      '': { domain: 'messages', lang: 'de_DE', 'plural-forms': 'nplurals=2; plural=(n != 1);' },
      'Decrease quantity': ['Menge verringern'],
      'Increase quantity': ['Menge erhöhen'],
      'Your privacy': ['Deine Privatsphäre'],
      'Accept all': ['Alle akzeptieren'],
      'Reject all': ['Alle ablehnen'],
      'Cookie consent': ['Cookie-Einwilligung'],
    },
  },
};
const block = `<script type="application/json" id="shop-translations">${JSON.stringify(GERMAN).replace(/</g, '\\u003c')}</script>`;
const layer = dataLayerBlock({ revision: 1, shop: { page_type: 'other' }, pixels: { google: null, facebook: null } });
const labels = (host: Element, selector: string) => [...host.querySelectorAll(selector)].map((b) => b.getAttribute('aria-label') ?? b.textContent);

describe('the page’s translation', () => {
  it('is read before the first render: a React element and the banner speak German; the language is the file’s', async () => {
    localStorage.removeItem('shop_consent');
    const host = await mount(`${block}${layer}<form><shop-quantity name="q" value="1"></shop-quantity></form><shop-consent-banner></shop-consent-banner>`, {
      selector: 'shop-quantity',
      define: () => Promise.all([import('../../elements/quantity/define.ts'), import('../../elements/consent-banner/define.ts')]),
      ready: (element) => !!element.querySelector('button.plus'),
    });
    assert(labels(host, 'button').join() === 'Menge verringern,Menge erhöhen', labels(host, 'button').join());
    const banner = document.querySelector('shop-consent-banner')!;
    await until(() => !!banner.querySelector('[role="region"]'), 'the banner asks');
    const region = banner.querySelector('[role="region"]');
    assert(region?.getAttribute('aria-label') === 'Cookie-Einwilligung', region?.outerHTML.slice(0, 120) ?? 'no region');
    assert(region!.querySelector('h2')?.textContent === 'Deine Privatsphäre', region!.querySelector('h2')?.textContent ?? '');
    // Words the file lacks stay English.
    assert(labels(region!, 'button').includes('Choose'), labels(region!, 'button').join());
    assert(messagesLocale() === 'de-DE', messagesLocale());
  });

  it('setTranslations(): a theme’s file for what renders next; null goes back to English', async () => {
    setTranslations({
      locale_data: { messages: { '': { lang: 'fr_FR', 'plural-forms': 'nplurals=2; plural=(n > 1);' }, 'Increase quantity': ['Augmenter la quantité'] } },
    });
    let host = await mount('<form><shop-quantity name="q" value="1"></shop-quantity></form>', { ready: (element) => !!element.querySelector('button.plus') });
    assert(host.querySelector('button.plus')?.getAttribute('aria-label') === 'Augmenter la quantité', host.innerHTML.slice(0, 200));
    assert(messagesLocale() === 'fr-FR', messagesLocale());
    setTranslations(null);
    host = await mount('<form><shop-quantity name="q" value="1"></shop-quantity></form>', { ready: (element) => !!element.querySelector('button.plus') });
    assert(host.querySelector('button.plus')?.getAttribute('aria-label') === 'Increase quantity', host.innerHTML.slice(0, 200));
    assert(messagesLocale() === 'en', messagesLocale());
  });
});
