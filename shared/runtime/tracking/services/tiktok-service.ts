/** TikTok's pixel: the ttq snippet (an array whose methods queue [method, …args]), the Events API copy. */
import { readCookie } from '../../../platform/cookies.ts';
import { isValidTtp } from '../../../engine/tracking/identifiers.ts';
import { tiktokPayloads, tiktokServerPayload } from '../../../engine/tracking/services/tiktok-payloads.ts';
import { readSessionData } from '../tracking-storage.ts';
import { sha256Hex } from '../vendor-script.ts';
import { pixelLoader, queueArray } from './pixel-service.ts';

const METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'grantConsent',
  'revokeConsent',
  'holdConsent',
];

export const load = pixelLoader(
  'tiktok',
  {
    library: 'TikTok pixel (events.js)',
    install() {
      (window as unknown as { TiktokAnalyticsObject?: string }).TiktokAnalyticsObject = 'ttq';
      const { array, ready } = queueArray('ttq');
      const ttq = array();
      for (const method of METHODS) ttq[method] ??= (...args: unknown[]) => void ttq.push([method, ...args]);
      const call = ([method, ...args]: unknown[]) => {
        const target = array();
        const fn = target[method as string];
        if (typeof fn === 'function') (fn as (...a: unknown[]) => void).apply(target, args);
        else target.push([method, ...args]);
      };
      return { call, ready };
    },
  },
  tiktokPayloads,
  (event, settings, layer) => {
    const ttp = readCookie('_ttp');
    return tiktokServerPayload(
      event,
      settings,
      {
        ttp: ttp && isValidTtp(ttp) ? ttp : null,
        ttclid: readSessionData().click_ids?.ttclid ?? null,
        locale: document.documentElement.lang || 'en',
        user: layer.user,
      },
      sha256Hex,
    );
  },
);
