/**
 * The answers written below the routes, over a real socket (Fastify's inject skips Node's HTTP
 * parser): headers too large, a request line Node cannot read, a URL that does not decode, no
 * Host, bad JSON, a body over the limit, an unknown route, a schema's refusal. Each carries the
 * pages' security headers and a plain message with no framework or validator text, and says
 * `Connection: close` when the socket is then closed.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, test } from 'vitest';
import Fastify from 'fastify';
import { useTestStore } from '../testing/use-test-store.ts';
import { keepHeadersSendable } from './sendable-headers.ts';

let port = 0;

const store = useTestStore('shop-framework-');
beforeAll(async () => {
  await store.app.listen({ port: 0, host: '127.0.0.1' });
  port = (store.app.server.address() as AddressInfo).port;
}, 60_000);

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  closed: boolean;
}

/** Writes `request` as it is and reads until the store closes the socket or goes quiet for 300 ms. */
function send(request: string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    let closed = false;
    let quiet: NodeJS.Timeout;
    const finish = () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n'), closed });
      socket.destroy();
    };
    const wait = () => {
      clearTimeout(quiet);
      quiet = setTimeout(finish, 300);
    };
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      wait();
    });
    socket.on('close', () => {
      closed = true;
      clearTimeout(quiet);
      finish();
    });
    socket.on('error', () => {});
    socket.write(request);
    wait();
  });
}

const big = 'x'.repeat(20_000);
const CASES: [name: string, request: string, status: number, closes: boolean][] = [
  ['headers over the limit (431)', `GET /shop/ HTTP/1.1\r\nHost: a\r\nX-A: ${big}\r\nX-B: ${big}\r\nX-C: ${big}\r\nX-D: ${big}\r\n\r\n`, 431, true],
  ['an address over the limit', `GET /${'a'.repeat(70_000)} HTTP/1.1\r\nHost: a\r\n\r\n`, 431, true],
  ['a request line Node cannot parse', 'GARBAGE\r\n\r\n', 400, true],
  [
    'Content-Length with Transfer-Encoding (smuggling)',
    'POST /?wc-ajax=add_to_cart HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    400,
    true,
  ],
  ['a path that does not decode', 'GET /shop/%E0%A4%A HTTP/1.1\r\nHost: a\r\n\r\n', 400, false],
  ['no Host', 'GET /shop/ HTTP/1.1\r\n\r\n', 400, true],
  ['bad JSON', 'POST /shop/ HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{bad}', 400, true],
  [
    'a body over the limit',
    `POST /?wc-ajax=add_to_cart HTTP/1.1\r\nHost: a\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 300000\r\n\r\n${'a'.repeat(1000)}`,
    413,
    true,
  ],
  ['a body type nobody reads', 'POST /?wc-ajax=add_to_cart HTTP/1.1\r\nHost: a\r\nContent-Type: text/weird\r\nContent-Length: 3\r\n\r\nabc', 415, false],
  ['a schema that refuses a parameter', 'GET /assets/placeholder/abc.svg HTTP/1.1\r\nHost: a\r\n\r\n', 400, false],
  ['an unknown page', 'GET /nope/ HTTP/1.1\r\nHost: a\r\n\r\n', 404, false],
];

const INTERNAL = /FST_|statusCode|must match|pattern|Exceeded|Client Error|is not a valid url component|Unexpected token|SyntaxError|node\.js/i;

describe('answers below the routes', () => {
  test.each(CASES)('%s: %d with the security headers and no internal text', async (_name, request, status, closes) => {
    const answer = await send(request);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['permissions-policy']).toContain('camera=()');
    expect(answer.body).not.toMatch(INTERNAL);
    if (closes) {
      expect(answer.headers.connection).toBe('close');
      expect(answer.closed).toBe(true);
    }
  });
});

describe('headers Node cannot write', () => {
  test('a Location with characters outside Latin-1 goes out percent-encoded; any other such header is dropped, the answer kept', async () => {
    const app = Fastify();
    keepHeadersSendable(app);
    app.get('/odd-redirect/', (_request, reply) => reply.redirect('/Ā?q=ü', 303));
    app.get('/odd-header/', (_request, reply) => reply.header('x-note', 'Ā').send('kept'));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const redirect = await fetch(`${base}/odd-redirect/`, { redirect: 'manual' });
      expect(redirect.status).toBe(303);
      expect(redirect.headers.get('location')).toBe('/%C4%80?q=%C3%BC');
      const header = await fetch(`${base}/odd-header/`);
      expect(header.status).toBe(200);
      expect(await header.text()).toBe('kept');
      expect(header.headers.get('x-note')).toBeNull();
    } finally {
      await app.close();
    }
  });
});
