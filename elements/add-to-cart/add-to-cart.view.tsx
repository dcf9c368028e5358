/** The enhancer shows its server-rendered content through a slot, plus a polite live region. */
const visuallyHidden = {
  position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
} as const;

export function AddToCartView({ announcement }: { announcement: string }) {
  return (
    <>
      <slot />
      <div part="status" role="status" aria-live="polite" style={visuallyHidden}>{announcement}</div>
    </>
  );
}
