/**
 * <shop-consent-banner>: asks for consent when the shop needs it and lets the shopper change it.
 * `mode="banner"` (default): a labelled region fixed to the bottom of the window that never
 * hides the focused element (the page gets room below it and scrolls focus clear of it);
 * `mode="modal"`: a modal dialog. Reopened by <shop-consent-settings> or by any link or button
 * with `data-shop-consent-open`. No React: it is part of what loads before consent.
 */
import { safeUrl } from '../../shared/platform/safe-url.ts';
import type { OptionalCategory } from '../../shared/engine/consent/consent-state.ts';
import { acceptAllConsent, chooseConsent, closeConsentPanel, openConsentPanel, rejectAllConsent } from '../../shared/stores/consent.actions.ts';
import { $consent, $consentPanel, type ConsentPanel } from '../../shared/stores/consent.ts';
import { startConsentInPage } from '../../shared/runtime/consent-runtime.ts';
import { consentOptionsOf, pageDataLayer } from '../../shared/runtime/tracking/page-data-layer.ts';
import { messagesFrom, type ConsentMessages } from './consent-messages.ts';
import { bannerSurface, customizeView, questionView } from './consent-banner-view.ts';
import { el, fromMarkup } from '../../shared/platform/build-element.ts';
import { EARLY_ACTION_AT_ATTRIBUTE, EARLY_ACTION_ATTRIBUTE } from '../../shared/engine/consent/consent-reveal-script.ts';

let counter = 0;

export class ConsentBannerElement extends HTMLElement {
  private messages: ConsentMessages = messagesFrom(null);
  private surface: HTMLElement | HTMLDialogElement | null = null;
  private status: HTMLElement | null = null;
  private returnFocusTo: HTMLElement | null = null;
  private cleanups: (() => void)[] = [];
  private readonly ids = { title: `shop-consent-title-${++counter}`, body: `shop-consent-body-${counter}` };

  get modal(): boolean {
    return this.getAttribute('mode') === 'modal';
  }

