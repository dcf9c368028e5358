/**
 * Enhances WooCommerce's price filter widget (`.price_slider_amount[data-step]` with
 * `#min_price[data-min]` and `#max_price[data-max]`, inside its GET form): the form it wraps is
 * read once and rendered again with a two-thumb slider in place of the two text fields. Without
 * JavaScript, or when the widget has no price span, the server's form stays as it is.
 */
import { useRef, useState } from 'react';
import {
  formatSliderPrice,
  initialRange,
  moveThumb,
  readBounds,
  sliderCurrency,
  type PriceBounds,
  type PriceRange,
} from '../../shared/engine/price-filter/price-slider.ts';
import { t } from '../../shared/messages/catalog.ts';
import { PriceSliderView } from './price-slider.view.tsx';
import { priceSliderEvent } from './price-slider-events.ts';

export interface PriceSliderProps {
  container?: HTMLElement | ShadowRoot;
}

interface WidgetForm {
  action: string;
  bounds: PriceBounds;
  range: PriceRange;
  hiddenFields: [string, string][];
  buttonText: string;
}

/** What the server printed (read before the first render replaces it), or null to leave it be. */
function readWidget(host: HTMLElement | undefined): WidgetForm | null {
  const min = host?.querySelector<HTMLInputElement>('input[name="min_price"]');
  const max = host?.querySelector<HTMLInputElement>('input[name="max_price"]');
  if (!host || !min || !max) return null;
  const bounds = readBounds(min.dataset.min, max.dataset.max, host.querySelector<HTMLElement>('.price_slider_amount')?.dataset.step);
  if (!bounds) return null;
  const form = min.form;
  const hiddenFields = [...(form?.querySelectorAll<HTMLInputElement>('input[type="hidden"]') ?? [])]
    .filter((input) => input.name && input.name !== 'min_price' && input.name !== 'max_price' && input.name !== 'paged')
    .map((input) => [input.name, input.value] as [string, string]);
  return {
    action: form?.getAttribute('action') ?? '',
    bounds,
    range: initialRange(min.value, max.value, bounds),
    hiddenFields,
    buttonText: form?.querySelector('button[type="submit"], button:not([type])')?.textContent?.trim() || t('priceSlider.filter'),
  };
}

export function PriceSlider({ container }: PriceSliderProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const [widget] = useState(() => readWidget(host));
  const [serverNodes] = useState(() => (widget ? [] : [...(host?.childNodes ?? [])]));
  const [range, setRange] = useState<PriceRange | null>(widget?.range ?? null);
  const latest = useRef(range);
  latest.current = range;
  // WooCommerce prints its currency settings for the slider as woocommerce_price_slider_params.
  const [currency] = useState(() => sliderCurrency((globalThis as { woocommerce_price_slider_params?: unknown }).woocommerce_price_slider_params));
  if (!widget || !range) return <ServerForm nodes={serverNodes} />;
  const format = (value: number) => formatSliderPrice(value, currency);
  return (
    <PriceSliderView
      action={widget.action}
      bounds={widget.bounds}
      range={range}
      hiddenFields={widget.hiddenFields}
      buttonText={widget.buttonText}
      format={format}
      onMove={(side, value) => setRange((now) => (now ? moveThumb(now, side, value, widget.bounds) : now))}
      onSettle={() => {
        const now = latest.current;
        if (now) host?.dispatchEvent(priceSliderEvent('shop-price-slider-change', { min: now.low, max: now.high }));
      }}
    />
  );
}

/**
 * No usable widget (no bounds, or no span between them): the server's form is kept as printed.
 * React empties the element on its first commit, so its nodes are taken before that and put
 * back (moved, never parsed again from text).
 */
function ServerForm({ nodes }: { nodes: Node[] }) {
  return <div className="shop-PriceSlider-fallback" ref={(div) => void (div && div.childNodes.length === 0 && div.append(...nodes))} />;
}
