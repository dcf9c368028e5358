/** The demo store as a Fastify app: security, static files, wc-ajax, admin-ajax and the pages. */
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { constants as zlib } from 'node:zlib';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { Db } from './db.ts';
import { registerJquery } from './pages/wc-scripts.ts';
import { registerThemeStylesheet } from './pages/theme-stylesheet.ts';
import { registerDemoLocale } from './i18n/demo-locale.ts';
import { registerErrorHandler } from './errors.ts';
import { registerFilterRoutes } from './filter/filter-routes.ts';
import { registerCatalogueRoutes } from './catalogue/catalogue-routes.ts';
import { registerAddToCartLink } from './cart/add-to-cart-link.ts';
import { registerCartRoutes } from './cart/cart-routes.ts';
import { registerCheckoutRoutes } from './checkout/checkout-routes.ts';
import { registerAccountRoutes } from './accounts/account-routes.ts';
import { registerPasswordResetRoutes } from './accounts/password-reset-routes.ts';
import { registerReviewRoutes } from './catalogue/review-routes.ts';
import { pageRenderer } from './pages/page-frame.ts';
import { registerSearchPage } from './search/search-page.ts';
import { registerWorkbench } from './pages/workbench.ts';
import { placeholderSvg, type ImageView } from './catalogue/placeholder.ts';
import { THUMBNAIL_SUFFIX } from './catalogue/image-sizes.ts';
import { svgToPng } from './catalogue/placeholder-png.ts';
import { CSP_REPORT_PATH, registerSecurityHeaders } from './security/headers.ts';
import { refuseCrossSiteWrites } from './security/same-origin.ts';
import { keepHeadersSendable } from './security/sendable-headers.ts';
import { frameworkAnswerOptions, refuseMissingHost } from './security/framework-answers.ts';
import { registerDemoSettings } from './pages/demo-settings.ts';
import { purgeExpiredSessions } from './session.ts';
import { ensureDemoCoupons } from './cart/coupons.ts';
import { registerSiteUrl } from './site-url.ts';
import { createAjaxRegistries } from './ajax/action-registry.ts';
import { registerAjaxRoutes } from './ajax/ajax-routes.ts';
import { registerCartAjax } from './cart/cart-ajax.ts';
import { registerCheckoutAjax } from './checkout/checkout-ajax.ts';
import { registerSearchAjax } from './search/search-routes.ts';
import { registerQuickViewAjax } from './catalogue/quick-view-ajax.ts';
import { registerPhotoFeedAjax } from './catalogue/photo-feed-ajax.ts';
import { sanitizeStoredDescriptions } from './catalogue/shop-html.ts';
import { registerTrackingApi } from './tracking/tracking-api.ts';
import { registerRecorders } from './tracking/recorders.ts';
import { registerTrackingPages } from './tracking/tracking-pages.ts';
import { registerOwnerRoutes } from './owner/owner-routes.ts';
import { registerCartCapture } from './cart-capture/cart-contacts.ts';
import { registerPushSubscriptions } from './push/push-subscriptions.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PURGE_EVERY_MS = 3600_000;

export interface AppOptions {
  logger?: boolean;
  /** Served over HTTPS (behind a proxy): Secure cookies, HSTS. Default: SHOP_HTTPS=1. */
  https?: boolean;
  /** The address shoppers use, for absolute URLs. Default: SHOP_SITE_URL, else the listening address. */
  siteUrl?: string;
}

