/**
 * WooCommerce's coming-soon banner dismissal: POST to the REST url the banner names, with the
 * WordPress REST nonce header (X-WP-Nonce) and the user meta that remembers it.
 */
import { fetchOrFail, RequestFailure } from './request-failure.ts';

export async function dismissComingSoonBanner(restUrl: string, nonce: string): Promise<void> {
  const url = new URL(restUrl, document.baseURI);
  if (url.origin !== location.origin) throw new RequestFailure('invalid');
  const response = await fetchOrFail(url.href, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce },
    body: JSON.stringify({ meta: { woocommerce_coming_soon_banner_dismissed: 'yes' } }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new RequestFailure('server', response.status);
}
