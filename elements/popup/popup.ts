/**
 * A theme popup (the login form's #login-form-popup, the cart's #cart-popup): the content it
 * wraps, hidden in the page, opens as a WAI-ARIA modal dialog (native <dialog>: the page inert,
 * Escape and the backdrop close it, the focus goes back to the opener) from any link to
 * `#<id>` or with `data-open="#<id>"` — such a link keeps its own address for a shopper without
 * JavaScript (the login popup's link goes to /my-account/). It opens by itself when its content
 * holds a notices list (a failed login comes back with the error inside it). A small enhancement
 * of the theme's markup: no React.
 */
import { t } from '../../shared/messages/catalog.ts';
import { EnhancementElement } from '../../shared/runtime/enhancement-element.ts';
import { prefersReducedMotion } from '../../shared/platform/reduced-motion.ts';
import { searchLightbox, type SearchLightbox } from './search-lightbox.ts';

const NOTICES = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .woocommerce-notices-wrapper:not(:empty)';
const CLOSE_DELAY_MS = 300;

let popups = 0;

export class PopupElement extends EnhancementElement {
  private dialog: HTMLDialogElement | null = null;
  private content: HTMLElement | null = null;
  private opener: HTMLElement | null = null;
  private search: SearchLightbox | null = null;

  /** Opens the popup (as its links do). */
  open(opener: HTMLElement | null = document.activeElement as HTMLElement | null): void {
    const dialog = this.dialog;
    if (!dialog || dialog.open) return;
    this.opener = opener;
    delete dialog.dataset.closing;
    this.search?.opening();
    dialog.showModal();
    if (this.search) return this.search.opened();
    // A form's first field, else the first control (a notice's link comes after the fields).
    const first = ['[autofocus]', 'input:not([type="hidden"]):not([disabled]), select, textarea', 'a[href], button:not(.shop-Popup-close)', '.shop-Popup-close']
      .map((selector) => dialog.querySelector<HTMLElement>(selector))
      .find(Boolean);
    first?.focus();
  }

  close(): void {
    const dialog = this.dialog;
    if (!dialog?.open || dialog.dataset.closing !== undefined) return;
    this.search?.closed();
    const finish = () => {
      delete dialog.dataset.closing;
      dialog.close();
      if (this.opener?.isConnected) this.opener.focus();
      this.opener = null;
    };
    if (prefersReducedMotion()) return finish();
    dialog.dataset.closing = '';
    setTimeout(finish, CLOSE_DELAY_MS);
  }

  protected start(signal: AbortSignal): boolean | void {
    const content = this.querySelector<HTMLElement>(':scope > [id]');
    if (!content) return false;
    this.content = content;
    const dialog = document.createElement('dialog');
    dialog.className = `shop-Popup ${content.id}`;
    const heading = content.querySelector('h1, h2, h3');
    if (heading) {
      heading.id ||= `shop-popup-title-${++popups}`;
      dialog.setAttribute('aria-labelledby', heading.id);
    } else {
      dialog.setAttribute('aria-label', content.getAttribute('aria-label') ?? content.id);
    }
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'shop-Popup-close';
    close.setAttribute('aria-label', t('popup.close'));
    close.textContent = '×';
    content.hidden = false;
    content.classList.remove('mfp-hide');
    dialog.append(content, close);
    this.append(dialog);
    this.dialog = dialog;
    this.search = searchLightbox(dialog, signal);

    close.addEventListener('click', () => this.close(), { signal });
    dialog.addEventListener(
      'cancel',
      (event) => {
        event.preventDefault();
        this.close();
      },
      { signal },
    );
    dialog.addEventListener(
      'click',
      (event) => {
        if (event.target !== dialog) return;
        const box = dialog.getBoundingClientRect();
        if (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom) this.close();
      },
      { signal },
    );
    document.addEventListener('click', (event) => this.onTrigger(event), { signal });
    this.dataset.shopReady = '';
    if (content.querySelector(NOTICES)) this.open(null);
  }

  private onTrigger(event: MouseEvent): void {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || !this.content) return;
    const id = this.content.id;
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>(`[data-open="#${CSS.escape(id)}"], a[href$="#${CSS.escape(id)}"]`);
    if (!trigger || this.contains(trigger)) return;
    event.preventDefault();
    this.open(trigger);
  }
}
