/**
 * WooCommerce's product tabs as WAI-ARIA tabs (automatic activation): one panel shown, the
 * arrows, Home and End move between the tabs, a click opens one. The address opens a tab and
 * scrolls it into view: #reviews, #comments, #tab-reviews, a review's #comment-<n> anchor, a page
 * of reviews (comment-page-, cpage=), #tab-<key> — on load, on a hash change and on a click on
 * a link to such a hash (the rating's "customer reviews" link sets #reviews). A small
 * enhancement of the theme's markup: no React.
 */
import { textDirection } from '../../shared/platform/text-direction.ts';
import { tabForKey, tabFromLocation } from '../../shared/engine/product-page/tab-from-location.ts';
import { EnhancementElement } from '../../shared/runtime/enhancement-element.ts';
import { prefersReducedMotion } from '../../shared/platform/reduced-motion.ts';
import { againAtLoad } from '../../shared/platform/again-at-load.ts';

interface Tab {
  key: string;
  link: HTMLAnchorElement;
  panel: HTMLElement;
}

export class TabsElement extends EnhancementElement {
  private tabs: Tab[] = [];

  protected start(signal: AbortSignal): boolean | void {
    this.tabs = [...this.querySelectorAll<HTMLAnchorElement>('.wc-tabs a[href^="#tab-"]')].flatMap((link) => {
      const key = link.hash.slice(5);
      const panel = this.querySelector<HTMLElement>(`#${CSS.escape(link.hash.slice(1))}`);
      return panel ? [{ key, link, panel }] : [];
    });
    if (this.tabs.length === 0) return false;
    for (const { link, panel } of this.tabs) {
      link.setAttribute('role', 'tab');
      link.setAttribute('aria-controls', panel.id);
      if (!link.id) link.id = `${panel.id}-title`;
      link.closest('li')?.setAttribute('role', 'presentation');
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', link.id);
      panel.tabIndex = 0;
    }
    this.querySelector('.wc-tabs')?.setAttribute('role', 'tablist');
    this.select(this.fromLocation() ?? this.tabs[0]!.key, false);
    this.addEventListener('click', (event) => this.onTabClick(event), { signal });
    this.addEventListener('keydown', (event) => this.onKey(event), { signal });
    window.addEventListener('hashchange', () => this.openFromLocation(), { signal });
    // A link to the hash the page already has fires no hashchange (the review link clicked twice).
    document.addEventListener('click', (event) => this.onPageLinkClick(event), { signal });
    this.dataset.shopReady = '';
    // The page opened at a tab's address: the browser scrolled before the panel was shown.
    if (this.fromLocation()) {
      requestAnimationFrame(() => this.scrollToTarget());
      againAtLoad(() => this.scrollToTarget('auto'), signal);
    }
  }

  private fromLocation(): string | null {
    return tabFromLocation(
      location,
      this.tabs.map((t) => t.key),
    );
  }

  private select(key: string, focus: boolean): void {
    for (const tab of this.tabs) {
      const active = tab.key === key;
      tab.link.setAttribute('aria-selected', String(active));
      tab.link.tabIndex = active ? 0 : -1;
      tab.link.closest('li')?.classList.toggle('active', active);
      tab.panel.hidden = !active;
      if (active && focus) tab.link.focus();
    }
  }

  private openFromLocation(): void {
    const key = this.fromLocation();
    if (!key) return;
    this.select(key, false);
    this.scrollToTarget();
  }

  /** The element the hash names if it is in the open panel (a review), else the tabs. */
  private scrollToTarget(behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth'): void {
    const named = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    const target = named && this.contains(named) && !named.closest('[hidden]') ? named : this;
    target.scrollIntoView({ block: 'start', behavior });
  }

  private onTabClick(event: MouseEvent): void {
    const tab = this.tabs.find((t) => t.link.contains(event.target as Node));
    if (!tab) return;
    event.preventDefault();
    this.select(tab.key, true);
  }

  private onKey(event: KeyboardEvent): void {
    const index = this.tabs.findIndex((t) => t.link === event.target);
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = tabForKey(event.key, index, this.tabs.length, textDirection(this));
    if (next === null) return;
    event.preventDefault();
    this.select(this.tabs[next]!.key, true);
  }

  private onPageLinkClick(event: MouseEvent): void {
    if (event.defaultPrevented || event.button !== 0) return;
    const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
    if (!(link instanceof HTMLAnchorElement) || this.contains(link) || link.hash !== location.hash) return;
    if (link.pathname !== location.pathname || link.search !== location.search) return;
    if (!this.fromLocation()) return;
    event.preventDefault();
    this.openFromLocation();
  }
}
