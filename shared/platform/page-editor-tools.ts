/**
 * What only a page editor's page loads: the reduced-motion notice (with WordPress's admin bar)
 * and the block edit links (where the theme printed their markers). Loaded by the loader.
 */
import { noticeReducedMotion } from './editor-notices.ts';
import { showBlockEditLinks } from './block-edit-links.ts';

export function startPageEditorTools(): void {
  if (document.getElementById('wpadminbar')) noticeReducedMotion();
  showBlockEditLinks();
}
