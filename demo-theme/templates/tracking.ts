/** The tracking's pages: settings, inspector, privacy policy. */
import { html, raw, type Raw } from '../server/html.ts';
import type { LoggedRow } from '../server/tracking/tracking-log.ts';
import { formatEventIds, type TrackingSettings } from '../server/tracking/tracking-settings.ts';
import { PIXEL_SERVICES } from '../../shared/engine/tracking/data-layer.ts';
import { SERVICE_CATEGORY } from '../../shared/engine/tracking/service-gate.ts';
import { SERVICE_CATALOGUE } from '../server/tracking/service-catalogue.ts';

const checked = (on: boolean) => (on ? raw(' checked') : raw(''));
const box = (name: string, on: boolean, label: string) => html`<p><label><input type="checkbox" name="${name}" value="1"${checked(on)}> ${label}</label></p>`;
const text = (name: string, value: string, label: string, help = '') =>
  html`<p><label for="ts-${name}">${label}</label><br><input id="ts-${name}" name="${name}" value="${value}"${help ? html` aria-describedby="ts-${name}-help"` : ''}>${help ? html`<br><small id="ts-${name}-help">${help}</small>` : ''}</p>`;

export function trackingSettingsPage(d: { notices: Raw; settings: TrackingSettings; demoGeo: string; nonce: string }): Raw {
  const s = d.settings;
  return html`<div class="woocommerce">${d.notices}<h1>Tracking settings</h1>
<p>Which services receive the shop’s events, and how consent is asked. In this demo every service points at a local recorder: nothing leaves the machine. See what was sent in the <a href="/tracking-inspector/">tracking inspector</a>.</p>
<form method="post" action="/tracking-settings/" class="shop-DemoSettings">
<fieldset><legend>Consent</legend>
${box('explicit_consent', s.explicitConsent, 'Explicit consent: nothing optional until the shopper accepts')}
${text('restricted_regions', s.restrictedRegions.join(', '), 'Restricted regions', 'Country or region codes (DE, FR, US-CA). When set, only visitors there are asked; elsewhere everything is granted.')}
${text('revision', String(s.revision), 'Policy revision', 'Raise it when the policy changes: every visitor is asked again.')}
${text('demo_geo', d.demoGeo, 'Demo: where this browser is', 'A code such as DE or US-CA, or “fail” to make every geo lookup fail. Empty: US-NY.')}
</fieldset>
<fieldset><legend>Google (analytics and Ads)</legend>
${box('google_enabled', s.googleEnabled, 'Google tag library')}
${text('measurement_id', s.measurementId, 'GA4 measurement id')}
${text('ads_conversion_id', s.adsConversionId, 'Google Ads conversion id')}
${text('ads_purchase_label', s.adsPurchaseLabel, 'Google Ads purchase conversion label')}
<p><label for="ts-consent-mode">Consent mode</label><br><select id="ts-consent-mode" name="google_consent_mode"><option value="basic"${s.googleConsentMode === 'basic' ? raw(' selected') : raw('')}>Basic: load only after consent</option><option value="advanced"${s.googleConsentMode === 'advanced' ? raw(' selected') : raw('')}>Advanced: also cookieless pings after a refusal</option></select></p>
${box('enhanced_conversions', s.enhancedConversions, 'Enhanced conversions (hashed e-mail and address with the purchase)')}
</fieldset>
<fieldset><legend>Meta</legend>
${box('meta_enabled', s.metaEnabled, 'Meta pixel')}
${text('meta_pixel_id', s.metaPixelId, 'Pixel id')}
${box('advanced_matching', s.advancedMatching, 'Advanced matching (hashed identifiers)')}
${box('meta_capi', s.metaCapi, 'Conversions API (server events with the browser’s event id)')}
</fieldset>
${PIXEL_SERVICES.map((name) => {
  const entry = SERVICE_CATALOGUE[name];
  const setup = s.services[name];
  return html`<fieldset data-service="${name}"><legend>${entry.label}</legend>
<p><small>A ${entry.kind}; needs the shopper’s consent to ${SERVICE_CATEGORY[name]}.</small></p>
${box(`svc_${name}_enabled`, setup.enabled, `${entry.label} on`)}
${text(`svc_${name}_id`, setup.id, entry.idLabel)}
${entry.matching ? box(`svc_${name}_matching`, setup.advancedMatching, 'Advanced matching (the signed-in shopper’s identifiers, normalised and hashed)') : raw('')}
${entry.namedConversions ? text(`svc_${name}_events`, formatEventIds(setup.eventIds), 'Conversions per event', 'As the vendor’s dashboard names them, e.g. purchase=123, add_to_cart=456. An event without one is not sent.') : raw('')}
${entry.eventsApi ? box(`svc_${name}_events_api`, setup.eventsApi, 'Events API (server events with the browser’s event id)') : raw('')}
</fieldset>`;
})}
<fieldset><legend>Server</legend>
${box('server_to_server', s.serverToServer, 'Server-to-server forwarding')}
${text('exclude_domains', s.excludeDomains.join(', '), 'Excluded domains', 'No tracking at all on these hosts (staging copies, translation proxies).')}
</fieldset>
<fieldset><legend>Cart capture</legend>
${box('bot_check_enabled', s.botCheck.enabled, 'Bot check for guests (a bot-challenge token with every contact a guest’s browser saves)')}
${text('bot_check_site_key', s.botCheck.siteKey, 'Bot check site key', 'The public key of the shop’s bot-challenge service. In this demo the service is a local stand-in.')}
</fieldset>
<input type="hidden" name="_wpnonce" value="${d.nonce}">
<p><button type="submit" class="button">Save tracking settings</button></p>
</form></div>`;
}

