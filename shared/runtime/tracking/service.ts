/** What the pipeline asks of a loaded service (the Google and Meta adapters). */
import type { ConsentState } from '../../engine/consent/consent-state.ts';
import type { DataLayer } from '../../engine/tracking/data-layer.ts';
import type { TrackingEvent } from '../../engine/tracking/tracking-event.ts';

export interface TrackingService {
  /** Sends the event under this consent (the adapter skips what its categories do not allow). */
  send(event: TrackingEvent, consent: ConsentState): Promise<void>;
  /** The server-to-server payload of the event, or null. */
  serverPayload?(event: TrackingEvent): Promise<Record<string, unknown> | null>;
  consentChanged?(consent: ConsentState): void;
  /**
   * Whether the vendor's library has what was sent (it has loaded and read its queue) or was given
   * up on: while it still loads, a page that leaves hands the event on to the next page. Without
   * it, sent counts as taken.
   */
  taken?(): boolean;
}

export type ServiceLoader = (layer: DataLayer, consent: ConsentState) => Promise<TrackingService | null>;
