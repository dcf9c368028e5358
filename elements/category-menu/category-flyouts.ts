/**
 * The category menu's flyouts in a container 750 px wide or more: each category's sub-list shown
 * beside it instead of under it. A flyout opens when the pointer rests on its category (hover
 * intent: sampled every 20 ms, moved under 3 px), or by its toggle button (keyboard, touch); it
 * closes 70 ms after the pointer leaves, on Escape (the focus back on the toggle), when the focus
 * or a click goes elsewhere, and when another opens. An open flyout moves to the other side or
 * up when it would pass the viewport's edge. In a narrower container the sub-lists stay stacked
 * under their categories, as printed, and nothing is repositioned.
 */
import { FLYOUT_MIN_CONTAINER_WIDTH, HOVER_INTENT, flyoutPlacement, pointerRests, type Point } from '../../shared/engine/navigation/flyout.ts';
import { t } from '../../shared/messages/catalog.ts';

interface Flyout {
  item: HTMLLIElement;
  list: HTMLElement;
  toggle: HTMLButtonElement;
}

let generatedIds = 0;

/** Returns what closes every flyout (the menu closing). */
export function setUpFlyouts(host: HTMLElement, menuList: HTMLElement, signal: AbortSignal): () => void {
  const flyouts: Flyout[] = [];
  for (const item of menuList.children) {
    const list = item.querySelector<HTMLElement>(':scope > ul');
    if (!(item instanceof HTMLLIElement) || !list) continue;
    list.id ||= `shop-category-flyout-${++generatedIds}`;
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'shop-CategoryMenu-more';
    toggle.setAttribute('aria-expanded', 'false');
    toggle.setAttribute('aria-controls', list.id);
    toggle.setAttribute('aria-label', t('categoryMenu.subCategories', item.querySelector(':scope > a')?.textContent?.trim() ?? ''));
    list.before(toggle);
    item.classList.add('shop-CategoryMenu-parent');
    list.classList.add('shop-CategoryMenu-flyout');
    flyouts.push({ item, list, toggle });
  }
  if (flyouts.length === 0) return () => {};

  // Flyouts or the stacked list, by the container's width (the header's, where the menu sits).
  const container = host.closest('header') ?? host.parentElement ?? document.documentElement;
  let wide = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
    return timer;
  };
  const cancel = (timer: ReturnType<typeof setTimeout> | undefined) => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timers.delete(timer);
  };

  const place = ({ item, list }: Flyout) => {
    delete list.dataset.side;
    list.style.removeProperty('--shop-flyout-shift');
    const { side, shiftUp } = flyoutPlacement(
      list.getBoundingClientRect(),
      item.getBoundingClientRect(),
      { width: document.documentElement.clientWidth, height: window.innerHeight },
      container.clientWidth,
      getComputedStyle(item).direction === 'rtl',
    );
    if (side === 'start') list.dataset.side = 'start';
    if (shiftUp > 0) list.style.setProperty('--shop-flyout-shift', `${shiftUp}px`);
  };

  const setOpen = (flyout: Flyout, open: boolean) => {
    if (!wide || open === !flyout.list.hidden) return;
    if (open) for (const other of flyouts) if (other !== flyout) setOpen(other, false);
    flyout.list.hidden = !open;
    flyout.toggle.setAttribute('aria-expanded', String(open));
    flyout.item.toggleAttribute('data-open', open);
    if (open) place(flyout);
  };

  for (const flyout of flyouts) {
    const { item, toggle } = flyout;
    let sampling: ReturnType<typeof setTimeout> | undefined;
    let closing: ReturnType<typeof setTimeout> | undefined;
    let pointer: Point = { x: 0, y: 0 };
    // Hover intent: compare the pointer's place every 20 ms until it rests.
    const sample = (previous: Point) => {
      sampling = later(() => {
        if (pointerRests(previous, pointer)) setOpen(flyout, true);
        else sample(pointer);
      }, HOVER_INTENT.intervalMs);
    };
    item.addEventListener(
      'pointerenter',
      (event) => {
        if (event.pointerType === 'touch' || !wide) return;
        cancel(closing);
        if (!flyout.list.hidden) return;
        pointer = { x: event.clientX, y: event.clientY };
        cancel(sampling);
        sample(pointer);
      },
      { signal },
    );
    item.addEventListener('pointermove', (event) => (pointer = { x: event.clientX, y: event.clientY }), { signal, passive: true });
    item.addEventListener(
      'pointerleave',
      (event) => {
        if (event.pointerType === 'touch') return;
        cancel(sampling);
        closing = later(() => {
          // The keyboard's place wins over the pointer's: a flyout holding the focus stays.
          if (!item.contains(document.activeElement)) setOpen(flyout, false);
        }, HOVER_INTENT.timeoutMs);
      },
      { signal },
    );
    toggle.addEventListener('click', () => setOpen(flyout, flyout.list.hidden), { signal });
    item.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || flyout.list.hidden) return;
        // Only this flyout closes, not the whole menu.
        event.stopPropagation();
        setOpen(flyout, false);
        toggle.focus();
      },
      { signal },
    );
    item.addEventListener(
      'focusout',
      (event) => {
        if (!item.contains(event.relatedTarget as Node | null) && !item.matches(':hover')) setOpen(flyout, false);
      },
      { signal },
    );
  }
  document.addEventListener(
    'click',
    (event) => {
      for (const flyout of flyouts) if (!flyout.item.contains(event.target as Node)) setOpen(flyout, false);
    },
    { signal },
  );

  const applyLayout = (next: boolean) => {
    if (next === wide) return;
    wide = next;
    host.toggleAttribute('data-flyouts', wide);
    for (const { item, list, toggle } of flyouts) {
      list.hidden = wide;
      toggle.setAttribute('aria-expanded', 'false');
      item.removeAttribute('data-open');
    }
  };
  // Applied in the next frame, not in the observer's callback: showing or hiding the sub-lists
  // changes the header's own size (its height; its width where a scrollbar comes or goes) in the
  // same frame — a resize the observer cannot deliver then, which the browser reports on window as an error
  // ("ResizeObserver loop completed with undelivered notifications"; a shop's error tracker
  // collects it). One frame later is not seen: the menu starts long after the first paint.
  let frame = 0;
  const layout = new ResizeObserver(([entry]) => {
    const next = (entry?.contentRect.width ?? 0) >= FLYOUT_MIN_CONTAINER_WIDTH;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => applyLayout(next));
  });
  layout.observe(container);
  signal.addEventListener('abort', () => {
    layout.disconnect();
    cancelAnimationFrame(frame);
    for (const timer of timers) clearTimeout(timer);
    host.removeAttribute('data-flyouts');
    for (const { item, list, toggle } of flyouts) {
      toggle.remove();
      item.classList.remove('shop-CategoryMenu-parent');
      list.classList.remove('shop-CategoryMenu-flyout');
      list.hidden = false;
    }
  });
  return () => {
    for (const flyout of flyouts) setOpen(flyout, false);
  };
}
