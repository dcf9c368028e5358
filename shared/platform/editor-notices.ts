/**
 * What a page editor (a user who sees WordPress's admin bar) is told in the console: that the
 * browser asks for reduced motion, so the storefront's animations jump to their end — the
 * editor checking a count-up, a sticky header's slide or a popup's fade sees why none plays.
 */
import { prefersReducedMotion } from './reduced-motion.ts';

export const REDUCED_MOTION_NOTICE = '[shop] Reduced motion is on in this browser: animations jump to their end.';

/** Loaded by the loader only when the page has the admin bar. */
export function noticeReducedMotion(): void {
  if (prefersReducedMotion()) console.info(REDUCED_MOTION_NOTICE);
}
