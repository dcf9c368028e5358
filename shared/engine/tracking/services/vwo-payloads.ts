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

/** The library's address without the page's (VWO's SmartCode adds `u=`, the page's address, last). */
export const vwoLibraryPrefix = (settings: PixelSettings): string =>
  `${settings.script_url}${settings.script_url.includes('?') ? '&' : '?'}a=${encodeURIComponent(settings.id)}&vn=${TRACKING.abTest.version}&u=`;

/** What the head script needs to load the library itself, as VWO's own SmartCode does. */
export interface AbLibrary {
  /** vwoLibraryPrefix(settings). */
  prefix: string;
  accountId: string;
  libraryToleranceMs: number;
  /** URL patterns and domains where the service does not load (the settings' excluded_urls, the tracking's excluded domains). */
  excludedUrls: string[];
  excludedDomains: string[];
}

export interface AbHideOptions {
  storageKey: string;
  revision: number;
  grantedByDefault: boolean;
  toleranceMs: number;
  library?: AbLibrary;
}

/** The head script's settings object, as AB_HIDE_FUNCTION reads it (short keys: it is printed on every page). */
export const abHideSettings = (o: AbHideOptions) => ({
  k: o.storageKey,
  r: o.revision,
  d: o.grantedByDefault,
  t: o.toleranceMs,
  b: o.library
    ? {
        u: o.library.prefix,
        a: o.library.accountId,
        v: TRACKING.abTest.version,
        l: o.library.libraryToleranceMs,
        x: o.library.excludedUrls.filter(Boolean),
        h: o.library.excludedDomains.map((d) => d.trim().toLowerCase()).filter(Boolean),
      }
    : null,
});

/**
 * The head script's code without its settings, a function expression the printer calls with
 * abHideSettings(…): the build writes it to dist/ab-hide.js, which the WordPress plugin prints,
 * so the demo and the plugin run the same code.
 */
export const AB_HIDE_FUNCTION = `(function(c){var on=c.d;try{var s=JSON.parse(localStorage.getItem(c.k)||'null');if(s&&s.v===1&&s.revision===c.r&&s.categories)on=s.categories.statistics===true;}catch(e){}
if(!on)return;var b=c.b,u=location.href,n=location.hostname.toLowerCase();
if(b&&(b.x.some(function(p){return u.indexOf(p)>=0;})||b.h.some(function(d){return n===d||n.slice(-d.length-1)==='.'+d;})))return;
var h=document.documentElement;function show(){h.removeAttribute('${AB_HIDE_ATTRIBUTE}');h.style.removeProperty('opacity');}
h.setAttribute('${AB_HIDE_ATTRIBUTE}','');h.style.setProperty('opacity','0','important');setTimeout(show,c.t);if(!b)return;
window._vwo_code=window._vwo_code||{account_id:b.a,version:b.v,settings_tolerance:c.t,library_tolerance:b.l,libExecuted:false,finish:show};
var src=b.u+encodeURIComponent(u),e=document.createElement('script');e.async=true;e.src=src;e.setAttribute('data-shop-vendor',src);document.head.appendChild(e);})`;

/**
 * The inline script a shop prints in <head> when the A/B service is on, before anything paints
 * (a module script runs too late: the shopper would see the page, then a flash of the variant).
 * It hides the page only when statistics is already allowed — a stored choice under this policy
 * revision, or granted by default — and shows it again after the settings tolerance whatever
 * happens next: nothing can keep it hidden longer (not even our scripts failing to load).
 * Given `library`, and not on an excluded address, it also starts VWO's library at once, with
 * VWO's settings object whose `finish` the library calls to show the page: waiting for the
 * tracking's own scripts kept returning shoppers looking at a blank page for 0.3–0.8 s. On an
 * excluded address nothing is hidden (no library would show it before the tolerance).
 */
export const abHideScript = (o: AbHideOptions): string => `${AB_HIDE_FUNCTION}(${JSON.stringify(abHideSettings(o)).replace(/</g, '\\u003c')});`;
