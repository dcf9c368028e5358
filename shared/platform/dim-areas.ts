/**
 * Dims page areas while the cart request that will replace them runs, as WooCommerce does
 * (opacity 0.6, its `updating` class for themes, and aria-busy for assistive technology).
 * Areas replaced meanwhile simply leave with their dimming; the others get back what they had.
 */
export const DIM_OPACITY = '0.6';

export function dimAreas(areas: Iterable<HTMLElement>): () => void {
  const dimmed = [...areas].map((area) => {
    const before = { opacity: area.style.opacity, busy: area.getAttribute('aria-busy'), updating: area.classList.contains('updating') };
    area.style.opacity = DIM_OPACITY;
    area.setAttribute('aria-busy', 'true');
    area.classList.add('updating');
    return { area, before };
  });
  return () => {
    for (const { area, before } of dimmed) {
      if (!area.isConnected) continue;
      area.style.opacity = before.opacity;
      if (before.busy === null) area.removeAttribute('aria-busy');
      else area.setAttribute('aria-busy', before.busy);
      if (!before.updating) area.classList.remove('updating');
    }
  };
}
