/**
 * A field focused before the banner started (autofocus, as a refused checkout coupon comes back;
 * or a followed #link) is not left under it: once the banner is up, the page scrolls the field clear,
 * with the description beside it (the reason the code was refused).
 */
import { setViewport } from '@web/test-runner-commands';
import { dataLayerBlock } from '../../shared/testing/data-layer-block.ts';
import { mount } from '../../shared/testing/mount.ts';
import { assert, until } from '../../shared/testing/wait.ts';

describe('<shop-consent-banner> and a focus made before it', () => {
  it('scrolls a field focused before it started clear of it (375 × 700)', async () => {
    await setViewport({ width: 375, height: 700 });
    localStorage.removeItem('shop_consent');
    const layer = dataLayerBlock({ revision: 1, shop: { page_type: 'other' } });
    // The stylesheet's placement (styles/consent-banner.css: fixed to the window's bottom); the
    // field sits near the window's bottom, where the banner will be, and has the focus first.
    const placement = '<style>.shop-Consent--banner { position: fixed; inset: auto 0 0 0; min-height: 240px; background: #fff; }</style>';
    const html = `${placement}${layer}<shop-consent-banner policy-url="/privacy-policy/"></shop-consent-banner><main id="main"><div style="height: 600px"></div><p class="form-row"><input id="field" aria-label="Coupon code" aria-describedby="reason"><span id="reason" role="alert" style="display: block; height: 60px">Coupon "nope" cannot be applied because it does not exist.</span></p><div style="height: 1200px"></div></main>`;
    await mount(html, {
      define: async () => {
        document.getElementById('field')!.focus();
        assert(document.getElementById('field')!.getBoundingClientRect().bottom > 600, 'the field starts low in the window');
        await import('./define.ts');
      },
      ready: (host) => !!host.querySelector('.shop-Consent'),
    });
    const field = document.getElementById('field')!;
    const reason = document.getElementById('reason')!;
    const banner = document.querySelector('.shop-Consent')!;
    await until(() => reason.getBoundingClientRect().bottom <= banner.getBoundingClientRect().top, 'the field and its reason above the banner');
    assert(field.getBoundingClientRect().top >= 0, 'the field still in the window');
    assert(document.activeElement === field, 'the focus stays on the field');
  });
});
