/**
 * Enhances WooCommerce's product gallery it wraps: the images become a carousel (swipe on touch
 * through native scroll snapping, thumbnails as tabs, previous / next), the shown image zooms
 * under a hovering pointer, a click opens the lightbox (only for raster images and valid video
 * links; any other link stays a link), and a chosen variation's picture is shown: the gallery
 * turns to it when it lists it, else its first image is swapped (and given back on reset).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../shared/messages/catalog.ts';
import { stepIndex } from '../../shared/engine/gallery/gestures.ts';
import { readSlides, type GallerySlide } from './gallery-slides.ts';
import { GalleryThumbs } from './gallery-thumbs.view.tsx';
import { GalleryLightbox, type LightboxItem } from './gallery-lightbox.view.tsx';
import { useHoverZoom } from './use-hover-zoom.ts';
import type { VariationImage } from '../../shared/events/product-events.ts';
import { prefersReducedMotion } from '../../shared/platform/reduced-motion.ts';

export interface ProductGalleryProps {
  container?: HTMLElement | ShadowRoot;
}

interface Parts {
  gallery: HTMLElement;
  wrapper: HTMLElement;
  controls: HTMLElement;
}

let galleries = 0;
const absolute = (url: string | undefined) => {
  try {
    return url ? new URL(url, document.baseURI).href : '';
  } catch {
    return '';
  }
};

/** What the first slide showed before a variation's picture replaced it. */
interface Original { src: string; srcset: string; href: string; large: string; thumb: string }

