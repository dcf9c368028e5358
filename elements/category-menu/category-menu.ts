/**
 * The vertical category menu: a "Shop by category" button that shows or hides the list of
 * categories (a disclosure: aria-expanded, Escape closes and gives the focus back to the button,
 * a click elsewhere closes it). With `force-open` (the home page) the list is open while the
 * sticky header is not stuck, and closes when it sticks (it would cover the page), as the
 * theme does; on screens under 850 px it stays a button. In a container 750 px wide or more each
 * category's sub-list is a flyout beside it (category-flyouts.ts). Without JavaScript the header's own
 * category links serve. A small enhancement: no React.
 */
import { EnhancementElement } from '../../shared/runtime/enhancement-element.ts';
import { setUpFlyouts } from './category-flyouts.ts';

export class CategoryMenuElement extends EnhancementElement {
  private button: HTMLButtonElement | null = null;
  private list: HTMLElement | null = null;
  private closeFlyouts: () => void = () => {};

  get open(): boolean {
    return this.button?.getAttribute('aria-expanded') === 'true';
  }

  set open(value: boolean) {
    if (!this.button || !this.list) return;
    this.button.setAttribute('aria-expanded', String(value));
    this.list.hidden = !value;
    if (!value) this.closeFlyouts();
    this.toggleAttribute('data-open', value);
  }

  protected start(signal: AbortSignal): boolean | void {
    this.button = this.querySelector<HTMLButtonElement>('button[aria-controls]');
    this.list = this.button ? document.getElementById(this.button.getAttribute('aria-controls') ?? '') : null;
    if (!this.button || !this.list) return false;
    this.open = this.forced;
    this.button.addEventListener('click', () => (this.open = !this.open), { signal });
    this.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || !this.open) return;
        this.open = false;
        this.button?.focus();
      },
      { signal },
    );
    document.addEventListener(
      'click',
      (event) => {
        if (this.open && !this.forced && !this.contains(event.target as Node)) this.open = false;
      },
      { signal },
    );
    document.addEventListener(
      'shop-sticky-header-change',
      () => {
        if (this.hasAttribute('force-open')) this.open = this.forced;
      },
      { signal },
    );
    this.closeFlyouts = setUpFlyouts(this, this.list, signal);
    this.dataset.shopReady = '';
  }

  /** Held open by the page: the home page at its top, on a screen wide enough to show it beside the content. */
  private get forced(): boolean {
    const header = document.querySelector<HTMLElement & { stuck?: boolean }>('shop-sticky-header');
    return this.hasAttribute('force-open') && !header?.stuck && matchMedia('(min-width: 850px)').matches;
  }
}
