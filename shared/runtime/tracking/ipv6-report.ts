/**
 * The visitor's IPv6 address for the social network's server events, once per session: an IPv4
 * connection hides it from the shop, so the browser asks an IPv6-only lookup service and hands
 * the answer to the shop's session (ajax {namespace}_store_ipv6_in_server_session). Only when
 * the Conversions API and server-to-server sending are on, and under marketing consent (the
 * social network's category). Loaded only then.
 */
import type { DataLayer } from '../../engine/tracking/data-layer.ts';
import { ipv6Wanted } from '../../engine/tracking/ipv6.ts';
import { lookUpIpv6, storeIpv6 } from '../../api/tracking-client.ts';
import { $consent } from '../../stores/consent.ts';
import { readSessionData, updateSessionData } from './tracking-storage.ts';

export async function reportIpv6(layer: DataLayer): Promise<void> {
  if (!ipv6Wanted(layer) || !$consent.get().marketing || readSessionData().ipv6_sent) return;
  const ipv6 = await lookUpIpv6(layer.pixels.facebook!.ipv6_lookup_url!).catch(() => null);
  // No IPv6 connectivity (the lookup fails) is the common case: not asked again this session.
  if (!ipv6) {
    updateSessionData({ ipv6_sent: true });
    return;
  }
  // Kept only in a shop session (a cart): refused before one exists, a later page tries again.
  const kept = await storeIpv6(layer.api, ipv6).then(
    () => true,
    () => false,
  );
  if (kept) updateSessionData({ ipv6_sent: true });
}
