/**
 * Defines each element the first time its tag appears in the page, not before.
 * `data-load-on` on an element picks when: "ready" (default), "firstInteraction" (first
 * pointer, key or touch anywhere), "visible" (scrolled into view) or "intent" (the pointer over
 * it, a touch or the focus in it, or else once the browser is idle after the page's load). An
 * element whose job starts with a click on the page's own links (the quick view) loads on the
 * first interaction by default, and a click on one of its triggers that comes before it is ready
 * is held and replayed once the element says it is (`data-shop-ready`). The live search loads on
 * intent by default: its no-script form works until then, and what was typed in it carries over.
 */
import { loadChunk } from './platform/load-timeout.ts';
import { watchEarlyCartAdds } from './runtime/cart-adds.ts';
import { startEarlyRecorder } from './runtime/tracking/recorded-actions.ts';

const registry: Record<string, () => Promise<unknown>> = {
  'shop-mini-cart': () => import('../elements/mini-cart/define.ts'),
  'shop-add-to-cart': () => import('../elements/add-to-cart/define.ts'),
  'shop-quantity': () => import('../elements/quantity/define.ts'),
  'shop-products': () => import('../elements/products/define.ts'),
  'shop-pagination': () => import('../elements/pagination/define.ts'),
  'shop-sort': () => import('../elements/sort/define.ts'),
  'shop-applied-filters': () => import('../elements/applied-filters/define.ts'),
  'shop-filter-sidebar': () => import('../elements/filter-sidebar/define.ts'),
  'shop-filter-bar': () => import('../elements/filter-bar/define.ts'),
  'shop-live-search': () => import('../elements/live-search/define.ts'),
  'shop-sticky-add-to-cart': () => import('../elements/sticky-add-to-cart/define.ts'),
  'shop-password-toggle': () => import('../elements/password-toggle/define.ts'),
  'shop-address-fields': () => import('../elements/address-fields/define.ts'),
  'shop-price-slider': () => import('../elements/price-slider/define.ts'),
  'shop-quick-view': () => import('../elements/quick-view/define.ts'),
  'shop-swatches': () => import('../elements/swatches/define.ts'),
  'shop-offcanvas': () => import('../elements/offcanvas/define.ts'),
  'shop-tabs': () => import('../elements/tabs/define.ts'),
  'shop-sticky-header': () => import('../elements/sticky-header/define.ts'),
  'shop-popup': () => import('../elements/popup/define.ts'),
  'shop-listing-swatches': () => import('../elements/listing-swatches/define.ts'),
  'shop-category-menu': () => import('../elements/category-menu/define.ts'),
  'shop-count-up': () => import('../elements/count-up/define.ts'),
  'shop-store-notice': () => import('../elements/store-notice/define.ts'),
  'shop-product-gallery': () => import('../elements/product-gallery/define.ts'),
  'shop-consent-banner': () => import('../elements/consent-banner/define.ts'),
  'shop-consent-settings': () => import('../elements/consent-settings/define.ts'),
  'shop-tracking': () => import('../elements/tracking/define.ts'),
  'shop-order-attribution': () => import('../elements/order-attribution/define.ts'),
  'shop-cart-capture': () => import('../elements/cart-capture/define.ts'),
  'shop-exit-intent': () => import('../elements/exit-intent/define.ts'),
  'shop-push-prompt': () => import('../elements/push-prompt/define.ts'),
  'shop-photo-feed': () => import('../elements/photo-feed/define.ts'),
};

/** Elements not needed before the shopper acts, and the clicks they take over. */
const deferred: Record<string, { triggers: string }> = {
  'shop-quick-view': { triggers: '.shop-QuickView-trigger[data-product_id]' },
};

/** Elements whose server markup works until they load: fetched on intent, not with the page. */
const byIntent = new Set(['shop-live-search']);

/**
 * Elements that draw nothing when the page opens (they record, or wait for a later moment): their
 * modules are asked for after the others. A theme puts them at the top of the body, and on a first
 * visit over HTTP/1.1 (six connections per host) they took the connections the filter's and the
 * listing's modules were waiting for.
 */
const BACKGROUND = new Set(['shop-tracking', 'shop-order-attribution', 'shop-cart-capture', 'shop-exit-intent', 'shop-push-prompt']);

const requested = new Set<string>();

function define(tag: string): void {
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  const load = registry[tag];
  if (!load) return;
  // A failed or stalled load is reported as the storefront names it and tried again when the tag appears again.
  void loadChunk(tag.slice('shop-'.length), load).then((module) => module ?? requested.delete(tag));
}

let interacted = false;
const waitingForInteraction = new Set<string>();
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'mousedown'] as const;

function onFirstInteraction(): void {
  interacted = true;
  for (const type of INTERACTIONS) document.removeEventListener(type, onFirstInteraction, true);
  for (const tag of waitingForInteraction) define(tag);
  waitingForInteraction.clear();
}
for (const type of INTERACTIONS) document.addEventListener(type, onFirstInteraction, { capture: true, passive: true });

const INTENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Once the page has loaded and the browser has nothing else to do (at most 3 s later). Its own
 * few lines, not main-thread.ts's whenIdleAfterLoad(): the loader imports nothing a shared chunk holds.
 */
function whenIdleAfterLoad(run: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 200));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function onIntent(element: Element): void {
  const tag = element.localName;
  const load = () => define(tag);
  for (const type of INTENTS) element.addEventListener(type, load, { once: true, passive: true });
  whenIdleAfterLoad(load);
}

const visibility = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    visibility.unobserve(entry.target);
    define(entry.target.localName);
  }
});

/** Resolves once an element of this tag is ready for its triggers (or after 5 s: the link then works as a link). */
function whenReady(tag: string): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      if (document.querySelector(`${tag}[data-shop-ready]`)) resolve(true);
      else if (performance.now() - started > 5000) resolve(false);
      else requestAnimationFrame(check);
    };
    check();
  });
}

document.addEventListener(
  'click',
  (event) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    for (const [tag, { triggers }] of Object.entries(deferred)) {
      const trigger = (event.target as Element | null)?.closest?.<HTMLElement>(triggers);
      if (!trigger || !document.querySelector(tag) || document.querySelector(`${tag}[data-shop-ready]`)) continue;
      event.preventDefault();
      event.stopImmediatePropagation();
      define(tag);
      void whenReady(tag).then((ready) => (ready ? trigger.click() : trigger instanceof HTMLAnchorElement && location.assign(trigger.href)));
      return;
    }
  },
  true,
);

function schedule(element: Element): void {
  const tag = element.localName;
  if (!(tag in registry) || requested.has(tag)) return;
  switch (element.getAttribute('data-load-on') ?? (tag in deferred ? 'firstInteraction' : byIntent.has(tag) ? 'intent' : null)) {
    case 'intent':
      onIntent(element);
      break;
    case 'firstInteraction':
      if (interacted) define(tag);
      else waitingForInteraction.add(tag);
      break;
    case 'visible':
      visibility.observe(element);
      break;
    default:
      define(tag);
  }
}

const selector = Object.keys(registry).join(',');

function scan(root: ParentNode): void {
  if (root instanceof Element && root.matches(selector)) schedule(root);
  root.querySelectorAll(selector).forEach(schedule);
}

/** The page's elements a few milliseconds' worth per task: each define starts a module request. */
function scanInSlices(elements: Element[]): void {
  const started = performance.now();
  while (elements.length > 0 && performance.now() - started < 8) schedule(elements.shift()!);
  if (elements.length > 0) setTimeout(() => scanInSlices(elements));
}

/**
 * A theme written for the filter's specification: containers by class (`{namespace}-vertical-filters`
 * …) instead of our tags. The namespace is in the configuration, which this file does not read:
 * any namespace's container counts (the list is spec-markup.ts's, written out: this file imports
 * nothing a shared chunk holds).
 */
const SPEC_CONTAINERS = [
  'applied-filters',
  'vertical-filters',
  'horizontal-filters',
  'mobile-filters',
  'show-more-button',
  'show-previous-button',
  'infinite-scroll',
]
  .map((name) => `[class*="-${name}"]`)
  .join(',');

function mountSpecMarkup(): void {
  if (!document.getElementById('shop-filter-config')) return;
  if (document.querySelector('shop-products') && !document.querySelector(SPEC_CONTAINERS)) return;
  void loadChunk('filter-app', () => import('./runtime/spec-markup-mount.ts')).then((m) => m?.mountSpecMarkupOnce());
}

// A server's first paint of an element (the filter sidebar's) is on screen before the element's
// scripts: a shopper's presses on it are kept for the element (the selector written out: the
// module that names it is loaded only here).
if (document.querySelector('[data-shop-first-paint]'))
  void loadChunk('first-paint-presses', () => import('./runtime/first-paint-presses.ts')).then((m) => m?.keepFirstPaintPresses());

// The tracking's module comes last (BACKGROUND): what the shopper does meanwhile is kept for it
// (in memory; the element drops it on a refusal). The recorder is in the chunk the loader imports anyway.
if (document.querySelector('shop-tracking')) startEarlyRecorder();
// The same for the push prompt (also in BACKGROUND): a cart add before it loads still opens it.
if (document.querySelector('shop-push-prompt')) watchEarlyCartAdds();

// The first scan after the task that ends the page's parsing (the browser's first style and
// layout of the whole page run there), and in slices: together they made one long task on a
// first view.
setTimeout(() => {
  // Only a page editor's page has WordPress's admin bar or block edit markers: shoppers never load these tools.
  // (The marker's selector is written out: importing it would bring the messages into the loader.)
  if (document.querySelector('#wpadminbar, div.block-edit-link')) void import('./platform/page-editor-tools.ts').then((m) => m.startPageEditorTools());
  mountSpecMarkup();
  const found = [...document.querySelectorAll(selector)];
  const inBackground = (element: Element) => BACKGROUND.has(element.localName);
  scanInSlices([...found.filter((element) => !inBackground(element)), ...found.filter(inBackground)]);
});
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) if (node instanceof Element) scan(node);
  }
}).observe(document.documentElement, { childList: true, subtree: true });
