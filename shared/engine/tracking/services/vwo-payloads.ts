/**
 * VWO (the A/B testing service): its SmartCode's settings (account id, version, the settings
 * and library tolerances), then a purchase as revenue for the running tests' revenue goals:
 * VWO.push(['track.revenueConversion', value]).
 */
import { TRACKING } from '../constants.ts';
import type { PixelSettings } from '../data-layer.ts';
import type { PixelPayloads } from './pixel-payloads.ts';

export const vwoPayloads: PixelPayloads = {
  start: () => [],
  event: (event) => (event.name === 'purchase' ? [['track.revenueConversion', event.value]] : []),
};

/** How long the page may stay hidden: the shop's tolerances, else VWO's defaults. */
export const vwoTolerance = (settings: PixelSettings): { settings: number; library: number } => ({
  settings: settings.tolerance?.settings ?? TRACKING.abTest.settingsToleranceMs,
  library: settings.tolerance?.library ?? TRACKING.abTest.libraryToleranceMs,
});

/** The attribute on <html> while the page is hidden for the A/B service (the opacity is set through the CSSOM, which a CSP allows). */
export const AB_HIDE_ATTRIBUTE = 'data-shop-ab-hide';

/**
 * The inline script a shop prints in <head> when the A/B service is on, before anything paints
 * (a module script runs too late: the shopper would see the page, then a flash of the variant).
 * It hides the page only when statistics is already allowed — a stored choice under this policy
 * revision, or granted by default — and shows it again after the settings tolerance whatever
 * happens next: the adapter shows it sooner once the library is ready, and nothing can keep it
 * hidden longer (not even our scripts failing to load).
 */
export function abHideScript(o: { storageKey: string; revision: number; grantedByDefault: boolean; toleranceMs: number }): string {
  const config = JSON.stringify({ k: o.storageKey, r: o.revision, d: o.grantedByDefault, t: o.toleranceMs }).replace(/</g, '\\u003c');
  return `(function(c){var on=c.d;try{var s=JSON.parse(localStorage.getItem(c.k)||'null');if(s&&s.v===1&&s.revision===c.r&&s.categories)on=s.categories.statistics===true;}catch(e){}
if(!on)return;var h=document.documentElement;h.setAttribute('${AB_HIDE_ATTRIBUTE}','');h.style.setProperty('opacity','0','important');
setTimeout(function(){h.removeAttribute('${AB_HIDE_ATTRIBUTE}');h.style.removeProperty('opacity');},c.t);})(${config});`;
}
