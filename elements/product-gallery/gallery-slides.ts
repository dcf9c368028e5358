/**
 * The gallery's entries, read from WooCommerce's markup: each `.woocommerce-product-gallery__image`
 * with its link (the large image, or a video page) and image. What a link may open in the
 * lightbox follows the media rules (raster images; YouTube / Vimeo ids checked).
 */
import { isLightboxImage, videoEmbed, type VideoEmbed } from '../../shared/engine/gallery/media-links.ts';

export interface GallerySlide {
  element: HTMLElement;
  link: HTMLAnchorElement | null;
  image: HTMLImageElement | null;
  /** The thumbnail (data-thumb), or the image itself. */
  thumb: string;
  alt: string;
  /** The large image (data-large_image, else the link). */
  large: string;
  video: VideoEmbed | null;
  /** Opens in the lightbox (a raster image or a valid video); otherwise its link is a link. */
  inLightbox: boolean;
}

export function readSlides(gallery: Element): GallerySlide[] {
  return [...gallery.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image')].map((element) => {
    const link = element.querySelector<HTMLAnchorElement>('a[href]');
    const image = element.querySelector<HTMLImageElement>('img');
    const href = link?.getAttribute('href') ?? '';
    const video = href ? videoEmbed(href, document.baseURI) : null;
    const large = image?.dataset.large_image || href;
    return {
      element,
      link,
      image,
      video,
      thumb: element.dataset.thumb || image?.currentSrc || image?.src || '',
      alt: element.dataset.thumbAlt || image?.alt || '',
      large,
      inLightbox: !!video || (!!large && isLightboxImage(large, document.baseURI)),
    };
  });
}
