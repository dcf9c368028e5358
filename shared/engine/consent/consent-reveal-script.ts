/**
 * The inline script a server prints right after a printed consent banner (printedBanner in the
 * banner's view): it shows the banner while the page is parsed, before any module loads, unless a
 * choice is stored under the current revision (the same test as parseChoice). The banner then
 * paints with the page instead of after the elements' scripts. A button pressed before the
 * element has started is remembered (`data-early-action`, with its time in `data-early-action-at`)
 * and carried out when it starts, as made at that time: what the shopper did between the press and
 * the element's start came after their choice (a cart add then opens the push prompt).
 * Printed only where the visitor is asked without a region lookup (explicit mode, no restricted
 * regions): elsewhere the element decides after the lookup, as before.
 */
export const EARLY_ACTION_ATTRIBUTE = 'data-early-action';
export const EARLY_ACTION_AT_ATTRIBUTE = 'data-early-action-at';

export function consentRevealScript(o: { storageKey: string; revision: number }): string {
  const config = JSON.stringify({ k: o.storageKey, r: o.revision }).replace(/</g, '\\u003c');
  return `(function(c){try{var s=JSON.parse(localStorage.getItem(c.k)||'null');if(s&&s.v===1&&s.revision===c.r&&s.categories)return;}catch(e){}
var b=document.querySelector('shop-consent-banner [data-consent-printed]');if(!b)return;b.hidden=false;
b.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('[data-consent-action]');if(a){b.setAttribute('${EARLY_ACTION_ATTRIBUTE}',a.getAttribute('data-consent-action'));b.setAttribute('${EARLY_ACTION_AT_ATTRIBUTE}',String(Date.now()));}});})(${config});`;
}
