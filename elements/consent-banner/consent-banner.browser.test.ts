/**
 * <shop-consent-banner> alone in Chromium: it asks in explicit mode with Google's consent mode
 * default written first (everything denied but security, with wait_for_update), reject and accept
 * alike; a refusal is stored and signalled (gtag update, our event); a settings link reopens the
 * choice per category with focus inside, Save grants one category (the WP Consent API answers and
 * announces it); a withdrawal deletes that category's cookies; translated words; the modal mode.
 */
import { setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { dataLayerBlock } from '../../shared/testing/data-layer-block.ts';
import { mount } from '../../shared/testing/mount.ts';
import { assert, until } from '../../shared/testing/wait.ts';

const layerBlock = dataLayerBlock({
  revision: 3,
  shop: { page_type: 'other' },
  pixels: {
    google: { consent_mode: { is_active: true, mode: 'basic', wait_for_update: 500, ads_data_redaction: true, url_passthrough: false } },
    facebook: null,
  },
});

const page = (banner: string) =>
  `${layerBlock}${banner}<main id="main"><p>Page</p></main><footer><a href="/privacy-policy/" data-shop-consent-open>Cookie settings</a></footer>`;

type GtagCall = IArguments | unknown[];
const gtagCalls = () => ((window as unknown as { dataLayer?: GtagCall[] }).dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
const button = (name: string) => [...document.querySelectorAll<HTMLButtonElement>('shop-consent-banner button')].find((b) => b.textContent === name)!;
const stored = () => JSON.parse(localStorage.getItem('shop_consent') ?? 'null') as { revision: number; categories: Record<string, boolean> } | null;
const updates: unknown[] = [];
const wpChanges: unknown[] = [];

before(async () => {
  await setViewport({ width: 1280, height: 800 });
  localStorage.removeItem('shop_consent');
  document.addEventListener('shop-consent-update', (event) => updates.push((event as CustomEvent).detail));
  document.addEventListener('wp_listen_for_consent_change', (event) => wpChanges.push((event as CustomEvent).detail));
});

describe('<shop-consent-banner>', () => {
  it('asks in explicit mode: a labelled region, Reject all before Accept all, same element and class; consent mode default first; axe', async () => {
    await mount(page('<shop-consent-banner policy-url="/privacy-policy/"></shop-consent-banner>'), {
      define: () => import('./define.ts'),
      ready: (host) => !!host.querySelector('.shop-Consent'),
    });
    const region = document.querySelector('[role="region"][aria-label="Cookie consent"]');
    assert(region, 'the region');
    const names = [...region!.querySelectorAll('button')].map((b) => b.textContent);
    assert(names.join() === 'Reject all,Accept all,Choose', names.join());
    assert(button('Reject all').className === button('Accept all').className, 'same class');
    const [first] = gtagCalls();
    assert(first?.[0] === 'consent' && first[1] === 'default', JSON.stringify(first));
    const signals = first![2] as Record<string, unknown>;
    assert(
      signals.ad_storage === 'denied' && signals.analytics_storage === 'denied' && signals.security_storage === 'granted' && signals.wait_for_update === 500,
      JSON.stringify(signals),
    );
    assert(stored() === null, 'nothing stored before the choice');
    assert(region!.querySelector('a')?.getAttribute('href') === new URL('/privacy-policy/', location.href).href, 'the policy linked');
    const results = await axe.run(document.querySelector('shop-consent-banner')!);
    assert(results.violations.length === 0, results.violations.map((v) => v.id).join());
  });

  it('Reject all: stored under the policy revision, signalled, the banner gone and focus on the page', async () => {
    button('Reject all').focus();
    button('Reject all').click();
    assert(!document.querySelector('.shop-Consent'), 'closed');
    assert(stored()?.revision === 3 && stored()?.categories.marketing === false, JSON.stringify(stored()));
    const last = gtagCalls().at(-1)!;
    assert(last[0] === 'consent' && last[1] === 'update' && (last[2] as Record<string, string>).ad_storage === 'denied', JSON.stringify(last));
    assert((updates.at(-1) as { kind: string }).kind === 'update', 'our event');
    assert(document.activeElement === document.getElementById('main'), 'focus on the main content');
    assert(document.querySelector('shop-consent-banner [role="status"]')?.textContent === 'Your cookie choices are saved.', 'announced');
  });

  it('a settings link reopens the choice per category with focus inside; Save grants marketing; the WP Consent API follows', async () => {
    const link = document.querySelector<HTMLAnchorElement>('a[data-shop-consent-open]')!;
    link.focus();
    link.click();
    await until(() => !!document.querySelector('input[name="marketing"]'), 'the choice per category');
    const necessary = document.querySelector<HTMLInputElement>('input[name="necessary"]')!;
    assert(necessary.checked && necessary.disabled, 'necessary always on');
    assert(document.activeElement === document.querySelector('input[name="statistics"]'), 'focus on the first choice');
    assert(
      document.querySelector('#' + document.querySelector('input[name="marketing"]')!.getAttribute('aria-describedby'))?.textContent?.includes('ads'),
      'described',
    );
    document.querySelector<HTMLInputElement>('input[name="marketing"]')!.click();
    button('Save my choices').click();
    assert(stored()?.categories.marketing === true && stored()?.categories.statistics === false, JSON.stringify(stored()));
    const wp = window as unknown as { wp_has_consent(c: string): boolean; wp_consent_type: string };
    assert(wp.wp_has_consent('marketing') && !wp.wp_has_consent('statistics') && wp.wp_has_consent('functional'), 'wp_has_consent');
    assert(wp.wp_consent_type === 'optin', wp.wp_consent_type);
    assert(JSON.stringify(wpChanges.at(-1)) === JSON.stringify({ marketing: 'allow' }), JSON.stringify(wpChanges.at(-1)));
    assert(document.activeElement === link, 'focus back on the link');
  });

  it('withdrawing marketing deletes its cookies and storage at once; statistics cookies stay while granted', async () => {
    document.cookie = '_fbp=fb.1.1790000000000.123456789; path=/';
    document.cookie = '_gcl_au=1.1.1.1; path=/';
    document.cookie = 'shop_theme=dark; path=/';
    sessionStorage.setItem('_shop_session_data', '{}');
    (window as unknown as { wp_set_consent(c: string, v: string): void }).wp_set_consent('marketing', 'deny');
    assert(!document.cookie.includes('_fbp') && !document.cookie.includes('_gcl_au'), document.cookie);
    assert(document.cookie.includes('shop_theme=dark'), 'other cookies stay');
    assert(sessionStorage.getItem('_shop_session_data') === null, 'storage deleted');
    assert(stored()?.categories.marketing === false, 'stored');
  });

  it('translated words from the JSON block; the modal mode opens a labelled dialog and Escape returns to the link', async () => {
    await mount(
      page(
        '<shop-consent-banner mode="modal"><script type="application/json" data-consent-messages>{"customizeTitle":"Cookies wählen","save":"Speichern"}</script></shop-consent-banner>',
      ),
      { ready: () => true },
    );
    const link = document.querySelector<HTMLAnchorElement>('a[data-shop-consent-open]')!;
    link.focus();
    link.click();
    await until(() => !!document.querySelector('dialog.shop-Consent'), 'the dialog');
    const dialog = document.querySelector<HTMLDialogElement>('dialog.shop-Consent')!;
    assert(dialog.open && dialog.matches(':modal'), 'modal');
    assert(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent === 'Cookies wählen', 'translated title');
    assert(!!button('Speichern'), 'translated button');
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await until(() => !document.querySelector('dialog.shop-Consent'), 'closed');
    assert(document.activeElement === link, 'focus back on the link');
  });
});
