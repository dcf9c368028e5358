/**
 * State of the lightbox: which slides it shows (raster images and valid videos; any other link
 * stays a link), whether it is open and on which; a plain click on a slide's image opens it (a
 * modified click keeps the link). Closed, the carousel shows the image it ended on and the focus
 * returns to it.
 */
import { useEffect, useMemo, useState } from 'react';
import { stepIndex } from '../../shared/engine/gallery/gestures.ts';
import type { LightboxItem } from './gallery-lightbox.view.tsx';
import type { GalleryCarousel } from './use-gallery-carousel.ts';

export function useGalleryLightbox({ parts, slides, index, select, focusAfter }: GalleryCarousel) {
  const [lightbox, setLightbox] = useState<{ open: boolean; at: number }>({ open: false, at: 0 });
  const items = useMemo(
    () =>
      slides.flatMap((slide, at): (LightboxItem & { slide: number })[] =>
        slide.inLightbox ? [{ large: slide.video ? '' : slide.large, alt: slide.alt, video: slide.video, number: at + 1, slide: at }] : [],
      ),
    [slides],
  );

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

  return {
    ...lightbox,
    items,
    navigate: (delta: number) => setLightbox((now) => ({ ...now, at: stepIndex(now.at, delta, items.length, true) })),
    close: () => setLightbox((now) => ({ ...now, open: false })),
    /** The carousel shows the image the lightbox ended on (the page is no longer inert behind it), the focus on it. */
    closed: () => {
      const slide = items[lightbox.at]?.slide ?? index;
      focusAfter.current = slide;
      if (slide !== index) select(slide, true);
      else slides[slide]?.link?.focus({ preventScroll: true });
    },
  };
}
