/**
 * A browser's cookie store for tests, in one place: it takes `Set-Cookie` headers (from a real
 * HTTP answer or Fastify's inject) and gives the `Cookie` header of the next request. Path and
 * domain are ignored: the demo store sets every cookie on `/` of one host.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Applies `Set-Cookie` headers: a cookie expired in the past or with Max-Age=0 is deleted. */
  take(setCookie: string | string[] | undefined): this {
    for (const line of setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', text = ''] = a.split('=').map((s) => s.trim());
        if (key.toLowerCase() === 'max-age') return Number(text) <= 0;
        return key.toLowerCase() === 'expires' && Date.parse(text) <= Date.now();
      });
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The first cookie whose name starts with `prefix` (the session cookie has the site's hash in its name). */
  find(prefix: string): { name: string; value: string } | undefined {
    for (const [name, value] of this.cookies) if (name.startsWith(prefix)) return { name, value };
    return undefined;
  }

  set(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  /** The value of a `Cookie` request header ('' when empty). */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A second browser starting with this one's cookies (the same session in two tabs). */
  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.set(name, value);
    return copy;
  }
}

/** The WooCommerce session id inside a jar's session cookie ('' when there is none). */
export function sessionIdIn(jar: CookieJar): string {
  const cookie = jar.find('wp_woocommerce_session_');
  return cookie ? decodeURIComponent(cookie.value).split('||')[0]! : '';
}
