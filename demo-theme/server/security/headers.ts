/**
 * Security headers on every answer (Helmet), with a Content-Security-Policy the elements run
 * under: scripts only from this origin or inline with the page's nonce, no eval, no plugins,
 * no framing by other sites, forms posting only here. Violations are reported to /csp-report.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const CSP_REPORT_PATH = '/csp-report';

type WithNonce = ServerResponse & { shopCspNonce?: string };

/** The nonce an inline script of this page must carry (made on first use, one per response). */
export function cspNonce(reply: FastifyReply): string {
  const raw = reply.raw as WithNonce;
  raw.shopCspNonce ??= randomBytes(16).toString('base64');
  return raw.shopCspNonce;
}

const nonceSource = (_request: IncomingMessage, response: ServerResponse) => {
  const raw = response as WithNonce;
  raw.shopCspNonce ??= randomBytes(16).toString('base64');
  return `'nonce-${raw.shopCspNonce}'`;
};

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()';

function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource],
        // Style elements and sheets only from here; style attributes (WooCommerce prints star
        // ratings as widths) are allowed, as React's own style props are.
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The gallery's video entries play in YouTube's privacy-enhanced player or Vimeo's.
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        reportUri: [CSP_REPORT_PATH],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The same headers as a page's, for answers written outside Fastify's hooks (a request the HTTP
 * parser refused, a URL the router cannot read): Helmet run on a stand-in response.
 */
export function securityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(https))({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  // The same options object; the plugin's types name Helmet's option types through their own copy.
  await app.register(fastifyHelmet, { global: true, ...(helmetOptions(options.https) as Record<string, unknown>) });
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    done(null, payload);
  });

  // Browsers post violation reports as application/csp-report (report-uri) or reports+json.
  for (const type of ['application/csp-report', 'application/reports+json']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, {});
      }
    });
  }
  app.post(CSP_REPORT_PATH, { bodyLimit: 16_384 }, (request, reply) => {
    const report = (request.body as { 'csp-report'?: Record<string, unknown> } | undefined)?.['csp-report'] ?? request.body;
    request.log.warn({ report }, 'Content-Security-Policy violation');
    if (process.env.SHOP_LOG_CSP === '1') console.warn(`[csp] ${JSON.stringify(report).slice(0, 500)}`);
    return reply.code(204).send();
  });
}
