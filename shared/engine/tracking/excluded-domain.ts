/**
 * Hosts where the tracking never starts (translation proxies, staging copies): asked before
 * consent, so apart from the identifiers' validation, which loads with the pipeline.
 */
/** Built-in exclusions (an app-hosting preview and a web-translation proxy) plus the shop's own list. */
export const BUILT_IN_EXCLUDED_DOMAINS = ['appspot.com', 'translate.goog'];

export function isExcludedDomain(host: string, configured: string[]): boolean {
  const h = host.toLowerCase();
  return [...BUILT_IN_EXCLUDED_DOMAINS, ...configured].some((d) => {
    const domain = d.trim().toLowerCase();
    return domain !== '' && (h === domain || h.endsWith(`.${domain}`));
  });
}
