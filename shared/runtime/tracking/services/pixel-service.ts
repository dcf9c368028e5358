/**
 * A service from its snippet and its payloads: the vendor's entry point defined as its snippet
 * does (calls queue until the library takes them), the start calls with advanced matching where
 * it applies, the library's script, its readiness polled (never ready: the failure is logged and
 * later events dropped), then each event's calls under the service's consent category.
 */
import type { DataLayer, PixelServiceName, PixelSettings } from '../../../engine/tracking/data-layer.ts';
import { MESSAGES } from '../../../engine/tracking/messages.ts';
import { SERVICE_CATEGORY } from '../../../engine/tracking/service-gate.ts';
import { advancedMatchingApplies, type PixelPayloads, type VendorCall } from '../../../engine/tracking/services/pixel-payloads.ts';
import type { TrackingEvent } from '../../../engine/tracking/tracking-event.ts';
import type { ServiceLoader } from '../service.ts';
import { loadVendorScript, sha256Hex, whenReady } from '../vendor-script.ts';

export interface Snippet {
  /** How the console names the library when it fails. */
  library: string;
  /**
   * Defines the vendor's entry point (only now: it exists once the service is allowed); returns
   * how to call it and whether the library took it over.
   */
  install(settings: PixelSettings): { call: (args: VendorCall) => void; ready: () => boolean };
  /** The library's URL (the shop's setting, with what the vendor's snippet adds). */
  scriptUrl?(settings: PixelSettings): string;
  /** Called once the library is ready, or once it failed (the A/B service shows the page either way). */
  settled?(ready: boolean): void;
  failure?: string;
}

type ServerPayload = (event: TrackingEvent, settings: PixelSettings, layer: DataLayer) => Promise<Record<string, unknown> | null>;

export function pixelLoader(name: PixelServiceName, snippet: Snippet, payloads: PixelPayloads, serverPayload?: ServerPayload): ServiceLoader {
  return async (layer) => {
    const settings = layer.pixels[name]!;
    const { call, ready } = snippet.install(settings);
    const matching = payloads.matching && advancedMatchingApplies(layer, settings) && layer.user ? await payloads.matching(layer.user, sha256Hex) : {};
    for (const start of payloads.start(settings, matching)) call(start);
    const script = loadVendorScript(snippet.scriptUrl?.(settings) ?? settings.script_url);
    let failed = false;
    void whenReady(ready).then((took) => {
      snippet.settled?.(took);
      if (took) return;
      failed = true;
      console.error(snippet.failure ?? MESSAGES.libraryFailed(snippet.library));
    });
    script.addEventListener('error', () => snippet.settled?.(false), { once: true });
    return {
      taken: () => failed || ready(),
      async send(event, consent) {
        if (failed || !consent[SERVICE_CATEGORY[name]]) return;
        for (const each of payloads.event(event, settings)) call(each);
      },
      ...(serverPayload ? { serverPayload: (event: TrackingEvent) => serverPayload(event, settings, layer) } : {}),
    };
  };
}

type QueueFunction = ((...args: unknown[]) => void) & Record<string, unknown>;

/**
 * The snippet most vendors use: a function that queues its calls (in `queueKey`) until the
 * library either sets `handlerKey` on it or replaces the global.
 */
export function queueFunction(
  entry: string,
  queueKey: string,
  handlerKey: string | null,
  extras: Record<string, unknown> = {},
): { call: (args: VendorCall) => void; ready: () => boolean } {
  const w = window as unknown as Record<string, unknown>;
  let stub = w[entry] as QueueFunction | undefined;
  if (typeof stub !== 'function') {
    const created: QueueFunction = Object.assign(
      function (...args: unknown[]) {
        const handler = handlerKey ? created[handlerKey] : undefined;
        if (typeof handler === 'function') (handler as (...a: unknown[]) => void).apply(created, args);
        else (created[queueKey] as unknown[][]).push(args);
      },
      { [queueKey]: [], ...extras },
    );
    w[entry] = created;
    stub = created;
  }
  const own = stub;
  return {
    // Through the global: a library that replaced it receives the call directly.
    call: (args) => (w[entry] as (...a: unknown[]) => void)(...args),
    ready: () => w[entry] !== own || (handlerKey !== null && typeof own[handlerKey] === 'function'),
  };
}

/** The array snippets (uetq, _tfa, VWO): pushed into until the library replaces the array or its push. */
export function queueArray(entry: string): { array: () => unknown[] & Record<string, unknown>; ready: () => boolean } {
  const w = window as unknown as Record<string, unknown>;
  if (!Array.isArray(w[entry]) && !w[entry]) w[entry] = [];
  const own = w[entry];
  const array = () => w[entry] as unknown[] & Record<string, unknown>;
  return { array, ready: () => w[entry] !== own || array().push !== Array.prototype.push };
}
