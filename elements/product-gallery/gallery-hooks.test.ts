// @vitest-environment happy-dom
/**
 * The gallery's state and behaviour hooks without a browser: the slides read from WooCommerce's
 * markup as a labelled carousel with only the shown slide reachable; a plain click opens the
 * lightbox (a modified click keeps the link), which wraps around and, closed, turns the carousel
 * to where it ended; a variation's picture not in the gallery takes the first slide's place and
 * is given back on reset.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { variationImageEvent } from '../../shared/events/product-events.ts';
import { useGalleryCarousel } from './use-gallery-carousel.ts';
import { useGalleryLightbox } from './use-gallery-lightbox.ts';
import { useVariationPicture } from './use-variation-picture.ts';

let host: HTMLElement;
const slide = (n: number) =>
  `<div class="woocommerce-product-gallery__image" data-thumb="/t${n}.png"><a href="/large${n}.png"><img src="/img${n}.png" alt="Hoodie ${n}" data-large_image="/large${n}.png"></a></div>`;

function renderGallery() {
  return renderHook(() => {
    const carousel = useGalleryCarousel(host);
    const lightbox = useGalleryLightbox(carousel);
    useVariationPicture(host, carousel);
    return { carousel, lightbox };
  });
}

beforeEach(() => {
  host = document.createElement('shop-product-gallery');
  host.innerHTML = `<div class="product"><div class="woocommerce-product-gallery"><div class="woocommerce-product-gallery__wrapper">${[1, 2, 3].map(slide).join('')}</div></div><form class="variations_form"></form></div>`;
  document.body.append(host);
  (HTMLElement.prototype as unknown as { scrollTo(): void }).scrollTo = vi.fn();
});
afterEach(() => document.body.replaceChildren());

describe('the carousel', () => {
  test('a labelled carousel of labelled slides; only the shown one is reachable', () => {
    const { result } = renderGallery();
    const gallery = host.querySelector('.woocommerce-product-gallery')!;
    expect([gallery.getAttribute('role'), gallery.getAttribute('aria-roledescription')]).toEqual(['region', 'carousel']);
    const slides = result.current.carousel.slides.map((s) => s.element);
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    expect(slides.map((s) => s.inert)).toEqual([false, true, true]);
    act(() => result.current.carousel.select(2));
    expect(result.current.carousel.index).toBe(2);
    expect(slides.map((s) => s.inert)).toEqual([true, true, false]);
    act(() => result.current.carousel.select(9));
    expect(result.current.carousel.index).toBe(2);
  });
});

describe('the lightbox', () => {
  test('a plain click on an image opens it there; a modified click keeps the link', () => {
    const { result } = renderGallery();
    const image = host.querySelectorAll('img')[1]!;
    act(() => void image.dispatchEvent(new MouseEvent('click', { bubbles: true, ctrlKey: true })));
    expect(result.current.lightbox.open).toBe(false);
    act(() => void image.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    expect([result.current.lightbox.open, result.current.lightbox.at]).toEqual([true, 1]);
  });

  test('it wraps around; closed, the carousel shows where it ended', () => {
    const { result } = renderGallery();
    act(() => void host.querySelector('img')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    act(() => result.current.lightbox.navigate(-1));
    expect(result.current.lightbox.at).toBe(2);
    act(() => result.current.lightbox.close());
    act(() => result.current.lightbox.closed());
    expect(result.current.lightbox.open).toBe(false);
    expect(result.current.carousel.index).toBe(2);
  });
});

describe("a variation's picture", () => {
  test('one the gallery lists turns it there; another takes the first slide, given back on reset', () => {
    const { result } = renderGallery();
    const form = host.querySelector('form')!;
    act(() => void form.dispatchEvent(variationImageEvent({ src: '/img3.png', full_src: '/large3.png' })));
    expect(result.current.carousel.index).toBe(2);
    act(() => void form.dispatchEvent(variationImageEvent({ src: '/blue.png', full_src: '/blue-large.png', srcset: '' })));
    const first = host.querySelector<HTMLImageElement>('img')!;
    expect(result.current.carousel.index).toBe(0);
    expect(first.getAttribute('src')).toBe('/blue.png');
    expect(first.closest('a')!.getAttribute('href')).toBe('/blue-large.png');
    act(() => void form.dispatchEvent(variationImageEvent(null)));
    expect(first.getAttribute('src')).toBe('/img1.png');
    expect(first.closest('a')!.getAttribute('href')).toBe('/large1.png');
  });
});
