/**
 * WooCommerce's product tabs as WAI-ARIA tabs (automatic activation): one panel shown, the
 * arrows, Home and End move between the tabs, a click opens one. The address opens a tab and
 * scrolls it into view: #reviews, #comments, #tab-reviews, a review's #comment-<n> anchor, a page
 * of reviews (comment-page-, cpage=), #tab-<key> — on load, on a hash change and on a click on
 * a link to such a hash (the rating's "customer reviews" link sets #reviews). With
 * `layout="accordion"` the same panels are a WAI-ARIA accordion instead: a heading with a button
 * above each panel, any number open, the address opening its panel the same way. A small
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
  /** The accordion's button above the panel (layout="accordion" only). */
  toggle?: HTMLButtonElement;
}

export class TabsElement extends EnhancementElement {
  private tabs: Tab[] = [];
  /** The layout, read when the element starts. */
  private accordion = false;

  protected start(signal: AbortSignal): boolean | void {
    this.tabs = [...this.querySelectorAll<HTMLAnchorElement>('.wc-tabs a[href^="#tab-"]')].flatMap((link) => {
      const key = link.hash.slice(5);
      const panel = this.querySelector<HTMLElement>(`#${CSS.escape(link.hash.slice(1))}`);
      return panel ? [{ key, link, panel }] : [];
    });
    if (this.tabs.length === 0) return false;
    this.accordion = this.getAttribute('layout') === 'accordion';
    if (this.accordion) this.startAccordion(signal);
    else this.startTabs(signal);
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

  private startTabs(signal: AbortSignal): void {
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
  }

  /**
   * The accordion: the tab list goes (its links would repeat the headings), each panel gets a
   * heading with a button naming it (aria-expanded, aria-controls) and is a region labelled by
   * it. The address's panel opens, else the first; a button opens or closes its own panel only.
   */
  private startAccordion(signal: AbortSignal): void {
    const list = this.querySelector<HTMLElement>('.wc-tabs');
    if (list) list.hidden = true;
    for (const tab of this.tabs) {
      const heading = document.createElement('h2');
      heading.className = 'shop-Tabs-heading';
      const toggle = document.createElement('button');
      toggle.type = 'button';
      toggle.className = 'shop-Tabs-toggle';
      toggle.id = `${tab.panel.id}-toggle`;
      toggle.setAttribute('aria-controls', tab.panel.id);
      toggle.textContent = tab.link.textContent;
      heading.append(toggle);
      tab.panel.before(heading);
      tab.panel.setAttribute('role', 'region');
      tab.panel.setAttribute('aria-labelledby', toggle.id);
      tab.panel.removeAttribute('tabindex');
      tab.toggle = toggle;
      toggle.addEventListener('click', () => this.expand(tab, tab.panel.hidden), { signal });
    }
    const first = this.fromLocation() ?? this.tabs[0]!.key;
    for (const tab of this.tabs) this.expand(tab, tab.key === first);
  }

  /** The accordion's headings go with the element (a reconnected element makes them again). */
  protected override stop(): void {
    for (const tab of this.tabs) {
      tab.toggle?.parentElement?.remove();
      tab.toggle = undefined;
    }
  }

  private expand(tab: Tab, open: boolean): void {
    tab.panel.hidden = !open;
    tab.toggle?.setAttribute('aria-expanded', String(open));
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
    if (this.accordion)
      this.expand(
        this.tabs.find((tab) => tab.key === key)!,
        true,
      );
    else this.select(key, false);
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
