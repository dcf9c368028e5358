/**
 * What the tracking element can log before consent (no data layer, one of another version, an
 * excluded domain): apart from the rest of the catalogue (messages.ts), which loads with the pipeline.
 */
import { TRACKING } from './constants.ts';

export const START_MESSAGES = {
  versionMismatch: (library: string, layer: string) =>
    `The library version ${library} and data layer version ${layer} do not match. Delete the server-side cache and try again.`,
  dataLayerMissing: (id: string) =>
    `No data layer (#${id}) after ${TRACKING.dataLayerWaitMs / 1000} s. Make sure the data layer snippet is inserted in the page and not modified by a consent manager or an optimiser.`,
  excludedDomain: 'Aborted due to excluded domain',
} as const;
