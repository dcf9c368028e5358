/**
 * Meta's pixel as a service: the pixel's snippet (the fbq queue), consent granted, init with
 * advanced matching where it applies, PageView, then each event's call with its event id; the
 * same event for the Conversions API through server-to-server forwarding.
 */
import type { DataLayer } from '../../../engine/tracking/data-layer.ts';
import { MESSAGES } from '../../../engine/tracking/messages.ts';
import { isValidFbc, isValidFbp } from '../../../engine/tracking/identifiers.ts';
import { advancedMatchingApplies, metaBrowserCall, metaServerPayload } from '../../../engine/tracking/services/meta-payloads.ts';
import { metaUserData } from '../../../engine/tracking/user-data.ts';
import { readCookie } from '../../../platform/cookies.ts';
import type { ServiceLoader } from '../service.ts';
import { loadVendorScript, sha256Hex, whenReady } from '../vendor-script.ts';
import { readSessionData } from '../tracking-storage.ts';

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...args: unknown[]) => void; loaded?: boolean; version?: string };

/** Meta's snippet: calls queue until fbevents.js takes them. */
function fbqFunction(): Fbq {
  const w = window as unknown as { fbq?: Fbq; _fbq?: Fbq };
  if (w.fbq) return w.fbq;
  const fbq: Fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue!.push(args);
  };
  fbq.queue = [];
  fbq.loaded = true;
  fbq.version = '2.0';
  w.fbq = fbq;
  w._fbq ??= fbq;
  return fbq;
}

export const loadMeta: ServiceLoader = async (layer: DataLayer) => {
  const settings = layer.pixels.facebook!;
  const fbq = fbqFunction();
  fbq('consent', 'grant');
  const matching = advancedMatchingApplies(layer, settings) && layer.user ? await metaUserData(layer.user, sha256Hex) : {};
  fbq('init', settings.pixel_id, matching);
  fbq('track', 'PageView');
  loadVendorScript(settings.script_url);
  // Calls queue in fbq until the pixel's script takes them: sending does not wait for it.
  let failed = false;
  const ready = () => typeof fbqFunction().callMethod === 'function';
  void whenReady(ready).then((ready) => {
    if (ready) return;
    failed = true;
    console.error(MESSAGES.libraryFailed('Meta pixel (fbevents.js)'));
  });
  return {
    taken: () => failed || ready(),
    async send(event, consent) {
      if (failed || !consent.marketing) return;
      const call = metaBrowserCall(event, settings);
      if (call) fbq(...call);
    },
    async serverPayload(event) {
      if (!settings.capi) return null;
      const fbp = readCookie('_fbp');
      const fbcCookie = readCookie('_fbc');
      const fromSession = readSessionData().click_ids?.fbc ?? null;
      return metaServerPayload(
        event,
        settings,
        {
          fbp: fbp && isValidFbp(fbp) ? fbp : null,
          fbc: fbcCookie && isValidFbc(fbcCookie) ? fbcCookie : fromSession,
          language: document.documentElement.lang || 'en',
          user: layer.user,
        },
        sha256Hex,
      );
    },
    consentChanged(consent) {
      fbq('consent', consent.marketing ? 'grant' : 'revoke');
    },
  };
};
