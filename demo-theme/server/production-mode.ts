/**
 * Imported first by start.ts: the libraries the store renders with (React's server renderer, for
 * the filter sidebar's first paint) read NODE_ENV when they load, and without it run their
 * development builds, several times slower per page. A developer may still set it.
 */
process.env.NODE_ENV ??= 'production';
