/**
 * The theme's photo feed call: GET admin-ajax.php with action={theme}_load_instagram and
 * data=<the feed's settings string>. Resolves the answer's JSON (read by
 * engine/photo-feed/photo-feed-answer.ts), or null when the answer is not JSON.
 */
import type { CartParams } from '../engine/cart/cart-params.ts';
import { fetchOrFail } from './request-failure.ts';

export async function loadPhotoFeed(params: CartParams, data: string, signal?: AbortSignal): Promise<unknown> {
  const url = new URL(params.adminAjaxUrl, location.origin);
  url.searchParams.set('action', `${params.themePrefix}_load_instagram`);
  url.searchParams.set('data', data);
  const response = await fetchOrFail(url.href, { credentials: 'same-origin', signal: signal ?? AbortSignal.timeout(params.requestTimeoutMs) });
  return response.json().catch(() => null);
}