  connectedCallback(): void {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => this.start(), { once: true });
    else this.start();
  }

  disconnectedCallback(): void {
    for (const cleanup of this.cleanups) cleanup();
    this.cleanups = [];
    this.giveRoomBack();
  }

  private start(): void {
    if (!this.isConnected || this.cleanups.length > 0) return;
    this.messages = messagesFrom(this.querySelector('script[data-consent-messages]')?.textContent);
    // The banner the server printed (shown by its inline script): kept on screen until this
    // element's own replaces it in the same task, so nothing flickers; a press made on it before
    // now is carried out below.
    this.surface = this.querySelector<HTMLElement>(':scope > [data-consent-printed]');
    const early = this.surface && !this.surface.hidden ? this.surface.getAttribute(EARLY_ACTION_ATTRIBUTE) : null;
    const earlyAt = Number(this.surface?.getAttribute(EARLY_ACTION_AT_ATTRIBUTE) ?? NaN);
    if (this.surface?.hidden) {
      this.surface.remove();
      this.surface = null;
    }
    this.status = el('p', { class: 'screen-reader-text', role: 'status' });
    this.append(this.status);
    const onClick = (event: MouseEvent) => this.onDocumentClick(event);
    document.addEventListener('click', onClick);
    this.cleanups.push(() => document.removeEventListener('click', onClick));
    void startConsentInPage(consentOptionsOf(pageDataLayer()));
    // Subscribed once consent has started: the stored choice or the question is known by then
    // (without a region lookup), so the printed banner goes straight to its successor.
    this.cleanups.push($consentPanel.subscribe((panel) => this.render(panel)));
    if (early && $consentPanel.get() === 'banner') this.act(early, earlyAt);
  }

  /** Settings links anywhere on the page reopen the choice per category. */
  private onDocumentClick(event: MouseEvent): void {
    const opener = (event.target as Element | null)?.closest?.('[data-shop-consent-open]');
    if (!opener || this.contains(opener)) return;
    event.preventDefault();
    this.returnFocusTo = opener as HTMLElement;
    openConsentPanel('customize');
  }

  private render(panel: ConsentPanel): void {
    const hadFocus = !!this.surface && this.surface.contains(document.activeElement);
    const focusedAction = hadFocus ? document.activeElement?.getAttribute('data-consent-action') : null;
    this.surface?.remove();
    this.surface = null;
    if (panel === 'closed') {
      this.giveRoomBack();
      if (hadFocus) this.restoreFocus();
      return;
    }
    const content =
      panel === 'banner'
        ? questionView(this.messages, this.ids, safeUrl(this.getAttribute('policy-url')))
        : customizeView(this.messages, this.ids, $consent.get());
    let surface: HTMLElement;
    if (this.modal) {
      surface = el('dialog', { class: 'shop-Consent shop-Consent--modal', 'aria-labelledby': this.ids.title, 'aria-describedby': this.ids.body });
      surface.append(el('div', { class: 'shop-Consent-inner' }, ...content.map(fromMarkup)));
    } else surface = fromMarkup(bannerSurface(this.messages, content)) as HTMLElement;
    surface.addEventListener('click', (event) => this.onAction(event));
    surface.addEventListener('keydown', (event) => this.onKeydown(event));
    this.surface = surface;
    this.prepend(surface);
    if (surface instanceof HTMLDialogElement) {
      surface.addEventListener('cancel', (event) => {
        // The first question needs an answer; the choice per category can be left as it was.
        if (!$consent.get().visitorHasChosen) event.preventDefault();
        else closeConsentPanel();
      });
      surface.showModal();
    } else {
      this.makeRoom(surface);
      // Opened on purpose (a settings link, "Choose"): focus goes into it; shown by itself on load, it waits.
      // The same button again when the printed banner had focus (its successor has the same ones).
      const same = focusedAction ? surface.querySelector<HTMLElement>(`[data-consent-action="${focusedAction}"]`) : null;
      if (same) same.focus();
      else if (hadFocus || this.returnFocusTo) surface.querySelector<HTMLElement>('input:not([disabled]), button')?.focus();
    }
  }

  private onAction(event: MouseEvent): void {
    const action = (event.target as Element).closest('[data-consent-action]')?.getAttribute('data-consent-action');
    if (action) this.act(action);
  }

  /** `madeAt`: when a press on the printed banner was made, before this element started. */
  private act(action: string, madeAt?: number): void {
    if (action === 'customize') {
      openConsentPanel('customize');
      return;
    }
    if (action === 'accept') acceptAllConsent(madeAt);
    else if (action === 'reject') rejectAllConsent(madeAt);
    else if (action === 'save') {
      const choice: Partial<Record<OptionalCategory, boolean>> = {};
      for (const input of this.surface?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:not([disabled])') ?? []) {
        choice[input.name as OptionalCategory] = input.checked;
      }
      chooseConsent(choice);
    }
    if (this.status) this.status.textContent = this.messages.saved;
  }

  private onKeydown(event: KeyboardEvent): void {
    // Escape leaves the choice per category as it was once the visitor has chosen before.
    if (event.key === 'Escape' && !this.modal && $consentPanel.get() === 'customize' && $consent.get().visitorHasChosen) {
      event.preventDefault();
      closeConsentPanel();
    }
  }

  private restoreFocus(): void {
    const target = this.returnFocusTo?.isConnected ? this.returnFocusTo : (document.querySelector<HTMLElement>('main, [role="main"]') ?? document.body);
    this.returnFocusTo = null;
    if (target && !target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
    target?.focus();
  }

  /** The page scrolls focused elements clear of the banner and can scroll its end above it. */
  private makeRoom(surface: HTMLElement): void {
    const apply = () => {
      const height = `${Math.ceil(surface.getBoundingClientRect().height)}px`;
      document.documentElement.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
    };
    const keepClear = (target: Element | null) => {
      if (!(target instanceof HTMLElement) || target === document.body || surface.contains(target)) return;
      // A field's own description beside it (a refused code's reason, a field's error) is kept in view with it.
      const row = target.closest('.form-row') ?? target.parentElement;
      const described = (target.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => (id ? document.getElementById(id) : null))
        .filter((element): element is HTMLElement => !!element && !!row?.contains(element));
      const lowest = [target, ...described].reduce((a, b) => (b.getBoundingClientRect().bottom > a.getBoundingClientRect().bottom ? b : a));
      if (lowest.getBoundingClientRect().bottom > surface.getBoundingClientRect().top) lowest.scrollIntoView({ block: 'nearest' });
    };
    // The focus may be on the page already (a field with autofocus, a followed #link): cleared too.
    requestAnimationFrame(() => {
      apply();
      keepClear(document.activeElement);
    });
    const observer = new ResizeObserver(apply);
    observer.observe(surface);
    const onFocus = (event: FocusEvent) => keepClear(event.target as Element);
    document.addEventListener('focusin', onFocus);
    this.roomCleanup = () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocus);
      document.documentElement.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
    };
  }

  private roomCleanup: (() => void) | null = null;

  private giveRoomBack(): void {
    this.roomCleanup?.();
    this.roomCleanup = null;
  }
}
