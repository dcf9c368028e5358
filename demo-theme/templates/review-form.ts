/**
 * WooCommerce's review form (single-product-reviews.php around WordPress's comment_form): the
 * rating, the review, and for a visitor the name and email; posted to WordPress's
 * wp-comments-post.php. Given back filled, with the focus in it, when a check refused it.
 */
import { html, raw, type Raw } from '../server/html.ts';
import { __ } from '../server/i18n/demo-locale.ts';
import { sprintf } from '../../shared/messages/catalog.ts';
import { sentence } from './sentence.ts';

export interface ReviewFormData {
  productId: number;
  productName: string;
  /** No review yet: WooCommerce's "Be the first to review". */
  first: boolean;
  nonce: string;
  /** The signed-in customer's name (their name and email are the account's), or null. */
  signedInAs: string | null;
  values?: { rating?: string; comment?: string; author?: string; email?: string };
  /** The form came back from a refusal: the focus goes to its first field. */
  failed?: boolean;
}

const required = () => html`&nbsp;<span class="required">*</span>`;
const RATINGS: [string, string][] = [
  ['5', 'Perfect'],
  ['4', 'Good'],
  ['3', 'Average'],
  ['2', 'Not that bad'],
  ['1', 'Very poor'],
];

export function reviewForm(d: ReviewFormData): Raw {
  const v = d.values ?? {};
  const focus = d.failed ? raw(' autofocus') : '';
  const title = d.first ? sprintf(__('Be the first to review “%s”'), d.productName) : __('Add a review');
  return html`<div id="review_form_wrapper"><div id="review_form"><div id="respond" class="comment-respond">
<span id="reply-title" class="comment-reply-title" role="heading" aria-level="3">${title}</span>
<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form">
${d.signedInAs ? html`<p class="logged-in-as">${sprintf(__('Logged in as %s.'), d.signedInAs)}</p>` : html`<p class="comment-notes"><span id="email-notes">${__('Your email address will not be published.')}</span> <span class="required-field-message">${sentence(__('Required fields are marked %s'), html`<span class="required">*</span>`)}</span></p>`}
<div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">${__('Your rating')}${required()}</label><select name="rating" id="rating" required${focus}><option value="">${__('Rate…')}</option>${RATINGS.map(([value, label]) => html`<option value="${value}"${v.rating === value ? raw(' selected') : ''}>${__(label)}</option>`)}</select></div>
<p class="comment-form-comment"><label for="comment">${__('Your review')}${required()}</label><textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required>${v.comment ?? ''}</textarea></p>
${
  d.signedInAs
    ? ''
    : html`<p class="comment-form-author"><label for="author">${__('Name')}${required()}</label><input id="author" name="author" type="text" autocomplete="name" value="${v.author ?? ''}" size="30" maxlength="245" required></p>
<p class="comment-form-email"><label for="email">${__('Email')}${required()}</label><input id="email" name="email" type="email" autocomplete="email" value="${v.email ?? ''}" size="30" maxlength="100" aria-describedby="email-notes" required></p>`
}
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="${__('Submit')}"> <input type="hidden" name="comment_post_ID" value="${d.productId}" id="comment_post_ID"><input type="hidden" name="comment_parent" id="comment_parent" value="0"><input type="hidden" name="shop-review-nonce" value="${d.nonce}"></p>
</form></div></div></div>`;
}

/** The pending review its author sees through the moderation link (WordPress's comment, unapproved). */
export function pendingReviewItem(r: { id: number; body: string }, stars: Raw): Raw {
  return html`<li class="review shop-Review--pending" id="li-comment-pending-${r.id}"><div id="comment-pending-${r.id}" class="comment_container"><div class="comment-text">${stars}<p class="meta"><em class="woocommerce-review__awaiting-approval">${__('Your review is awaiting approval')}</em></p><div class="description"><p>${r.body}</p></div></div></div></li>`;
}
