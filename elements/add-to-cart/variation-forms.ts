/**
 * A product summary's variation forms: taken from WooCommerce's add-to-cart-variation.js at once
 * (a click before our logic has loaded would otherwise get its alert instead of the page's
 * notice), run by our variation logic once its script has loaded. When that script cannot be
 * loaded (a dropped connection, a deploy since the page was served), the forms are given back:
 * to WooCommerce's script where the page has it, else to the browser.
 */
import { restartWooCommerceVariationForm, takeOverVariationForm } from '../../shared/platform/woocommerce-scripts.ts';
import type { CartParams } from '../../shared/engine/cart/cart-params.ts';

export interface VariationForms {
  /** A form whose logic could not be loaded: its submit is the browser's (or WooCommerce's). */
  givenBack(form: HTMLFormElement): boolean;
  stop(): void;
}

/** `settled` runs once the forms are run by our logic or given back. */
export function runVariationForms(forms: HTMLFormElement[], params: CartParams, settled: () => void): VariationForms {
  const giveBacks = forms.map(takeOverVariationForm);
  const givenBack = new WeakSet<HTMLFormElement>();
  let cleanups: (() => void)[] = [];
  let stopped = false;
  void import('./variation-form.ts').then(
    ({ enhanceVariationForm }) => {
      if (stopped) return;
      cleanups = forms.map((form) => enhanceVariationForm(form, params));
      settled();
    },
    () => {
      if (stopped) return;
      giveBacks.forEach((giveBack) => giveBack());
      for (const form of forms) {
        givenBack.add(form);
        restartWooCommerceVariationForm(form);
      }
      settled();
    },
  );
  return {
    givenBack: (form) => givenBack.has(form),
    stop() {
      stopped = true;
      cleanups.forEach((cleanup) => cleanup());
      giveBacks.forEach((giveBack) => giveBack());
    },
  };
}
