/**
 * Defines each element the first time its tag appears in the page, not before.
 * `data-load-on` on an element picks when: "ready" (default), "firstInteraction" (first
 * pointer, key or touch anywhere) or "visible" (scrolled into view).
 */
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
  'shop-price-slider': () => import('../elements/price-slider/define.ts'),
  'shop-quick-view': () => import('../elements/quick-view/define.ts'),
  'shop-swatches': () => import('../elements/swatches/define.ts'),
  'shop-offcanvas': () => import('../elements/offcanvas/define.ts'),
};

const requested = new Set<string>();

function define(tag: string): void {
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  registry[tag]?.().catch((error: unknown) => {
    requested.delete(tag);
    console.error(`[shop] Could not load <${tag}>:`, error);
  });
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

const visibility = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    visibility.unobserve(entry.target);
    define(entry.target.localName);
  }
});

function schedule(element: Element): void {
  const tag = element.localName;
  if (!(tag in registry) || requested.has(tag)) return;
  switch (element.getAttribute('data-load-on')) {
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

scan(document);
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) if (node instanceof Element) scan(node);
  }
}).observe(document.documentElement, { childList: true, subtree: true });
