/**
 * Google's tag library as a service: the config commands after consent mode's default, the
 * library's script, then each event's gtag commands (queued until the library reads them; its
 * readiness is polled, and when it never comes the failure is logged and later events dropped).
 */
import type { DataLayer } from '../../../engine/tracking/data-layer.ts';
import { MESSAGES } from '../../../engine/tracking/messages.ts';
import { googleAllowed } from '../../../engine/tracking/google-consent.ts';
import { googleCommands, googleConfigCommands } from '../../../engine/tracking/services/google-payloads.ts';
import { gtagFunction } from '../../consent-runtime.ts';
import type { ServiceLoader } from '../service.ts';
import { loadVendorScript, sha256Hex, whenReady } from '../vendor-script.ts';

export const loadGoogle: ServiceLoader = async (layer: DataLayer) => {
  const settings = layer.pixels.google!;
  const gtag = gtagFunction();
  for (const command of googleConfigCommands(settings)) gtag(...(command[0] === 'js' ? ['js', new Date()] : command));
  const id = settings.analytics?.measurement_id ?? settings.ads?.conversion_id ?? '';
  loadVendorScript(`${settings.script_url}${settings.script_url.includes('?') ? '&' : '?'}id=${encodeURIComponent(id)}`);
  // Commands queue in dataLayer until the library reads them: sending does not wait for it.
  let failed = false;
  const ready = () => !!(window as unknown as { google_tag_manager?: unknown }).google_tag_manager;
  void whenReady(ready).then((ready) => {
    if (ready) return;
    failed = true;
    console.error(MESSAGES.libraryFailed('Google tag library (gtag.js)'));
  });
  return {
    taken: () => failed || ready(),
    async send(event, consent) {
      if (failed) return;
      for (const command of await googleCommands(event, settings, layer, sha256Hex, googleAllowed(consent, layer))) gtag(...command);
    },
  };
};
