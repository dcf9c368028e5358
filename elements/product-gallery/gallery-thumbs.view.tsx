/**
 * The gallery's thumbnails as the tabs of a tabbed carousel (WAI-ARIA): the chosen one selected,
 * the arrows, Home and End move between them and show their image; previous / next buttons.
 */
import { textDirection } from '../../shared/platform/text-direction.ts';
import { useRef, type KeyboardEvent } from 'react';
import { t } from '../../shared/messages/catalog.ts';
import { tabForKey } from '../../shared/engine/product-page/tab-from-location.ts';

export interface GalleryThumbsProps {
  thumbs: { src: string; alt: string; slideId: string; video: boolean }[];
  index: number;
  onSelect(index: number): void;
}

export function GalleryThumbs({ thumbs, index, onSelect }: GalleryThumbsProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent, at: number) => {
    const next = tabForKey(event.key, at, thumbs.length, textDirection(event.currentTarget));
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div className="shop-Gallery-controls">
      <button type="button" className="shop-Gallery-previous" aria-label={t('gallery.previous')} disabled={index === 0} onClick={() => onSelect(index - 1)}>
        ‹
      </button>
      <div className="shop-Gallery-thumbs" role="tablist" aria-label={t('gallery.label')} ref={list}>
        {thumbs.map((thumb, at) => (
          <button
            key={thumb.slideId}
            type="button"
            role="tab"
            className={`shop-Gallery-thumb${thumb.video ? ' shop-Gallery-thumb--video' : ''}`}
            aria-selected={at === index}
            aria-controls={thumb.slideId}
            aria-label={t('gallery.thumb', thumb.alt, at + 1, thumbs.length)}
            tabIndex={at === index ? 0 : -1}
            onClick={() => onSelect(at)}
            onKeyDown={(event) => onKeyDown(event, at)}
          >
            <img src={thumb.src} alt="" width={80} height={80} loading="lazy" decoding="async" />
          </button>
        ))}
      </div>
      <button
        type="button"
        className="shop-Gallery-next"
        aria-label={t('gallery.next')}
        disabled={index === thumbs.length - 1}
        onClick={() => onSelect(index + 1)}
      >
        ›
      </button>
    </div>
  );
}
