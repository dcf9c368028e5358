/**
 * A page editor's block edit links. For a user who can edit pages, the theme prints an empty
 * marker at the start of a block's content (Flatsome's markup):
 *   <div class="block-edit-link" data-title="Edit Block: Footer"
 *        data-link="<the page builder on this block>" data-backend="<the back-end editor>"></div>
 * Each marker becomes a small toolbar at the block's top corner, named by its title, with a link
 * to each editor. It shows while the block is hovered or holds the focus, so the editor reaches
 * it by keyboard too; a shopper's page has no marker and never loads this.
 */
import { t } from '../messages/catalog.ts';
import { safeUrl } from './safe-url.ts';

export const BLOCK_EDIT_MARKER = 'div.block-edit-link';
/** Set on the block (the marker's parent): the toolbar is placed against it. */
export const BLOCK_WITH_EDIT_LINKS = 'shop-has-block-edit';

let generatedIds = 0;

function editorLink(href: string | undefined, text: string): HTMLAnchorElement | null {
  const url = safeUrl(href);
  if (!url) return null; // a javascript: or empty address is not a link
  const link = document.createElement('a');
  link.href = url;
  link.textContent = text;
  return link;
}

/** Turns every marker under root into its toolbar; answers how many it drew. */
export function showBlockEditLinks(root: ParentNode = document): number {
  let drawn = 0;
  for (const marker of root.querySelectorAll<HTMLElement>(`${BLOCK_EDIT_MARKER}:not([data-shop-ready])`)) {
    const links = [editorLink(marker.dataset.link, t('blockEdit.pageBuilder')), editorLink(marker.dataset.backend, t('blockEdit.backEnd'))].filter(
      (link): link is HTMLAnchorElement => link !== null,
    );
    if (links.length === 0) continue;
    const title = document.createElement('span');
    title.className = 'shop-BlockEdit-title';
    title.id = `shop-block-edit-${++generatedIds}`;
    title.textContent = marker.dataset.title?.trim() || t('blockEdit.label');
    const toolbar = document.createElement('nav');
    toolbar.className = 'shop-BlockEdit';
    toolbar.setAttribute('aria-labelledby', title.id);
    toolbar.append(title, ...links);
    marker.replaceChildren(toolbar);
    marker.dataset.shopReady = '';
    marker.parentElement?.classList.add(BLOCK_WITH_EDIT_LINKS);
    drawn++;
  }
  return drawn;
}
