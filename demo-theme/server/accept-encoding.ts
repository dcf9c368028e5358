/** The content encodings the store sends bytes it compressed ahead in, and which one a request gets. */
export type Encoding = 'identity' | 'gzip' | 'br';

/** Which encoding to send for an Accept-Encoding header (q=0 excluded): Brotli, else gzip, else none. */
export function pickEncoding(header: string | undefined): Encoding {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
