/**
 * The browser tests' fixture: puts markup in the page, loads the element's module (which defines
 * it) and waits until the element is ready, then hands back the element. One page per test file,
 * so a later mount replaces the earlier markup.
 */
import { until } from './wait.ts';

export interface MountOptions<E extends HTMLElement> {
  /** The element's module, e.g. `() => import('./define.ts')`. */
  define?: () => Promise<unknown>;
  /** Which element of the markup is the one under test (default: the first custom element). */
  selector?: string;
  /** Ready when this holds (default: the element rendered something). */
  ready?: (host: E) => boolean;
  /** Where the markup goes (default: the body, emptied first). */
  into?: HTMLElement;
}

export async function mount<E extends HTMLElement = HTMLElement>(html: string, options: MountOptions<E> = {}): Promise<E> {
  const target = options.into ?? document.body;
  target.innerHTML = html;
  const host =
    (options.selector ? target.querySelector<E>(options.selector) : [...target.querySelectorAll<E>('*')].find((e) => e.localName.includes('-'))) ?? null;
  if (!host) throw new Error(`mount: nothing matches ${options.selector ?? 'a custom element'} in ${html.slice(0, 80)}`);
  await options.define?.();
  const ready = options.ready ?? ((element: E) => element.childElementCount > 0 || !!element.shadowRoot?.childElementCount);
  await until(() => ready(host), `${host.localName} ready`);
  return host;
}
