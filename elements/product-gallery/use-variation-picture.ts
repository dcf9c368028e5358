/**
 * Behaviour: a chosen variation's picture, sent by the variation form as `shop-variation-image`
 * (the form then leaves the images alone). The gallery turns to it when it lists it, else its
 * first image is swapped, and given back on reset (the gallery turning back if it had moved).
 */
import { useEffect, useRef } from 'react';
import type { VariationImage } from '../../shared/events/product-events.ts';
import type { GallerySlide } from './gallery-slides.ts';
import type { GalleryCarousel } from './use-gallery-carousel.ts';

/** What the first slide showed before a variation's picture replaced it. */
interface Original {
  src: string;
  srcset: string;
  href: string;
  large: string;
  thumb: string;
}

const absolute = (url: string | undefined) => {
  try {
    return url ? new URL(url, document.baseURI).href : '';
  } catch {
    return '';
  }
};

export function useVariationPicture(host: HTMLElement | undefined, { parts, slides, setSlides, select }: GalleryCarousel): void {
  const original = useRef<Original | null>(null);
  const movedByVariation = useRef(false);
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
      const listed = slides.findIndex(
        (slide, at) =>
          !(at === 0 && original.current) &&
          (wanted.includes(absolute(slide.image?.getAttribute('src') ?? undefined)) || wanted.includes(absolute(slide.large))),
      );
      if (listed >= 0) {
        restoreFirst();
        select(listed);
      } else if (slides[0]) {
        const first = slides[0];
        original.current ??= {
          src: first.image?.getAttribute('src') ?? '',
          srcset: first.image?.getAttribute('srcset') ?? '',
          href: first.link?.getAttribute('href') ?? '',
          large: first.large,
          thumb: first.thumb,
        };
        applyToSlide(first, {
          src: image.src,
          srcset: image.srcset ?? '',
          href: image.full_src ?? image.src,
          large: image.full_src ?? image.src,
          thumb: image.thumb_src ?? image.src,
        });
        select(0);
      }
      movedByVariation.current = true;
      setSlides((now) => [...now]);
    };
    document.addEventListener('shop-variation-image', onVariationImage);
    return () => document.removeEventListener('shop-variation-image', onVariationImage);
  }, [host, parts, slides, setSlides, select]);
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
