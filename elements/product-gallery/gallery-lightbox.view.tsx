/**
 * The gallery's lightbox: a WAI-ARIA modal dialog (native <dialog>) with the large image or the
 * video, previous / next (buttons, the arrow keys, a swipe), pinch and double-tap zoom on touch,
 * and 'The image #n could not be loaded.' with a link to it when an image fails. Escape, the
 * backdrop or the close button close it; it leaves after 300 ms and the focus goes back.
 */
import { textDirection } from '../../shared/platform/text-direction.ts';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { t } from '../../shared/messages/catalog.ts';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { distanceBetween, MAX_SCALE, pinchScale, swipeStep } from '../../shared/engine/gallery/gestures.ts';
import type { VideoEmbed } from '../../shared/engine/gallery/media-links.ts';

export const LIGHTBOX_REMOVAL_MS = 300;

export interface LightboxItem {
  large: string;
  alt: string;
  video: VideoEmbed | null;
  /** Its number in the gallery (1-based), for the failure message. */
  number: number;
}

export interface GalleryLightboxProps {
  open: boolean;
  items: LightboxItem[];
  index: number;
  onNavigate(delta: number): void;
  onClose(): void;
  /** Once it is gone (after the 300 ms removal). */
  onClosed(): void;
}

interface Pointer {
  x: number;
  y: number;
}

function useZoomGestures(key: string, onSwipe: (step: -1 | 1) => void) {
  const [scale, setScale] = useState(1);
  const pointers = useRef(new Map<number, Pointer>());
  const start = useRef<{ pointer: Pointer; scale: number; distance: number } | null>(null);
  const lastTap = useRef(0);
  useEffect(() => setScale(1), [key]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    start.current = { pointer: { x: event.clientX, y: event.clientY }, scale, distance: a && b ? distanceBetween(a, b) : 0 };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    if (a && b && start.current) setScale(pinchScale(start.current.scale, start.current.distance, distanceBetween(a, b)));
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const wasPinch = pointers.current.size > 1;
    pointers.current.delete(event.pointerId);
    const from = start.current;
    if (!from || wasPinch || pointers.current.size > 0) return;
    const step = swipeStep(event.clientX - from.pointer.x, event.clientY - from.pointer.y);
    if (step !== 0 && scale === 1) return onSwipe(step);
    // A double tap zooms in, and out again.
    if (event.pointerType === 'touch' && step === 0) {
      if (event.timeStamp - lastTap.current < 300) setScale((now) => (now > 1 ? 1 : Math.min(2, MAX_SCALE)));
      lastTap.current = event.timeStamp;
    }
  };
  return { scale, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}

export function GalleryLightbox({ open, items, index, onNavigate, onClose, onClosed }: GalleryLightboxProps) {
  const titleId = useId();
  const item = items[index];
  const [failed, setFailed] = useState<string | null>(null);
  const { scale, handlers } = useZoomGestures(`${index}`, (step) => onNavigate(step));
  const several = items.length > 1;

  const onKeyDown = (event: KeyboardEvent) => {
    if (!several || event.altKey || event.ctrlKey || event.metaKey) return;
    // Forward is the way the text runs: the left arrow right to left.
    const forward = textDirection(event.currentTarget) === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key === forward) onNavigate(1);
    else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') onNavigate(-1);
    else return;
    event.preventDefault();
  };

  return (
    <ModalDialog open={open} onClose={onClose} className="shop-Lightbox" labelledBy={titleId} closeDelayMs={LIGHTBOX_REMOVAL_MS} onClosed={onClosed}>
      {item && (
        <div className="shop-Lightbox-body" onKeyDown={onKeyDown}>
          <div className="shop-Lightbox-bar">
            <p className="shop-Lightbox-title" id={titleId} aria-live="polite">
              {t('gallery.lightbox', index + 1, items.length)}
              <span className="shop-Lightbox-caption">{item.video ? t('gallery.video', item.alt) : item.alt}</span>
            </p>
            <button type="button" className="shop-Lightbox-close" aria-label={t('gallery.close')} onClick={onClose}>
              ×
            </button>
          </div>
          <figure className="shop-Lightbox-figure" {...handlers}>
            {item.video ? (
              <iframe
                key={item.video.embedUrl}
                className="shop-Lightbox-video"
                src={item.video.embedUrl}
                title={t('gallery.video', item.alt)}
                allow="autoplay; fullscreen; picture-in-picture"
                allowFullScreen
              />
            ) : failed === item.large ? (
              <p className="shop-Lightbox-error" role="alert">
                {(() => {
                  const [before, after] = t('gallery.imageFailed', '\u0000').split('\u0000');
                  return (
                    <>
                      {before}
                      <a href={item.large}>{t('gallery.imageNumber', item.number)}</a>
                      {after}
                    </>
                  );
                })()}
              </p>
            ) : (
              <img
                key={item.large}
                className="shop-Lightbox-image"
                src={item.large}
                alt={item.alt}
                draggable={false}
                style={scale > 1 ? { transform: `scale(${scale})` } : undefined}
                onError={() => setFailed(item.large)}
              />
            )}
          </figure>
          {several && (
            <div className="shop-Lightbox-nav">
              <button type="button" className="shop-Lightbox-previous" aria-label={t('gallery.previous')} onClick={() => onNavigate(-1)}>
                ‹
              </button>
              <button type="button" className="shop-Lightbox-next" aria-label={t('gallery.next')} onClick={() => onNavigate(1)}>
                ›
              </button>
            </div>
          )}
        </div>
      )}
    </ModalDialog>
  );
}
