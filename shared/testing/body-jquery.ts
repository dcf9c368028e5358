/** A jQuery for the browser tests that keeps body handlers by event name, as WooCommerce's pages have it. */
type Handler = (...args: unknown[]) => void;

export function installBodyJquery(): void {
  const handlers = new Map<string, Handler[]>();
  const body = {
    on: (name: string, handler: Handler) => handlers.set(name, [...(handlers.get(name) ?? []), handler]),
    off: (name: string, handler: Handler) =>
      handlers.set(
        name,
        (handlers.get(name) ?? []).filter((h) => h !== handler),
      ),
    trigger: (name: string, args: unknown[] = []) => {
      for (const handler of handlers.get(name) ?? []) handler({ type: name }, ...args);
    },
  };
  (window as unknown as { jQuery: unknown }).jQuery = () => body;
}

export function removeBodyJquery(): void {
  delete (window as unknown as { jQuery?: unknown }).jQuery;
}

/** Another script's trigger of a body event (an add by another plugin, a remove by WooCommerce's widget). */
export function triggerTheirs(name: string, args: unknown[] = []): void {
  (window as unknown as { jQuery: (target: unknown) => { trigger(name: string, args: unknown[]): void } }).jQuery(document.body).trigger(name, args);
}
