/**
 * <shop-applied-filters>: the connected chips, and the hand-over from a server's first paint of
 * them (shared/platform/first-paint.ts). Where the server printed the chips before the element, the
 * element draws its own with the filter's first result, in the commit that removes the copy (as the
 * sidebar and the bar do), so the page never shows both or neither; elsewhere it draws them as
 * soon as the address is read, as before.
 */
import { useState } from 'react';
import { AppliedFilters, type AppliedFiltersProps } from '../../shared/connectors/applied-filters.tsx';
import { useFirstResultKnown } from '../../shared/connectors/use-first-result.ts';
import { firstPaintCopyOf } from '../../shared/platform/first-paint.ts';
import { useFirstPaintHandOver } from '../../shared/ui/use-first-paint-hand-over.ts';

export function AppliedFiltersElementView(props: AppliedFiltersProps) {
  const { container } = props;
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const [printed] = useState(() => host !== undefined && firstPaintCopyOf(host) !== null);
  const ready = useFirstResultKnown();
  useFirstPaintHandOver(host, printed && ready);
  return !printed || ready ? <AppliedFilters {...props} /> : null;
}
