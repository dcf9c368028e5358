/**
 * State and behaviour of the carousel itself: the slides read once from WooCommerce's gallery
 * markup (each a labelled tabpanel, the gallery a labelled carousel region), the shown slide,
 * the only one reachable (the others inert), a scroll we start settling before it is read back,
 * and a swipe (any scroll) settling on the slide it ends at.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { t } from '../../shared/messages/catalog.ts';
import { prefersReducedMotion } from '../../shared/platform/reduced-motion.ts';
import { readSlides, type GallerySlide } from './gallery-slides.ts';

export interface GalleryParts {
  gallery: HTMLElement;
  wrapper: HTMLElement;
  /** Where the thumbnails and the status line render (after the slides). */
  controls: HTMLElement;
}

let galleries = 0;

export function useGalleryCarousel(host: HTMLElement | undefined) {
  const [parts, setParts] = useState<GalleryParts | null>(null);
  const [slides, setSlides] = useState<GallerySlide[]>([]);
  const [index, setIndex] = useState(0);
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

  const select = useCallback(
    (at: number, instant = false) => {
      if (!parts || slides.length === 0) return;
      const next = Math.min(slides.length - 1, Math.max(0, at));
      setIndex(next);
      pending.current = { index: next, until: performance.now() + 1000 };
      const slide = slides[next]!.element;
      parts.wrapper.scrollTo({ left: slide.offsetLeft - parts.wrapper.offsetLeft, behavior: instant || prefersReducedMotion() ? 'instant' : 'smooth' });
    },
    [parts, slides],
  );

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

  return { parts, slides, setSlides, index, select, focusAfter };
}

export type GalleryCarousel = ReturnType<typeof useGalleryCarousel>;
