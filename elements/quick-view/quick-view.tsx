/**
 * Opens product boxes in the quick view lightbox: a click (or Enter) on a trigger
 * (`.shop-QuickView-trigger[data-product_id]`, a link to the product page) anywhere on the page
 * — the listing, products the filter fetched later, search results — shows the product's quick
 * view instead of following the link. Previous / next walk the triggers in page order; closing
 * returns the focus to the trigger of the product shown.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { QuickViewClient } from '../../shared/api/quick-view-client.ts';
import { DEFAULT_CART_PARAMS } from '../../shared/engine/cart/cart-params.ts';
import { t } from '../../shared/messages/catalog.ts';
import { cartParams } from '../../shared/stores/cart.actions.ts';
import { QuickViewView, type QuickViewStatus } from './quick-view.view.tsx';
import { quickViewEvent, type QuickViewEventDetails } from './quick-view-events.ts';

export interface QuickViewProps {
  container?: HTMLElement | ShadowRoot;
}

const TRIGGER = '.shop-QuickView-trigger[data-product_id]';

const triggers = () => [...document.querySelectorAll<HTMLAnchorElement>(TRIGGER)].filter((a) => /^\d+$/.test(a.dataset.product_id ?? ''));

/** The product's name as the trigger's card shows it (for announcements). */
const productName = (trigger: HTMLElement) =>
  trigger.closest('li.product, .product')?.querySelector('.woocommerce-loop-product__title')?.textContent?.trim() ?? '';

export function QuickView({ container }: QuickViewProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const client = useMemo(() => new QuickViewClient(cartParams() ?? DEFAULT_CART_PARAMS), []);
  const [open, setOpen] = useState(false);
  const [trigger, setTrigger] = useState<HTMLAnchorElement | null>(null);
  const [status, setStatus] = useState<QuickViewStatus>('loading');
  const [html, setHtml] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const request = useRef(0);

  const emit = useCallback(
    (name: keyof QuickViewEventDetails, productId: string | undefined) => host?.dispatchEvent(quickViewEvent(name, { productId })),
    [host],
  );

  const show = useCallback(
    (next: HTMLAnchorElement) => {
      const productId = next.dataset.product_id!;
      const mine = ++request.current;
      setTrigger(next);
      setStatus('loading');
      setAnnouncement(t('quickView.loading'));
      client.product(productId).then(
        async (answer) => {
          if (mine !== request.current) return;
          // A variable product's choices show as swatches: that element loads with the first one.
          if (answer.includes('variations_form')) await import('../swatches/define.ts').catch(() => undefined);
          if (answer.includes('woocommerce-product-gallery__image')) await import('../product-gallery/define.ts').catch(() => undefined);
          if (mine !== request.current) return;
          setHtml(answer);
          setStatus('ready');
          setAnnouncement(productName(next));
          emit('shop-quick-view-open', productId);
        },
        () => {
          if (mine !== request.current) return;
          setStatus('failed');
          setAnnouncement('');
          emit('shop-quick-view-error', productId);
        },
      );
    },
    [client, emit],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(TRIGGER);
      // A modified click keeps the link's own meaning (a new tab or window).
      if (!link || event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      if (!/^\d+$/.test(link.dataset.product_id ?? '')) return;
      event.preventDefault();
      setOpen(true);
      show(link);
    };
    document.addEventListener('click', onClick);
    // The loader holds trigger clicks that come before this point, and replays them now.
    host?.setAttribute('data-shop-ready', '');
    return () => {
      document.removeEventListener('click', onClick);
      host?.removeAttribute('data-shop-ready');
    };
  }, [show, host]);

  const list = open ? triggers() : [];
  const at = trigger ? list.indexOf(trigger) : -1;

  return (
    <QuickViewView
      open={open}
      productId={trigger?.dataset.product_id ?? null}
      status={status}
      html={html}
      productUrl={trigger?.getAttribute('href') ?? '/'}
      hasPrevious={at > 0}
      hasNext={at >= 0 && at < list.length - 1}
      announcement={announcement}
      onPrevious={() => at > 0 && show(list[at - 1]!)}
      onNext={() => at >= 0 && at < list.length - 1 && show(list[at + 1]!)}
      onRetry={() => trigger && show(trigger)}
      onClose={() => {
        setOpen(false);
        emit('shop-quick-view-close', trigger?.dataset.product_id);
      }}
      onClosed={() => {
        // The dialog gave the focus back to what opened it; after previous / next that is the
        // trigger of another product than the one shown.
        if (trigger?.isConnected && document.activeElement !== trigger) trigger.focus();
        request.current++;
        setHtml('');
      }}
    />
  );
}
