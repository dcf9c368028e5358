/**
 * VWO: the SmartCode's settings object (_vwo_code, its account id, version and tolerances), the
 * VWO queue, the library's script. The page, hidden by the head snippet, shows again as soon as
 * the library is ready, or after the library tolerance when it is not. For a returning visitor
 * who allowed statistics, the head snippet has set up both already (abHideScript).
 */
import { MESSAGES } from '../../../engine/tracking/messages.ts';
import { AB_HIDE_ATTRIBUTE, vwoLibraryPrefix, vwoPayloads, vwoTolerance } from '../../../engine/tracking/services/vwo-payloads.ts';
import { TRACKING } from '../../../engine/tracking/constants.ts';
import { pixelLoader, queueArray } from './pixel-service.ts';

/** Shows the page the head script hid (nothing to do when it did not). */
function showPage(): void {
  const root = document.documentElement;
  if (!root.hasAttribute(AB_HIDE_ATTRIBUTE)) return;
  root.removeAttribute(AB_HIDE_ATTRIBUTE);
  root.style.removeProperty('opacity');
}

export const load = pixelLoader(
  'vwo',
  {
    library: 'VWO',
    failure: MESSAGES.abServiceFailed('VWO'),
    install(settings) {
      const tolerance = vwoTolerance(settings);
      const w = window as unknown as { _vwo_code?: { libExecuted?: boolean } & Record<string, unknown> };
      w._vwo_code ??= {
        account_id: settings.id,
        version: TRACKING.abTest.version,
        settings_tolerance: tolerance.settings,
        library_tolerance: tolerance.library,
        libExecuted: false,
        finish: showPage,
      };
      setTimeout(showPage, tolerance.library);
      const { array } = queueArray('VWO');
      return { call: (args) => void array().push(args), ready: () => w._vwo_code?.libExecuted === true };
    },
    // The head script may have started it already, under this same address (loaded once).
    scriptUrl: (settings) => vwoLibraryPrefix(settings) + encodeURIComponent(location.href),
    settled: showPage,
  },
  vwoPayloads,
);
