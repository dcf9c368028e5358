/**
 * The site header, stuck to the top once the page is scrolled past it (thresholds in
 * shared/engine/header/sticky-header.ts). It keeps its place in the page while stuck (no jump),
 * optionally hides while the shopper scrolls down (`hide-on-scroll`; it shows again on the way
 * up and whenever the focus enters it), and offsets scroll-to targets (anchors, the reviews) by
 * the stuck height plus WordPress's admin bar through `--shop-scroll-offset`. A small
 * enhancement of the theme's header: no React. What sticking means (fixed on top, moved out of
 * view while hidden) is in storefront.css, at zero specificity.
 */
import { nextStickyState, scrollOffset, STUCK_HEIGHT, type StickyHeaderState } from '../../shared/engine/header/sticky-header.ts';
import { stickyHeaderEvent } from './sticky-header-events.ts';

export class StickyHeaderElement extends HTMLElement {
  private state: StickyHeaderState = { stuck: false, hidden: false };
  private previousScrollY = 0;
  private headerHeight = 0;
  /** The stuck header's own height, once seen (a theme may show fewer rows while stuck). */
  private stuckHeight = 0;
  private frame = 0;
  /** The scroll offset and admin bar height last written to the root. */
  private writtenOffsets = '';
  private abort: AbortController | null = null;
  private resizeObserver: ResizeObserver | null = null;

  get stuck(): boolean {
    return this.state.stuck;
  }

  connectedCallback(): void {
    this.abort = new AbortController();
    const { signal } = this.abort;
    const schedule = () => {
      if (!this.frame) this.frame = requestAnimationFrame(() => this.update());
    };
    window.addEventListener('scroll', schedule, { passive: true, signal });
    window.addEventListener(
      'resize',
      () => {
        this.stuckHeight = 0;
        this.measure();
        schedule();
      },
      { passive: true, signal },
    );
    // A keyboard user reaching the header finds it on screen.
    this.addEventListener('focusin', () => this.apply({ ...this.state, hidden: false }), { signal });
    // The first measure waits for the browser's own layout (a resize observer's first call comes
    // right after it): measuring at once forced the layout of a page still loading, a long task
    // (reading scrollY forces it too). The header's height can change later too (its elements
    // starting, fonts, a cart total): the offset follows, stuck or not. Every read comes before
    // any write: a read after a write makes the browser style and lay out the page again at once
    // (the scroll position too: it is read once, before the offsets are written).
    let first = true;
    this.resizeObserver = new ResizeObserver(() => {
      if (!first) return this.measure();
      first = false;
      const topBarHeight = this.topBarHeight();
      const y = scrollY;
      this.previousScrollY = y;
      this.measure();
      this.update(topBarHeight, y);
      this.dataset.shopReady = '';
    });
    if (this.header) {
      this.resizeObserver.observe(this.header);
      return;
    }
    this.previousScrollY = scrollY;
    this.measure();
    this.update();
    this.dataset.shopReady = '';
  }

  disconnectedCallback(): void {
    this.abort?.abort();
    this.resizeObserver?.disconnect();
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  private get header(): HTMLElement | null {
    return this.firstElementChild instanceof HTMLElement ? this.firstElementChild : null;
  }

  private measure(): void {
    const adminBar = document.getElementById('wpadminbar')?.offsetHeight ?? 0;
    if (this.state.stuck) this.stuckHeight = this.header?.offsetHeight ?? 0;
    else this.headerHeight = this.header?.offsetHeight ?? 0;
    // The stuck height setting (70), or the header's own height when it is taller (a phone's
    // rows): the stuck header's once it has stuck, the whole header's until then.
    const offset = scrollOffset(Math.max(STUCK_HEIGHT, this.stuckHeight || this.headerHeight), adminBar);
    const covered = this.hashTargetUnderHeader(offset);
    // Written only when they change: a custom property set on the root restyles the whole page.
    const written = `${offset} ${adminBar}`;
    if (written !== this.writtenOffsets) {
      this.writtenOffsets = written;
      document.documentElement.style.setProperty('--shop-scroll-offset', `${offset}px`);
      document.documentElement.style.setProperty('--shop-admin-bar', `${adminBar}px`);
    }
    covered?.scrollIntoView({ block: 'start', behavior: 'auto' });
  }

  /**
   * The page was brought to its address's target (#reviews) with a smaller offset than the header
   * turned out to need (its height became known later: fonts, its elements starting): the target
   * sits under the header, so it is brought into view again. A target elsewhere (the shopper
   * scrolled away) is left alone.
   */
  private hashTargetUnderHeader(offset: number): HTMLElement | null {
    if (location.hash.length < 2) return null;
    let target: HTMLElement | null;
    try {
      target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    } catch {
      // A malformed escape in the address names no element.
      return null;
    }
    if (!target || target.closest('[hidden]')) return null;
    const top = target.getBoundingClientRect().top;
    return top >= 0 && top < offset - 1 ? target : null;
  }

  private topBarHeight(): number {
    return this.header?.querySelector<HTMLElement>(this.getAttribute('top-bar') ?? '.header-top')?.offsetHeight ?? 0;
  }

  private update(topBarHeight = this.topBarHeight(), y = scrollY): void {
    this.frame = 0;
    const next = nextStickyState(this.state, {
      scrollY: y,
      previousScrollY: this.previousScrollY,
      headerHeight: this.headerHeight,
      topBarHeight,
      hideOnScroll: this.hasAttribute('hide-on-scroll'),
    });
    this.previousScrollY = y;
    this.apply(next);
  }

  private apply(next: StickyHeaderState): void {
    const changed = next.stuck !== this.state.stuck;
    this.state = next;
    // The header's box stays in the page while it is fixed on top.
    this.style.minHeight = next.stuck ? `${this.headerHeight}px` : '';
    this.toggleAttribute('data-stuck', next.stuck);
    this.toggleAttribute('data-hidden', next.hidden);
    if (changed && next.stuck && !this.stuckHeight) this.measure();
    if (changed) this.dispatchEvent(stickyHeaderEvent('shop-sticky-header-change', { stuck: next.stuck }));
  }
}
