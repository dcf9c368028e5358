/**
 * Requests to a running store over real sockets, each with its own browser's cookies. One
 * keep-alive agent per client, so a burst can open its connections first and then send every
 * request at once (see parallel.ts).
 */
import http from 'node:http';
import { CookieJar } from './cookie-jar.ts';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** When the request was written and when its answer was complete (performance.now()). */
  sentAt: number;
  doneAt: number;
}

export interface RequestOptions {
  jar?: CookieJar;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** A raw body (with its own content-type in `headers`). */
  body?: string | Buffer;
}

export class StoreClient {
  readonly agent: http.Agent;

  constructor(
    readonly baseUrl: string,
    maxSockets = 64,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const url = new URL(path, this.baseUrl);
    const body = options.form ? new URLSearchParams(options.form).toString() : options.body;
    const headers: Record<string, string | number> = { ...options.headers };
    if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
    const cookie = options.jar?.header();
    if (cookie) headers.cookie = cookie;
    return new Promise((resolve, reject) => {
      const sentAt = performance.now();
      const request = http.request(url, { method, headers, agent: this.agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          options.jar?.take(response.headers['set-cookie']);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            sentAt,
            doneAt: performance.now(),
          });
        });
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  get(path: string, jar?: CookieJar, headers?: Record<string, string>): Promise<Answer> {
    return this.request('GET', path, { jar, headers });
  }

  post(path: string, form: Record<string, string>, jar?: CookieJar, headers?: Record<string, string>): Promise<Answer> {
    return this.request('POST', path, { jar, form, headers });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A hidden field's value in a page (`name="…" value="…"`, either order), '' when absent. */
export function fieldValue(html: string, name: string): string {
  const input = new RegExp(`<input[^>]*name="${name.replace(/[[\]]/g, '\\$&')}"[^>]*>`).exec(html)?.[0] ?? '';
  return /value="([^"]*)"/.exec(input)?.[1] ?? '';
}
