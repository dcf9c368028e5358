/** `run` at most once per animation frame, however often the returned function is called (a render's many mutations). */
export function oncePerFrame(run: () => void): () => void {
  let scheduled = false;
  return () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      run();
    });
  };
}
