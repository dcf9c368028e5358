/**
 * Tells the shop's developer what is wrong in the page's filter configuration: each value the
 * filter cannot read, on the console, once per page. The check and its schema load apart, after
 * the filter has started, so they cost the shopper's first result nothing.
 */
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
