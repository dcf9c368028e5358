import { visuallyHidden } from '../../shared/ui/visually-hidden.ts';
/** The enhancer shows its server-rendered content through a slot, plus a polite live region. */
export function AddToCartView({ announcement }: { announcement: string }) {
  return (
    <>
      <slot />
      <div part="status" role="status" aria-live="polite" style={visuallyHidden}>
        {announcement}
      </div>
    </>
  );
}
