/**
 * The home page's blocks as a page editor sees them: each starts with the theme's block edit
 * marker (Flatsome's markup; the elements draw the links), and each link opens the demo's stand-in
 * for an editor. The demo store has no page builder: the stand-in says which block and editor a
 * WordPress shop would open.
 */
import { html, type Raw } from '../server/html.ts';
import { __ } from '../server/i18n/demo-locale.ts';
import { sprintf } from '../../shared/messages/catalog.ts';

export const HOME_BLOCKS = {
  hero: 'Welcome',
  categories: 'Shop by category',
  popular: 'Popular right now',
  photos: 'Photo feed',
} as const;
export type HomeBlock = keyof typeof HOME_BLOCKS;

export const BLOCK_EDITORS = ['page-builder', 'back-end'] as const;
export type BlockEditor = (typeof BLOCK_EDITORS)[number];

const editorUrl = (block: HomeBlock, editor: BlockEditor) => `/shop-owner/blocks/${block}/?editor=${editor}`;

/** The marker a theme prints at the start of a block for a user who can edit pages; nothing for anyone else. */
export function blockEditMarker(block: HomeBlock, forEditor: boolean): Raw | '' {
  if (!forEditor) return '';
  return html`<div class="block-edit-link" data-title="${sprintf(__('Edit Block: %s'), HOME_BLOCKS[block])}" data-link="${editorUrl(block, 'page-builder')}" data-backend="${editorUrl(block, 'back-end')}"></div>`;
}

export function blockEditorPage(block: HomeBlock, editor: BlockEditor): Raw {
  const opens = editor === 'page-builder' ? __('the page builder') : __('WordPress’s back-end editor');
  return html`<div class="woocommerce"><h1>${sprintf(__('Edit Block: %s'), HOME_BLOCKS[block])}</h1>
<p>${sprintf(__('This demo store has no page editor. In a WordPress shop this link opens %1$s on the “%2$s” block of the home page.'), opens, HOME_BLOCKS[block])}</p>
<p><a href="/">${__('Back to the home page')}</a></p></div>`;
}
