/**
 * Tells the shop's developer what is wrong in the page's filter configuration: each value the
 * filter cannot read, on the console, once per page. The check and its schema (6 kB) load apart,
 * after the filter has started, and only where someone is looking: on a development host
 * (localhost, *.local, *.test), when the block carries `data-check` or the address `?shop-check-config`,
 * or when the configuration has already shown a mistake (the filter off for a reason other than
 * its switch, a filter left out). A shopper on a well-configured shop downloads none of it.
 */
const DEVELOPMENT_HOST = /^(localhost|.+\.(local|localhost|test))$/;

export function filterConfigCheckWanted(block: Element, suspicious: boolean, where: Pick<Location, 'hostname' | 'search'> = location): boolean {
  return suspicious || block.hasAttribute('data-check') || new URLSearchParams(where.search).has('shop-check-config') || DEVELOPMENT_HOST.test(where.hostname);
}

export function reportFilterConfigProblems(configuration: unknown, blockId: string): void {
  void import('../engine/filter/config/config-check.ts')
    .then(({ checkFilterConfig }) => {
      let parsed = configuration;
      if (typeof parsed === 'string') {
        try {
          parsed = JSON.parse(parsed);
        } catch {
          return; // the filter has said already that the block is not JSON
        }
      }
      for (const problem of checkFilterConfig(parsed)) console.warn(`[shop filter] #${blockId}: ${problem}`);
    })
    .catch(() => undefined);
}
