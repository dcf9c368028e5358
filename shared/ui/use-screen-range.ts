/**
 * a layout container renders only while the window width lies between its min-screen and
 * max-screen (inclusive). Read from the element's `min-screen` / `max-screen` attributes (or the
 * spec's `data-min-screen` / `data-max-screen`).
 */
import { screenQuery } from '../engine/filter/config/layout-rules.ts';
import { useMediaQuery } from '../platform/media.ts';

const attribute = (host: Element | undefined, name: string) => host?.getAttribute(name) ?? host?.getAttribute(`data-${name}`) ?? null;

export function useScreenRange(host: Element | undefined): boolean {
  return useMediaQuery(screenQuery(attribute(host, 'min-screen'), attribute(host, 'max-screen')));
}