function consentText(consent: string): string {
  try {
    const value = JSON.parse(consent) as Record<string, unknown>;
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join(', ');
  } catch {
    return consent;
  }
}

export function inspectorPage(d: { notices: Raw; rows: LoggedRow[] }): Raw {
  return html`<div class="woocommerce">${d.notices}<h1>Tracking inspector</h1>
<p>Every event a tracking service received from this store, newest first: the browser calls (through the local recorders) and the server-to-server events, with the exact payload and the consent it went under. <a href="/tracking-inspector/?format=json">As JSON</a>.</p>
${
  d.rows.length === 0
    ? html`<p class="woocommerce-info" role="status">No event has been sent yet. Events go only after a shopper accepts tracking in the cookie banner.</p>`
    : html`<table class="shop_table shop-TrackingInspector"><caption class="screen-reader-text">Events sent to tracking services</caption><thead><tr><th scope="col">Time</th><th scope="col">Service</th><th scope="col">Event</th><th scope="col">Event id</th><th scope="col">Consent</th><th scope="col">Page</th><th scope="col">Payload</th></tr></thead><tbody>
${d.rows.map(
  (r) =>
    html`<tr data-service="${r.service}" data-event="${r.event}"><td>${new Date(r.at).toISOString().replace('T', ' ').slice(0, 19)}</td><td>${r.service} (${r.channel})</td><td>${r.event}</td><td>${r.event_id ?? ''}</td><td>${consentText(r.consent)}</td><td>${r.page_url}</td><td><details><summary>Payload</summary><pre>${JSON.stringify(JSON.parse(r.payload), null, 2)}</pre></details></td></tr>`,
)}
</tbody></table>`
}</div>`;
}

export function privacyPolicyPage(s: TrackingSettings): Raw {
  const services = [
    s.googleEnabled ? 'Google Analytics and Google Ads (statistics and marketing)' : '',
    s.metaEnabled ? 'Meta pixel and Conversions API (marketing)' : '',
    ...PIXEL_SERVICES.filter((name) => s.services[name].enabled).map((name) => `${SERVICE_CATALOGUE[name].label} (${SERVICE_CATEGORY[name]})`),
  ].filter(Boolean);
  return html`<div class="woocommerce"><h1>Privacy policy</h1>
<p>We use cookies in four categories. You choose which ones we may use in the cookie banner; change your choice at any time with “Cookie settings” at the bottom of every page.</p>
<dl><dt>Necessary</dt><dd>Your cart, sign-in and security. Always on.</dd>
<dt>Statistics</dt><dd>Counting visits and pages, so we can improve the shop.</dd>
<dt>Marketing</dt><dd>Measuring our ads and showing you ads for products you looked at.</dd>
<dt>Preferences</dt><dd>Remembering your choices, such as recent searches.</dd></dl>
<h2>Services</h2>${services.length ? html`<ul>${services.map((x) => html`<li>${x}</li>`)}</ul>` : html`<p>None.</p>`}
<p><a href="/privacy-policy/" data-shop-consent-open>Change your cookie choices</a></p></div>`;
}
