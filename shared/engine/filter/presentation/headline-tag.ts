/** Filter headline tag: h1–h6, span, div or p; anything else is h3. */
export type HeadlineTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'span' | 'div' | 'p';
const ALLOWED = new Set<string>(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'div', 'p']);

export function headlineTag(value: unknown): HeadlineTag {
  const tag = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (ALLOWED.has(tag) ? tag : 'h3') as HeadlineTag;
}
