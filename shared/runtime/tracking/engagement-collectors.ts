/**
 * Engagement: each scroll-depth threshold once per page, and clicks on phone and e-mail links.
 */
import type { Pipeline } from './pipeline.ts';
import type { ActionListeners } from './action-listeners.ts';

export function engagementEvents({ track, layer }: Pipeline, listeners: ActionListeners, signal: AbortSignal): void {
  const thresholds = [...layer.general.scroll_tracking_thresholds].filter((t) => t > 0 && t <= 100).sort((a, b) => a - b);
  const fired = new Set<number>();
  const onScroll = () => {
    const scrollable = document.documentElement.scrollHeight - innerHeight;
    const percent = scrollable <= 0 ? 100 : (scrollY / scrollable) * 100;
    for (const threshold of thresholds) {
      if (percent >= threshold && !fired.has(threshold)) {
        fired.add(threshold);
        track('scroll', { threshold });
      }
    }
  };
  if (thresholds.length > 0) {
    addEventListener('scroll', onScroll, { passive: true, signal });
    // Depths reached before tracking started (consent came later) count once now.
    if (scrollY > 0) onScroll();
  }
  listeners.on('click', (event) => {
    const link = (event.target as Element).closest?.('a[href^="tel:"], a[href^="mailto:"]');
    if (!link) return;
    const href = link.getAttribute('href')!;
    track(href.startsWith('tel:') ? 'phone_click' : 'email_click', { link: href.replace(/^(tel|mailto):/, '').split('?')[0] });
  });
}
