/**
 * A browser for Fastify's inject: its own cookies (one CookieJar) and address, so a suite can
 * play several shoppers against one in-process store without a socket.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CookieJar, sessionIdIn } from './cookie-jar.ts';

export interface InjectBrowser {
  jar: CookieJar;
  /** The WooCommerce session id in this browser's cookie ('' when none). */
  readonly sessionId: string;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** A form post (application/x-www-form-urlencoded). */
  post(url: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export function injectBrowser(app: FastifyInstance, remoteAddress = '127.0.0.1'): InjectBrowser {
  const jar = new CookieJar();
  const request = async (options: InjectOptions) => {
    const headers = { ...(options.headers as Record<string, string> | undefined) };
    if (jar.header()) headers.cookie = jar.header();
    const answer = await app.inject({ remoteAddress, ...options, headers });
    jar.take(answer.headers['set-cookie'] as string | string[] | undefined);
    return answer;
  };
  return {
    jar,
    get sessionId() {
      return sessionIdIn(jar);
    },
    get: (url, headers = {}) => request({ method: 'GET', url, headers }),
    post: (url, fields, headers = {}) =>
      request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(fields).toString(),
      }),
    request,
  };
}
