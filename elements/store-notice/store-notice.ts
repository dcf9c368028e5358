/**
 * The store's banners, as WooCommerce prints them:
 * - the store notice (`p.woocommerce-store-notice[data-notice-id]`): its dismiss link hides it
 *   and remembers that in the cookie WooCommerce uses (`store_notice<id>=hidden`, a year, so a
 *   new notice — a new id — shows again);
 * - the coming-soon banner (`.woocommerce-coming-soon-banner-container`): its dismiss link sends
 *   the REST call (`data-rest-url`, nonce `data-rest-nonce` as X-WP-Nonce) and hides it; a
 *   failed call keeps it and says so.
 * After a dismissal the focus goes to the page's main content. A small enhancement: no React.
 */
import { readCookie } from '../../shared/platform/cookies.ts';
import { dismissComingSoonBanner } from '../../shared/api/coming-soon-client.ts';
import { t } from '../../shared/messages/catalog.ts';
import { EnhancementElement } from '../../shared/runtime/enhancement-element.ts';

const YEAR_S = 365 * 24 * 3600;

function focusMain(): void {
  const main = document.querySelector<HTMLElement>('main, #main, [role="main"]');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus({ preventScroll: true });
}

export class StoreNoticeElement extends EnhancementElement {
  protected start(signal: AbortSignal): boolean | void {
    const notice = this.querySelector<HTMLElement>('.woocommerce-store-notice');
    if (notice) {
      const cookie = `store_notice${notice.dataset.noticeId ?? ''}`;
      if (readCookie(cookie) === 'hidden') notice.hidden = true;
      else notice.style.removeProperty('display');
      notice.querySelector('.woocommerce-store-notice__dismiss-link')?.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          document.cookie = `${cookie}=hidden; path=/; max-age=${YEAR_S}; samesite=lax`;
          notice.hidden = true;
          focusMain();
        },
        { signal },
      );
    }
    const banner = this.querySelector<HTMLElement>('.woocommerce-coming-soon-banner-container');
    const dismiss = banner?.querySelector<HTMLElement>('.coming-soon-footer-banner-dismiss');
    dismiss?.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        void this.dismissBanner(banner!, dismiss);
      },
      { signal },
    );
    this.dataset.shopReady = '';
  }

  private async dismissBanner(banner: HTMLElement, dismiss: HTMLElement): Promise<void> {
    if (dismiss.getAttribute('aria-disabled') === 'true') return;
    dismiss.setAttribute('aria-disabled', 'true');
    const status =
      banner.querySelector<HTMLElement>('.shop-Banner-status') ??
      banner.appendChild(Object.assign(document.createElement('p'), { className: 'shop-Banner-status' }));
    status.setAttribute('role', 'alert');
    status.textContent = '';
    try {
      await dismissComingSoonBanner(dismiss.dataset.restUrl ?? '', dismiss.dataset.restNonce ?? '');
      banner.hidden = true;
      focusMain();
    } catch {
      status.textContent = t('notice.dismissFailed');
      dismiss.focus();
    } finally {
      dismiss.removeAttribute('aria-disabled');
    }
  }
}
