/**
 * The forms a word is also found by: its stem in the shop's language (Snowball: 'hoodies' and
 * 'hoodie' → 'hoodi', 'mens' → 'men', 'running' → 'run'), and, for two words side by side,
 * the two written as one ('crew neck' → 'crewneck', 'T-Shirt' → 'tshirt'), so that compounds
 * match however they are written. The index holds every form of its words; a query tries every
 * form of its own.
 */
import snowball from 'snowball-stemmers';

/** Snowball's algorithms by WordPress locale prefix; English where the shop's language has none. */
const ALGORITHMS: Record<string, string> = {
  da: 'danish',
  de: 'german',
  en: 'english',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  hu: 'hungarian',
  it: 'italian',
  nb: 'norwegian',
  nl: 'dutch',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sv: 'swedish',
  tr: 'turkish',
};

export type Stemmer = (word: string) => string;

const stemmers = new Map<string, Stemmer>();

/** The stemmer for a locale ('en_GB', 'de_DE', …); words with digits (SKUs, sizes) are left as they are. */
export function stemmerFor(locale = 'en_US'): Stemmer {
  const algorithm = ALGORITHMS[locale.slice(0, 2).toLowerCase()] ?? 'english';
  let stem = stemmers.get(algorithm);
  if (!stem) {
    const snowballStemmer = snowball.newStemmer(algorithm);
    const cache = new Map<string, string>();
    stem = (word) => {
      if (/\d/.test(word) || word.length < 3) return word;
      let stemmed = cache.get(word);
      if (stemmed === undefined) cache.set(word, (stemmed = snowballStemmer.stem(word)));
      return stemmed;
    };
    stemmers.set(algorithm, stem);
  }
  return stem;
}

/** Each pair of neighbouring words written as one ('t', 'shirt' → 'tshirt'). */
export function joinedPairs(words: string[]): string[] {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) pairs.push(words[i]! + words[i + 1]!);
  return pairs;
}

/** A field's words with the forms it is also found by (stems, joined neighbours), as index text. */
export function indexedForms(words: string[], stem: Stemmer, withPairs: boolean): string {
  const forms = new Set(words);
  for (const word of words) forms.add(stem(word));
  if (withPairs) for (const pair of joinedPairs(words)) forms.add(pair).add(stem(pair));
  return [...words, ...[...forms].filter((form) => !words.includes(form))].join(' ');
}
