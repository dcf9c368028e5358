/**
 * The theme's embedded photo feed: once it comes near the screen it asks the shop for the feed
 * (admin-ajax `{theme}_load_instagram` with its `data` attribute) and shows the photos, sanitised.
 * A failed feed says 'Instagram error: {message}' on the page only to someone with WordPress's
 * admin bar (a shop manager fixing it); shoppers keep the fallback content, and the console says
 * why. An answer that is not the feed's JSON is only logged.
 */
import { loadPhotoFeed } from '../../shared/api/photo-feed-client.ts';
import { readPhotoFeedAnswer } from '../../shared/engine/photo-feed/photo-feed-answer.ts';
import { t } from '../../shared/messages/catalog.ts';
import { readCartParams } from '../../shared/platform/cart-params-dom.ts';
import { loadSanitizer, sanitizedFragment } from '../../shared/platform/sanitize.ts';
import { EnhancementElement } from '../../shared/runtime/enhancement-element.ts';

export class PhotoFeedElement extends EnhancementElement {
  private observer: IntersectionObserver | null = null;

  protected start(signal: AbortSignal): boolean {
    const data = this.getAttribute('data');
    if (data === null) return false;
    // Near the screen first (a feed below the fold costs nothing until then).
    this.observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        this.observer?.disconnect();
        void this.load(data, signal);
      },
      { rootMargin: '500px' },
    );
    this.observer.observe(this);
    return true;
  }

  protected override stop(): void {
    this.observer?.disconnect();
    this.observer = null;
  }

  private async load(data: string, signal: AbortSignal): Promise<void> {
    this.setAttribute('aria-busy', 'true');
    // Loaded while the feed is on its way.
    const sanitizer = loadSanitizer();
    let body: unknown;
    try {
      body = await loadPhotoFeed(readCartParams(), data, AbortSignal.any([signal, AbortSignal.timeout(10_000)]));
    } catch (error) {
      body = undefined;
      console.warn('[shop] The photo feed could not be loaded:', error);
    }
    this.removeAttribute('aria-busy');
    if (signal.aborted || body === undefined) return;
    const answer = readPhotoFeedAnswer(body);
    if ('html' in answer) {
      if (!(await sanitizer) || signal.aborted) return;
      this.replaceChildren(sanitizedFragment(answer.html));
      this.dataset.state = 'ready';
    } else if ('error' in answer) {
      const message = t('photoFeed.error', answer.error === 'Invalid data' ? t('photoFeed.invalidData') : answer.error);
      console.warn(`[shop] ${message}`);
      this.dataset.state = 'failed';
      // Only someone with the admin bar (who can fix the feed) sees it on the page.
      if (document.getElementById('wpadminbar')) {
        const notice = document.createElement('p');
        notice.className = 'shop-PhotoFeed-error';
        notice.setAttribute('role', 'alert');
        notice.textContent = message;
        this.prepend(notice);
      }
    } else {
      // A warning, not an error: most often the theme has no handler for the action (admin-ajax answers 0).
      console.warn('[shop] The photo feed answered something else than {success, data}: does the theme handle the action?');
      this.dataset.state = 'failed';
    }
  }
}
