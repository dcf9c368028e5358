/**
 * Which product tab the address opens. The reviews open when the hash is #reviews, #comments or
 * #tab-reviews, or holds 'comment-' (a review's anchor), and when the address is a page of
 * reviews ('comment-page-' or 'cpage='). Any other tab opens for #tab-<key>. Nothing otherwise
 * (the first tab stays open).
 */
const REVIEW_HASHES = new Set(['#reviews', '#comments', '#tab-reviews']);

export function tabFromLocation(location: { hash: string; href: string }, tabKeys: readonly string[]): string | null {
  const hash = location.hash;
  const wantsReviews = REVIEW_HASHES.has(hash) || hash.includes('comment-') || location.href.includes('comment-page-') || location.href.includes('cpage=');
  if (wantsReviews && tabKeys.includes('reviews')) return 'reviews';
  const key = hash.startsWith('#tab-') ? decodeURIComponent(hash.slice(5)) : null;
  return key !== null && tabKeys.includes(key) ? key : null;
}

/**
 * The next tab for a key press (arrows go round, Home and End to the ends), or null for other keys.
 * Right to left, the left arrow goes forward and the right one back (WAI-ARIA's rule for RTL).
 */
export function tabForKey(key: string, index: number, count: number, direction: 'ltr' | 'rtl' = 'ltr'): number | null {
  if (direction === 'rtl' && (key === 'ArrowLeft' || key === 'ArrowRight')) key = key === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
