/**
 * One suggestion's content, by kind (FiboSearch's fields): a product or variation with its
 * picture (thumb_html, else the image_src / image address), title, SKU, 'Sold by' vendor,
 * description, score and price; a vendor with its city; a term with its path; a post or page;
 * 'more products'. The server's extension slots (title_before, title_after, meta_before,
 * meta_after, content_after) and every other HTML field go in through the one sanitising path.
 */
import { t } from '../../shared/messages/catalog.ts';
import type { Suggestion } from '../../shared/engine/search/suggestions.ts';
import { safeUrl } from '../../shared/platform/safe-url.ts';
import { SanitizedHtml } from '../../shared/ui/sanitized-html.tsx';

const text = (suggestion: Suggestion, field: string): string | null => {
  const value = suggestion[field];
  return (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : null;
};

const SLOT_CLASSES = {
  title_before: 'shop-LiveSearch-titleBefore',
  title_after: 'shop-LiveSearch-titleAfter',
  meta_before: 'shop-LiveSearch-metaBefore',
  meta_after: 'shop-LiveSearch-metaAfter',
  content_after: 'shop-LiveSearch-contentAfter',
} as const;

/** An extension slot's HTML, when the server filled it. */
function Slot({ suggestion, name }: { suggestion: Suggestion; name: keyof typeof SLOT_CLASSES }) {
  const html = text(suggestion, name);
  return html === null ? null : <SanitizedHtml className={SLOT_CLASSES[name]} html={html} />;
}

/** The title, on one line with the title slots when the server filled them. */
function Title({ suggestion }: { suggestion: Suggestion }) {
  const title = (
    <span className="shop-LiveSearch-title" dir="auto">
      {String(suggestion.value)}
    </span>
  );
  if (text(suggestion, 'title_before') === null && text(suggestion, 'title_after') === null) return title;
  return (
    <span className="shop-LiveSearch-titleLine">
      <Slot suggestion={suggestion} name="title_before" />
      {title}
      <Slot suggestion={suggestion} name="title_after" />
    </span>
  );
}

/** thumb_html, else a plain picture from image_src or image (an http(s) or relative address). */
function Thumb({ suggestion }: { suggestion: Suggestion }) {
  const html = text(suggestion, 'thumb_html');
  if (html !== null) return <SanitizedHtml className="shop-LiveSearch-thumb" html={html} />;
  const src = safeUrl(text(suggestion, 'image_src') ?? text(suggestion, 'image'));
  if (src === null) return null;
  return (
    <span className="shop-LiveSearch-thumb">
      <img src={src} alt="" loading="lazy" decoding="async" width={64} height={64} />
    </span>
  );
}

/** A recently viewed product when pictures are off: a history icon (drawn by the stylesheet). */
const HistoryIcon = () => <span className="shop-LiveSearch-historyIcon" aria-hidden="true" />;

export function SuggestionContent({ suggestion, noImages = false, history = false }: { suggestion: Suggestion; noImages?: boolean; history?: boolean }) {
  switch (suggestion.type) {
    case 'more_products':
      return <span className="shop-LiveSearch-more">{t('search.more', Number(suggestion.total) || 0)}</span>;
    case 'taxonomy':
      return (
        <span className="shop-LiveSearch-term">
          <Title suggestion={suggestion} />
          {suggestion.breadcrumbs ? <span className="shop-LiveSearch-breadcrumbs"> {String(suggestion.breadcrumbs)}</span> : null}
        </span>
      );
    case 'post':
      return <Title suggestion={suggestion} />;
    case 'vendor': {
      const city = text(suggestion, 'shop_city');
      const desc = text(suggestion, 'desc');
      return (
        <>
          {noImages ? null : <Thumb suggestion={suggestion} />}
          <span className="shop-LiveSearch-text">
            <Title suggestion={suggestion} />
            {city ? <span className="shop-LiveSearch-city">{city}</span> : null}
            {desc ? <SanitizedHtml className="shop-LiveSearch-desc" dir="auto" html={desc} /> : null}
            <Slot suggestion={suggestion} name="content_after" />
          </span>
        </>
      );
    }
    default: {
      const sku = text(suggestion, 'sku');
      const vendor = text(suggestion, 'vendor');
      const score = text(suggestion, 'score');
      const desc = text(suggestion, 'desc');
      return (
        <>
          {noImages ? history ? <HistoryIcon /> : null : <Thumb suggestion={suggestion} />}
          <span className="shop-LiveSearch-text">
            <Title suggestion={suggestion} />
            <Slot suggestion={suggestion} name="meta_before" />
            {sku ? <span className="shop-LiveSearch-sku">{t('search.sku', sku)}</span> : null}
            {vendor ? <span className="shop-LiveSearch-vendor">{t('search.soldBy', vendor)}</span> : null}
            <Slot suggestion={suggestion} name="meta_after" />
            {desc ? <SanitizedHtml className="shop-LiveSearch-desc" dir="auto" html={desc} /> : null}
            <Slot suggestion={suggestion} name="content_after" />
            {score ? <span className="shop-LiveSearch-score">{t('search.score', score)}</span> : null}
          </span>
          {typeof suggestion.price === 'string' ? <SanitizedHtml className="shop-LiveSearch-price price" html={suggestion.price} /> : null}
        </>
      );
    }
  }
}
