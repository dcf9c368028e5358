/** The theme's notices area: error notices from a form add are appended there and scrolled to. */
import { sanitizedFragment, withSanitizer } from '../../shared/platform/sanitize.ts';

export function showNotices(form: HTMLElement, noticesHtml: string): void {
  withSanitizer(() => showNoticesNow(form, noticesHtml), noticesHtml);
}

function showNoticesNow(form: HTMLElement, noticesHtml: string): void {
  let area = document.querySelector<HTMLElement>('.woocommerce-notices-wrapper');
  if (!area) {
    area = document.createElement('div');
    area.className = 'woocommerce-notices-wrapper';
    form.before(area);
  }
  area.replaceChildren(sanitizedFragment(noticesHtml));
  area.setAttribute('tabindex', '-1');
  area.scrollIntoView({ block: 'center' });
  area.focus({ preventScroll: true });
}
