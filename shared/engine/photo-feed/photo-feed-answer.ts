/**
 * The theme's photo feed answer (admin-ajax `{theme}_load_instagram`): `{success, data}` with
 * `data` the feed's HTML. What the element does with it:
 * - success and a string: the HTML to show (sanitised by the element);
 * - success and anything else: the error 'Invalid data';
 * - no success: the error is the server's `data` (a string), else 'Invalid data';
 * - not such an object at all: an invalid response, only logged.
 */
export type PhotoFeedAnswer = { html: string } | { error: string } | { invalid: true };

export const INVALID_DATA = 'Invalid data';

export function readPhotoFeedAnswer(body: unknown): PhotoFeedAnswer {
  if (typeof body !== 'object' || body === null || typeof (body as { success?: unknown }).success !== 'boolean') return { invalid: true };
  const { success, data } = body as { success: boolean; data?: unknown };
  if (success) return typeof data === 'string' ? { html: data } : { error: INVALID_DATA };
  return { error: typeof data === 'string' && data.trim() !== '' ? data : INVALID_DATA };
}
