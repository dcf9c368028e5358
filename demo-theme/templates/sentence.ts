/**
 * A translated sentence with markup in it (WordPress's sprintf of "%s" / "%1$s" placeholders for
 * links and emphasised values): the sentence's own words are escaped, each placeholder takes the
 * markup given for it. "%1$s" may appear more than once ("Hello %1$s (not %1$s? …)").
 */
import { html, type Raw } from '../server/html.ts';

export function sentence(format: string, ...parts: Raw[]): Raw {
  let next = 0;
  const pieces = format.split(/(%(?:\d+\$)?s)/);
  return html`${pieces.map((piece, index) => {
    if (index % 2 === 0) return piece;
    const position = /^%(\d+)\$s$/.exec(piece)?.[1];
    return parts[position ? Number(position) - 1 : next++] ?? '';
  })}`;
}
