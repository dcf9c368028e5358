/**
 * The services besides Google and Meta as the shop owner sees them: the vendor's name, the kind
 * of service, what its id is called in the vendor's dashboard, which options it has, and the
 * demo's defaults (every service on, each pointed at its local recorder).
 */
import type { PixelServiceName } from '../../../shared/engine/tracking/data-layer.ts';
import type { TrackingEventName } from '../../../shared/engine/tracking/tracking-event.ts';

export interface ServiceEntry {
  label: string;
  kind: string;
  idLabel: string;
  /** The id's shape in the vendor's dashboard. */
  idPattern: string;
  /** The vendor's own script name (the demo serves a recorder under it). */
  script: string;
  /** The vendor matches on the shopper's identifiers. */
  matching: boolean;
  /** The vendor counts conversions by ids or names the shop copies from its dashboard. */
  namedConversions: boolean;
  /** The vendor has a server events API (TikTok). */
  eventsApi: boolean;
  /** The demo's account id and, where the vendor names conversions, its conversions. */
  demoId: string;
  demoEventIds: Partial<Record<TrackingEventName, string>>;
}

export const SERVICE_CATALOGUE: Record<PixelServiceName, ServiceEntry> = {
  tiktok: entry(
    'TikTok pixel and Events API',
    'short-video social ad pixel',
    'Pixel id',
    '^[A-Z0-9]{0,30}$',
    'events.js',
    true,
    false,
    true,
    'CDEMO0TIKTOK0PIXEL01',
  ),
  pinterest: entry('Pinterest tag', 'image-pinning social ad pixel', 'Tag id', '^[0-9]{0,20}$', 'core.js', true, false, false, '2612345678901'),
  snapchat: entry(
    'Snap pixel',
    'ephemeral-photo social ad pixel',
    'Pixel id',
    '^[a-f0-9-]{0,40}$',
    'scevent.min.js',
    true,
    false,
    false,
    '0a1b2c3d-0000-4000-8000-00000000d3e0',
  ),
  reddit: entry('Reddit pixel', 'discussion-forum ad pixel', 'Pixel id', '^[a-z0-9_]{0,40}$', 'pixel.js', true, false, false, 't2_demo0001'),
  twitter: entry('X pixel', 'microblogging ad pixel', 'Pixel id', '^[a-z0-9]{0,20}$', 'uwt.js', true, true, false, 'o8demo', {
    view_item: 'tw-o8demo-o8v01',
    add_to_cart: 'tw-o8demo-o8a01',
    add_to_wishlist: 'tw-o8demo-o8w01',
    begin_checkout: 'tw-o8demo-o8c01',
    add_payment_info: 'tw-o8demo-o8p01',
    search: 'tw-o8demo-o8s01',
    purchase: 'tw-o8demo-o8b01',
  }),
  bing: entry('Microsoft Advertising UET tag', 'search-engine ad network', 'UET tag id', '^[0-9]{0,20}$', 'bat.js', false, false, false, '187000001'),
  linkedin: entry('LinkedIn Insight Tag', 'professional-network ad pixel', 'Partner id', '^[0-9]{0,20}$', 'insight.min.js', false, true, false, '5100001', {
    add_to_cart: '17000001',
    begin_checkout: '17000002',
    purchase: '17000003',
  }),
  outbrain: entry(
    'Outbrain pixel',
    'native-advertising network',
    'Marketer id',
    '^[a-z0-9]{0,40}$',
    'obtp.js',
    false,
    true,
    false,
    '00demo0outbrain0marketer',
    {
      view_item: 'View Content',
      add_to_cart: 'Add To Cart',
      begin_checkout: 'Checkout',
      purchase: 'Purchase',
    },
  ),
  taboola: entry('Taboola pixel', 'native-advertising network', 'Account id', '^[0-9]{0,20}$', 'tfa.js', false, false, false, '1600001'),
  hotjar: entry('Hotjar', 'session-recording and heatmap service', 'Site id', '^[0-9]{0,20}$', 'hotjar.js', false, false, false, '3800001'),
  vwo: entry('VWO', 'A/B testing service', 'Account id', '^[0-9]{0,20}$', 'j.php', false, false, false, '700001'),
};

function entry(
  label: string,
  kind: string,
  idLabel: string,
  idPattern: string,
  script: string,
  matching: boolean,
  namedConversions: boolean,
  eventsApi: boolean,
  demoId: string,
  demoEventIds: Partial<Record<TrackingEventName, string>> = {},
): ServiceEntry {
  return { label, kind, idLabel, idPattern, script, matching, namedConversions, eventsApi, demoId, demoEventIds };
}
