/**
 * Whether the filter's first result is known, for the layouts that draw nothing before it (the
 * sidebar, the bar, the off-canvas panel). Their first drawing with it is the heaviest render of
 * a listing (every filter's control at once), so it runs in the background: in slices between
 * which the browser paints and answers input, not in the task that brings the result (a store
 * change alone would draw it in one blocking pass). The server's markup stays until it commits.
 */
import { useDeferredValue } from 'react';
import { $filterResults } from '../stores/filter.ts';
import { useStore } from '@nanostores/react';

export function useFirstResultKnown(): boolean {
  return useDeferredValue(useStore($filterResults).sequence > 0);
}
