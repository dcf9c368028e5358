import { TRACKING } from '../../engine/tracking/constants.ts';

/** Adds a vendor's script to the page once (async, like the vendors' snippets). */
export function loadVendorScript(src: string): HTMLScriptElement {
  const existing = document.querySelector<HTMLScriptElement>(`script[data-shop-vendor="${CSS.escape(src)}"]`);
  if (existing) return existing;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.shopVendor = src;
  document.head.append(script);
  return script;
}

/** Polls `ready` every 200 ms for up to 5 s. */
export function whenReady(
  ready: () => boolean,
  intervalMs: number = TRACKING.readinessPollMs,
  timeoutMs: number = TRACKING.readinessTimeoutMs,
): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      if (ready()) resolve(true);
      else if (Date.now() - started >= timeoutMs) resolve(false);
      else setTimeout(check, intervalMs);
    };
    check();
  });
}

export const sha256Hex = async (text: string): Promise<string> =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (b) => b.toString(16).padStart(2, '0')).join('');
