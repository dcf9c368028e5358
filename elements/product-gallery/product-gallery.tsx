/**
 * Enhances WooCommerce's product gallery it wraps, connecting its layers: the carousel (swipe on
 * touch through native scroll snapping, thumbnails as tabs, previous / next: use-gallery-carousel),
 * the hover zoom on the shown image (use-hover-zoom), the lightbox a click opens (only for raster
 * images and valid video links; any other link stays a link: use-gallery-lightbox), and a chosen
 * variation's picture (use-variation-picture).
 */
import { createPortal } from 'react-dom';
import { t } from '../../shared/messages/catalog.ts';
import { GalleryThumbs } from './gallery-thumbs.view.tsx';
import { GalleryLightbox } from './gallery-lightbox.view.tsx';
import { useGalleryCarousel } from './use-gallery-carousel.ts';
import { useGalleryLightbox } from './use-gallery-lightbox.ts';
import { useSlideZoom } from './use-hover-zoom.ts';
import { useVariationPicture } from './use-variation-picture.ts';

export interface ProductGalleryProps {
  container?: HTMLElement | ShadowRoot;
}

export function ProductGallery({ container }: ProductGalleryProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const carousel = useGalleryCarousel(host);
  const { parts, slides, index, select } = carousel;
  const lightbox = useGalleryLightbox(carousel);
  useVariationPicture(host, carousel);
  const current = slides[index];
  const zoom = useSlideZoom(current);

  if (!host || !parts) return <slot />;
  return (
    <>
      <slot />
      {createPortal(
        <>
          {slides.length > 1 && (
            <GalleryThumbs
              thumbs={slides.map((slide) => ({ src: slide.thumb, alt: slide.alt, slideId: slide.element.id, video: !!slide.video }))}
              index={index}
              onSelect={select}
            />
          )}
          <p className="shop-Gallery-status" role="status">
            {zoom.failed ? t('gallery.zoomFailed') : ''}
          </p>
        </>,
        parts.controls,
      )}
      {current &&
        zoom.origin &&
        createPortal(
          <div className="shop-Gallery-zoom" aria-hidden="true">
            <img src={current.large} alt="" style={{ transformOrigin: `${zoom.origin.x}% ${zoom.origin.y}%` }} onError={zoom.onImageError} />
          </div>,
          current.element,
        )}
      {createPortal(
        <GalleryLightbox
          open={lightbox.open}
          items={lightbox.items}
          index={lightbox.at}
          onNavigate={lightbox.navigate}
          onClose={lightbox.close}
          onClosed={lightbox.closed}
        />,
        host,
      )}
    </>
  );
}
