/** The event `<shop-sticky-header>` raises when the header sticks or unsticks (the category menu listens to it). */
import { shopEventFactory } from '../../shared/events/shop-event.ts';

export interface StickyHeaderChangeDetail {
  stuck: boolean;
}

export interface StickyHeaderEventDetails {
  'shop-sticky-header-change': StickyHeaderChangeDetail;
}

export const stickyHeaderEvent = shopEventFactory<StickyHeaderEventDetails>();

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-sticky-header-change': CustomEvent<StickyHeaderChangeDetail>;
  }
}
