/** The order-received page when the order is not shown at once: WooCommerce's login notice and its email check. */
import { html, raw, type Raw } from '../server/html.ts';
import { loginForm } from './account.ts';

/** A customer's order for a visitor who is not that customer (WooCommerce's order_received). */
export function orderLoginPage(d: { loginNonce: string; redirect: string }): Raw {
  return html`<div class="woocommerce"><h1>Order received</h1>
<div class="woocommerce-info" role="status">Please log in to your account to view this order.</div>
${loginForm({ loginNonce: d.loginNonce, redirect: d.redirect })}</div>`;
}

/** checkout/form-verify-email.php: a guest order opened away from the session that placed it. */
export function verifyEmailPage(d: { action: string; nonce: string; failed: 'wrong' | 'limited' | null }): Raw {
  const error =
    d.failed === 'wrong'
      ? 'We were unable to verify the email address you provided. Please try again.'
      : d.failed === 'limited'
        ? 'Too many attempts to verify this order’s email address. Please try again later.'
        : null;
  return html`<div class="woocommerce"><h1>Order received</h1>
<form name="checkout" method="post" class="woocommerce-form woocommerce-verify-email" action="${d.action}" enctype="multipart/form-data">
<input type="hidden" id="check_submission" name="check_submission" value="${d.nonce}">
${error ? html`<ul class="woocommerce-error" role="alert"><li>${error}</li></ul>` : ''}
<p>To view this page, you must either ${raw('<a href="/my-account/">login</a>')} or verify the email address associated with the order.</p>
<p class="form-row"><label for="email">Email address&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="email" class="input-text" name="email" id="email" autocomplete="email" required${d.failed ? raw(' aria-invalid="true"') : ''}></p>
<p class="form-row"><button type="submit" class="woocommerce-button button" name="verify" value="1">Verify</button></p>
</form></div>`;
}
