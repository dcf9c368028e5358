/**
 * Which links a gallery may open in its lightbox: raster images by extension (.jpg, .jpeg, .png,
 * .webp, .avif), and videos from YouTube (an id of 10 to 12 letters, digits, '_' or '-') or
 * Vimeo (a digits-only id). Anything else stays an ordinary link.
 */
const IMAGE_EXTENSION = /\.(jpe?g|png|webp|avif)$/i;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{10,12}$/;
const VIMEO_ID = /^[0-9]+$/;

function parse(href: string, base: string): URL | null {
  try {
    const url = new URL(href, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

export function isLightboxImage(href: string, base = 'http://localhost/'): boolean {
  const url = parse(href, base);
  return !!url && IMAGE_EXTENSION.test(url.pathname);
}

export interface VideoEmbed {
  provider: 'youtube' | 'vimeo';
  id: string;
  /** The player's address (YouTube's privacy-enhanced host). */
  embedUrl: string;
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  if (host === 'youtu.be') return url.pathname.slice(1);
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const path = /^\/(?:embed|shorts|v)\/([^/]+)$/.exec(url.pathname);
  return path ? path[1]! : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'vimeo.com') return url.pathname.slice(1);
  if (host === 'player.vimeo.com') return /^\/video\/([^/]+)$/.exec(url.pathname)?.[1] ?? null;
  return null;
}

export function videoEmbed(href: string, base = 'http://localhost/'): VideoEmbed | null {
  const url = parse(href, base);
  if (!url) return null;
  const youtube = youtubeId(url);
  if (youtube !== null)
    return YOUTUBE_ID.test(youtube) ? { provider: 'youtube', id: youtube, embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1` } : null;
  const vimeo = vimeoId(url);
  if (vimeo !== null) return VIMEO_ID.test(vimeo) ? { provider: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}?autoplay=1` } : null;
  return null;
}
