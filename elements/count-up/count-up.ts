/**
 * A number that counts up from 0 when it comes into view (4 s, easing out). The number the
 * server printed stays the element's accessible text; the running figure is a copy hidden from
 * assistive technology, so a screen reader reads the real value once, not every frame. With
 * reduced motion, or text that is not a number, nothing moves. A small enhancement: no React.
 */
import { COUNT_UP_MS, countUpValue, decimalsOf, formatCount, parseCount } from '../../shared/engine/home/count-up.ts';
import { prefersReducedMotion } from '../../shared/platform/reduced-motion.ts';

export class CountUpElement extends HTMLElement {
  private observer: IntersectionObserver | null = null;
  private frame = 0;

  connectedCallback(): void {
    if (this.dataset.shopReady !== undefined) return;
    const text = this.textContent ?? '';
    const target = parseCount(text);
    this.dataset.shopReady = '';
    if (target === null || prefersReducedMotion()) return;
    const decimals = decimalsOf(text);
    const grouping = text.includes(',');
    const real = document.createElement('span');
    real.className = 'screen-reader-text';
    real.textContent = text.trim();
    const shown = document.createElement('span');
    shown.setAttribute('aria-hidden', 'true');
    shown.className = 'shop-CountUp-figure';
    shown.textContent = formatCount(0, decimals, grouping);
    this.replaceChildren(real, shown);
    this.observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      this.observer?.disconnect();
      const started = performance.now();
      const step = (now: number) => {
        const elapsed = now - started;
        shown.textContent = formatCount(countUpValue(target, elapsed, COUNT_UP_MS), decimals, grouping);
        if (elapsed < COUNT_UP_MS) this.frame = requestAnimationFrame(step);
      };
      this.frame = requestAnimationFrame(step);
    });
    this.observer.observe(this);
  }

  disconnectedCallback(): void {
    this.observer?.disconnect();
    cancelAnimationFrame(this.frame);
  }
}
