/**
 * Zoom on hover (a fine pointer that hovers): over the shown image, its large version at twice
 * the size follows the pointer. A large image that fails shows 'The image could not be loaded'
 * for 2500 ms.
 */
import { useCallback, useEffect, useState } from 'react';
import { zoomOrigin } from '../../shared/engine/gallery/gestures.ts';
import { useMediaQuery } from '../../shared/platform/media.ts';

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
  const hovers = useMediaQuery('(hover: hover) and (pointer: fine)');
  const [origin, setOrigin] = useState<{ x: number; y: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const active = enabled && hovers;

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), ZOOM_ERROR_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  const onPointerMove = useCallback((event: PointerEvent) => {
    if (!active || event.pointerType === 'touch') return;
    setOrigin(zoomOrigin({ x: event.clientX, y: event.clientY }, (event.currentTarget as HTMLElement).getBoundingClientRect()));
  }, [active]);
  const onPointerLeave = useCallback(() => setOrigin(null), []);
  const onImageError = useCallback(() => {
    setOrigin(null);
    setFailed(true);
  }, []);

  return { origin: active && !failed ? origin : null, failed, onPointerMove, onPointerLeave, onImageError };
}
