/**
 * The gallery's large images as PNG: lightboxes open only raster links (.jpg, .jpeg, .png,
 * .webp, .avif), so the demo renders its SVG drawings with resvg. Renders are kept in memory
 * by their drawing (a few hundred products, ~15 kB each); the oldest go first past the limit.
 */
import { Resvg } from '@resvg/resvg-js';

const LARGE_WIDTH = 1200;
const LIMIT = 400;
const rendered = new Map<string, Buffer>();

export function svgToPng(svg: string): Buffer {
  const cached = rendered.get(svg);
  if (cached) return cached;
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: LARGE_WIDTH } }).render().asPng();
  if (rendered.size >= LIMIT) rendered.delete(rendered.keys().next().value!);
  rendered.set(svg, png);
  return png;
}
