/**
 * The one way the elements build their events: a factory per map of event names to details, so
 * a wrong name or detail does not compile. Every event bubbles and is composed (it crosses
 * shadow roots, so a page listening on document hears elements inside a page builder's shadow
 * DOM). Each element's events module adds its names to GlobalEventHandlersEventMap.
 */
export function shopEventFactory<Details extends object>() {
  return function shopEvent<N extends keyof Details & string>(name: N, detail: Details[N], init: { cancelable?: boolean } = {}): CustomEvent<Details[N]> {
    return new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: init.cancelable ?? false });
  };
}
