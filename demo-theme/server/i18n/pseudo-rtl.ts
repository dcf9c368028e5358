/**
 * A right-to-left pseudo-translation of every English string (Latin letters written as Hebrew
 * ones), so the demo store can be looked at, and tested, right to left without a translator:
 * a string still in English stands out at once. Placeholders (%s, %1$d, %%) and tags stay as
 * they are, so the strings still format.
 */
import type { SourceString } from '../../../shared/messages/sources.ts';

const HEBREW = 'אבגדהוזחטיכלמנסעפצקרשתךםןף';
const KEEP = /(%(?:\d+\$)?[sd%]|<[^>]*>|\S+@\S+\.\w+)/;

export function pseudoRtl(text: string): string {
  return text
    .split(KEEP)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[a-z]/gi, (letter) => HEBREW[(letter.toLowerCase().charCodeAt(0) - 97) % HEBREW.length]!)))
    .join('');
}

/** A WordPress JSON translation file with every string pseudo-translated (language he_IL). */
export function pseudoRtlFile(sources: SourceString[]): Record<string, unknown> {
  const entries: Record<string, unknown> = { '': { domain: 'messages', lang: 'he_IL', 'plural-forms': 'nplurals=2; plural=(n != 1);' } };
  for (const source of sources)
    entries[source.msgid] = source.msgidPlural ? [pseudoRtl(source.msgid), pseudoRtl(source.msgidPlural)] : [pseudoRtl(source.msgid)];
  return { domain: 'messages', generator: 'storefront-elements demo (pseudo-translation)', locale_data: { messages: entries } };
}
