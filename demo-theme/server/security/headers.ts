/**
 * Security headers on every answer (Helmet), with a Content-Security-Policy the elements run
 * under: scripts only from this origin or inline with the page's nonce, no eval, no plugins,
 * no framing by other sites, forms posting only here. Violations are reported to /csp-report.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
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

export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  await app.register(helmet, {
    global: true,
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
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()');
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