export async function buildApp(db: Db, options: AppOptions = {}): Promise<FastifyInstance> {
  const https = options.https ?? process.env.SHOP_HTTPS === '1';
  const app = Fastify({
    ...frameworkAnswerOptions(https),
    logger: options.logger ?? false,
    routerOptions: { ignoreDuplicateSlashes: true, maxParamLength: 200 },
    bodyLimit: 262_144,
    trustProxy: process.env.SHOP_TRUST_PROXY === '1',
  });
  registerErrorHandler(app);
  registerSiteUrl(app, { configured: options.siteUrl ?? process.env.SHOP_SITE_URL, https });
  keepHeadersSendable(app);
  await registerSecurityHeaders(app, { https });
  refuseMissingHost(app);
  refuseCrossSiteWrites(app, (request) => request.url === CSP_REPORT_PATH);
  await app.register(cookie);
  registerDemoLocale(app);
  // PHP parses form bodies into arrays for names like cart[key][qty]; we keep flat names.
  await app.register(formbody, { bodyLimit: 65_536 });
  // WooCommerce prints product forms as multipart/form-data: their fields become the body as
  // text, like a urlencoded form; files are not accepted anywhere in the shop.
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fields: 200, fieldSize: 65_536, files: 0, parts: 200 } });
  // Responses over 1 kB go out with Brotli or gzip (quality 5: pages are made per request);
  // an answer that is already encoded (the descriptors) is left as it is. Pages up to 256 kB are
  // compressed in one call (a 115 kB listing: about 2 ms at quality 5): the plugin's stream
  // pipeline, its default above 8 kB on two cores, delivered the first byte about 5 ms later.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 256 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
  // Chunks carry a content hash in their names: cached for a year, never revalidated. Entry
  // files (loader, elements) keep their names, so they are revalidated after an hour.
  // The build writes each file also as .br and .gz at their best levels: sent as they are to a
  // browser that accepts them (Vary: Accept-Encoding), never compressed per request.
  await app.register(fastifyStatic, {
    root: resolve(ROOT, 'dist'),
    prefix: '/dist/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, path) => {
      response.header(
        'Cache-Control',
        /[\\/]chunks[\\/]/.test(path) || /[\\/]assets[\\/]worker-/.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      // The cart reminders' service worker controls the whole shop (it opens the cart).
      if (/[\\/]push-sw\.js$/.test(path)) response.header('Service-Worker-Allowed', '/');
    },
  });
  registerThemeStylesheet(app, resolve(ROOT, 'demo-theme/assets'));
  await app.register(fastifyStatic, { root: resolve(ROOT, 'demo-theme/assets'), prefix: '/assets/', decorateReply: false, maxAge: '1h' });
  registerJquery(app, ROOT);

  // /assets/placeholder/<id>[-back|-detail|-300x225].(svg|png): a product's drawing (the last its
  // catalogue thumbnail, named as WordPress names a generated size); PNG for the large images.
  const placeholderFile = new RegExp(`^([0-9]{1,10})(-back|-detail|${THUMBNAIL_SUFFIX})?\\.(svg|png)$`);
  const views: Record<string, ImageView> = { '-back': 'back', '-detail': 'detail', [THUMBNAIL_SUFFIX]: 'thumbnail' };
  app.get<{ Params: { file: string } }>(
    '/assets/placeholder/:file',
    { schema: { params: { type: 'object', properties: { file: { type: 'string', pattern: placeholderFile.source } } } } },
    (request, reply) => {
      const [, id, suffix, type] = placeholderFile.exec(request.params.file)!;
      const svg = placeholderSvg(db, Number(id), suffix ? views[suffix]! : 'front');
      if (!svg) return reply.code(404).send('');
      reply.header('Cache-Control', 'public, max-age=86400');
      return type === 'png' ? reply.type('image/png').send(svgToPng(svg)) : reply.type('image/svg+xml').send(svg);
    },
  );

  // Answers to scripts (?wc-ajax= on every URL, admin-ajax.php): each domain registers its own.
  const ajax = createAjaxRegistries();
  registerCartAjax(ajax);
  registerCheckoutAjax(ajax);
  registerSearchAjax(ajax);
  registerQuickViewAjax(ajax);
  registerPhotoFeedAjax(ajax);
  registerTrackingApi(app, db, ajax);
  registerCartCapture(db, ajax);
  registerPushSubscriptions(db, ajax);
  registerAjaxRoutes(app, db, ajax);

  // Routes by domain; every page shares one frame (layout, cart fragments, notices, 404).
  const frame = pageRenderer(db);
  registerCatalogueRoutes(app, db, frame);
  registerAddToCartLink(app, db, frame);
  registerCartRoutes(app, db, frame.page);
  registerCheckoutRoutes(app, db, frame.page, frame.notFound);
  registerAccountRoutes(app, db, frame.page);
  registerPasswordResetRoutes(app, db, frame.page);
  registerReviewRoutes(app, db, frame.page);
  registerDemoSettings(app, db, frame.page);
  registerSearchPage(app, db, frame);
  registerRecorders(app, db);
  registerTrackingPages(app, db, frame.page);
  registerOwnerRoutes(app, db, frame.page);
  registerFilterRoutes(app, db);
  registerWorkbench(app, db);
  app.setNotFoundHandler((request, reply) => reply.code(404).type('text/html').send(frame.notFound(request, reply)));

  ensureDemoCoupons(db);
  sanitizeStoredDescriptions(db);
  purgeExpiredSessions(db);
  const purge = setInterval(() => purgeExpiredSessions(db), PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(purge);
    done();
  });
  return app;
}
