/**
 * Zoom on hover (a mouse or pen moving over it, so a touch never zooms by accident; hybrid
 * devices that report no hover still get it with their mouse): over the shown image, its large version at twice
 * the size follows the pointer. A large image that fails shows 'The image could not be loaded'
 * for 2500 ms.
 */
import { useCallback, useEffect, useState } from 'react';
import { zoomOrigin } from '../../shared/engine/gallery/gestures.ts';

export const ZOOM_ERROR_MS = 2500;

export interface HoverZoom {
  /** The zoom's origin in percent, while the pointer is over the image. */
  origin: { x: number; y: number } | null;
  failed: boolean;
  onPointerMove(event: PointerEvent): void;
  onPointerLeave(): void;
  onImageError(): void;
}

export function useHoverZoom(enabled: boolean): HoverZoom {
  const [origin, setOrigin] = useState<{ x: number; y: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const active = enabled;

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), ZOOM_ERROR_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  const onPointerMove = useCallback(
    (event: PointerEvent) => {
      if (!active || (event.pointerType !== 'mouse' && event.pointerType !== 'pen')) return;
      setOrigin(zoomOrigin({ x: event.clientX, y: event.clientY }, (event.currentTarget as HTMLElement).getBoundingClientRect()));
    },
    [active],
  );
  const onPointerLeave = useCallback(() => setOrigin(null), []);
  const onImageError = useCallback(() => {
    setOrigin(null);
    setFailed(true);
  }, []);

  return { origin: active && !failed ? origin : null, failed, onPointerMove, onPointerLeave, onImageError };
}

/** The zoom on the shown slide: its pointer listeners follow the slide shown (raster images in the lightbox only). */
export function useSlideZoom(slide: { element: HTMLElement; video?: unknown; inLightbox: boolean } | undefined): HoverZoom {
  const zoom = useHoverZoom(!!slide && !slide.video && slide.inLightbox);
  const { onPointerMove, onPointerLeave } = zoom;
  useEffect(() => {
    const element = slide?.element;
    if (!element) return;
    element.addEventListener('pointermove', onPointerMove);
    element.addEventListener('pointerleave', onPointerLeave);
    return () => {
      element.removeEventListener('pointermove', onPointerMove);
      element.removeEventListener('pointerleave', onPointerLeave);
      onPointerLeave();
    };
  }, [slide, onPointerMove, onPointerLeave]);
  return zoom;
}
