/**
 * The last line of defence for an answer's headers: Node throws while writing a header value
 * with a character it cannot send, and Fastify then answers a bare 500 with its own error text.
 * Before anything is written, a Location is percent-encoded (every redirect target is already a
 * checked path; this keeps a missed one from failing) and any other such header is dropped and logged.
 */
import type { FastifyInstance } from 'fastify';
import { unsendableHeaderValue } from './redirects.ts';

function encodedLocation(value: string): string {
  try {
    return encodeURI(value.replace(/\p{Cc}/gu, ''));
  } catch {
    return '/'; // a lone surrogate: nothing sensible to keep
  }
}

export function keepHeadersSendable(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      const values = Array.isArray(value) ? value.map(String) : [String(value ?? '')];
      if (!values.some(unsendableHeaderValue)) continue;
      if (name === 'location') {
        reply.header('location', encodedLocation(values[0]!));
        continue;
      }
      request.log.error({ header: name }, 'dropped a header value that cannot be sent');
      reply.removeHeader(name);
    }
    done(null, payload);
  });
}