export function ProductGallery({ container }: ProductGalleryProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const [parts, setParts] = useState<Parts | null>(null);
  const [slides, setSlides] = useState<GallerySlide[]>([]);
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState<{ open: boolean; at: number }>({ open: false, at: 0 });
  const original = useRef<Original | null>(null);
  const movedByVariation = useRef(false);

  useLayoutEffect(() => {
    const gallery = host?.querySelector<HTMLElement>('.woocommerce-product-gallery');
    const wrapper = gallery?.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper');
    if (!host || !gallery || !wrapper) return;
    const id = `shop-gallery-${++galleries}`;
    const read = readSlides(gallery);
    read.forEach((slide, at) => {
      if (!slide.element.id) slide.element.id = `${id}-slide-${at + 1}`;
      slide.element.setAttribute('role', 'tabpanel');
      slide.element.setAttribute('aria-roledescription', 'slide');
      slide.element.setAttribute('aria-label', `${at + 1} / ${read.length}`);
      if (slide.link && slide.inLightbox) {
        slide.link.setAttribute('aria-haspopup', 'dialog');
        slide.link.setAttribute('aria-label', t('gallery.open', slide.alt));
      }
    });
    gallery.setAttribute('role', 'region');
    gallery.setAttribute('aria-roledescription', 'carousel');
    gallery.setAttribute('aria-label', t('gallery.label'));
    const controls = document.createElement('div');
    controls.className = 'shop-Gallery-controlsSlot';
    wrapper.after(controls);
    setSlides(read);
    setParts({ gallery, wrapper, controls });
    host.dataset.shopReady = '';
    return () => {
      controls.remove();
      for (const slide of read) slide.element.inert = false;
      delete host.dataset.shopReady;
    };
  }, [host]);

  /** A scroll we started: the scroll position is not read back until it gets there (or 1 s passes). */
  const pending = useRef<{ index: number; until: number } | null>(null);
  /** The slide whose link takes the focus once it is reachable (after the lightbox closes). */
  const focusAfter = useRef<number | null>(null);

  const select = useCallback((at: number, instant = false) => {
    if (!parts || slides.length === 0) return;
    const next = Math.min(slides.length - 1, Math.max(0, at));
    setIndex(next);
    pending.current = { index: next, until: performance.now() + 1000 };
    const slide = slides[next]!.element;
    parts.wrapper.scrollTo({ left: slide.offsetLeft - parts.wrapper.offsetLeft, behavior: instant || prefersReducedMotion() ? 'instant' : 'smooth' });
  }, [parts, slides]);

  // Only the shown slide can be reached (the others are off to the side).
  useEffect(() => {
    slides.forEach((slide, at) => (slide.element.inert = at !== index));
    if (focusAfter.current === index) slides[index]?.link?.focus({ preventScroll: true });
    focusAfter.current = null;
  }, [slides, index]);

  // A swipe (or a scroll by any other means) settles on a slide: it becomes the shown one.
  useEffect(() => {
    if (!parts) return;
    let timer = 0;
    const onScroll = () => {
      clearTimeout(timer);
      timer = window.setTimeout(() => {
        const width = parts.wrapper.clientWidth || 1;
        const at = Math.min(slides.length - 1, Math.max(0, Math.round(parts.wrapper.scrollLeft / width)));
        if (pending.current && at !== pending.current.index && performance.now() < pending.current.until) return;
        pending.current = null;
        setIndex(at);
      }, 100);
    };
    parts.wrapper.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      parts.wrapper.removeEventListener('scroll', onScroll);
    };
  }, [parts, slides.length]);

  const items = useMemo(() => slides.flatMap((slide, at): (LightboxItem & { slide: number })[] => (slide.inLightbox ? [{ large: slide.video ? '' : slide.large, alt: slide.alt, video: slide.video, number: at + 1, slide: at }] : [])), [slides]);

  // A click on a slide's image opens the lightbox (plain clicks; a modified click keeps the link).
  useEffect(() => {
    if (!parts) return;
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const at = slides.findIndex((slide) => slide.link?.contains(event.target as Node));
      const item = items.findIndex((i) => i.slide === at);
      if (at < 0 || item < 0) return;
      event.preventDefault();
      setLightbox({ open: true, at: item });
    };
    parts.wrapper.addEventListener('click', onClick);
    return () => parts.wrapper.removeEventListener('click', onClick);
  }, [parts, slides, items]);

  // The variation form's picture: shown here (the form then leaves the images alone).
  useEffect(() => {
    if (!host || !parts) return;
    const product = host.closest('.product') ?? host.parentElement;
    const restoreFirst = () => {
      const first = slides[0];
      if (!first || !original.current) return;
      applyToSlide(first, original.current);
      original.current = null;
    };
    const onVariationImage = (event: CustomEvent<{ image: VariationImage | null }>) => {
      if (!product?.contains(event.target as Node)) return;
      event.preventDefault();
      const image = event.detail.image;
      if (!image) {
        restoreFirst();
        if (movedByVariation.current) select(0);
        movedByVariation.current = false;
        return;
      }
      const wanted = [absolute(image.src), absolute(image.full_src)];
      const listed = slides.findIndex((slide, at) => !(at === 0 && original.current) && (wanted.includes(absolute(slide.image?.getAttribute('src') ?? undefined)) || wanted.includes(absolute(slide.large))));
      if (listed >= 0) {
        restoreFirst();
        select(listed);
      } else if (slides[0]) {
        const first = slides[0];
        original.current ??= { src: first.image?.getAttribute('src') ?? '', srcset: first.image?.getAttribute('srcset') ?? '', href: first.link?.getAttribute('href') ?? '', large: first.large, thumb: first.thumb };
        applyToSlide(first, { src: image.src, srcset: image.srcset ?? '', href: image.full_src ?? image.src, large: image.full_src ?? image.src, thumb: image.src });
        select(0);
      }
      movedByVariation.current = true;
      setSlides((now) => [...now]);
    };
    document.addEventListener('shop-variation-image', onVariationImage);
    return () => document.removeEventListener('shop-variation-image', onVariationImage);
  }, [host, parts, slides, select]);

  const current = slides[index];
  const zoom = useHoverZoom(!!current && !current.video && current.inLightbox);
  const { onPointerMove, onPointerLeave } = zoom;
  useEffect(() => {
    const element = current?.element;
    if (!element) return;
    element.addEventListener('pointermove', onPointerMove);
    element.addEventListener('pointerleave', onPointerLeave);
    return () => {
      element.removeEventListener('pointermove', onPointerMove);
      element.removeEventListener('pointerleave', onPointerLeave);
      onPointerLeave();
    };
  }, [current, onPointerMove, onPointerLeave]);

  if (!host || !parts) return <slot />;
  return (
    <>
      <slot />
      {createPortal(
        <>
          {slides.length > 1 && (
            <GalleryThumbs thumbs={slides.map((slide) => ({ src: slide.thumb, alt: slide.alt, slideId: slide.element.id, video: !!slide.video }))} index={index} onSelect={select} />
          )}
          <p className="shop-Gallery-status" role="status">{zoom.failed ? t('gallery.zoomFailed') : ''}</p>
        </>,
        parts.controls,
      )}
      {current && zoom.origin &&
        createPortal(
          <div className="shop-Gallery-zoom" aria-hidden="true">
            <img src={current.large} alt="" style={{ transformOrigin: `${zoom.origin.x}% ${zoom.origin.y}%` }} onError={zoom.onImageError} />
          </div>,
          current.element,
        )}
      {createPortal(
        <GalleryLightbox
          open={lightbox.open}
          items={items}
          index={lightbox.at}
          onNavigate={(delta) => setLightbox((now) => ({ ...now, at: stepIndex(now.at, delta, items.length, true) }))}
          onClose={() => setLightbox((now) => ({ ...now, open: false }))}
          onClosed={() => {
            // The carousel shows the image the lightbox ended on (the page is no longer inert
            // behind the dialog), and the focus returns to that image.
            const slide = items[lightbox.at]?.slide ?? index;
            focusAfter.current = slide;
            if (slide !== index) select(slide, true);
            else slides[slide]?.link?.focus({ preventScroll: true });
          }}
        />,
        host,
      )}
    </>
  );
}

function applyToSlide(slide: GallerySlide, to: Original): void {
  if (slide.image) {
    slide.image.src = to.src;
    if (to.srcset) slide.image.srcset = to.srcset;
    else slide.image.removeAttribute('srcset');
    slide.image.dataset.large_image = to.large;
  }
  slide.link?.setAttribute('href', to.href);
  slide.large = to.large;
  slide.thumb = to.thumb;
  slide.element.dataset.thumb = to.thumb;
}
