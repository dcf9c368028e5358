/**
 * Click ids of the landing URL and an outside referrer, kept for the session (in memory until
 * tracking is allowed); sent to the shop on cart and checkout pages once per session, so the order
 * can carry them.
 */
import { clickIdsFrom, externalReferrer, fbcFromFbclid } from '../../engine/tracking/identifiers.ts';
import { readSessionData, updateSessionData } from './tracking-storage.ts';

export function keepSessionIdentifiers(): void {
  const ids = clickIdsFrom(location.search);
  const known = readSessionData();
  if (ids.fbclid) ids.fbc = fbcFromFbclid(ids.fbclid, Date.now());
  const referrer = externalReferrer(document.referrer, location.host);
  if (Object.keys(ids).length > 0 || (referrer && !known.referrer)) {
    updateSessionData({ click_ids: { ...known.click_ids, ...ids }, ...(referrer && !known.referrer ? { referrer } : {}) });
  }
}
