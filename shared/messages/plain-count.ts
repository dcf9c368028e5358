/**
 * A count written without Intl where Intl would write the same: a whole number from 0 to 999 in
 * a language whose digits are 0-9 in every region. The first Intl.NumberFormat a page makes
 * loads ICU's number data, 30-70 ms in a fresh renderer: on a first view that was most of a long
 * task (the mini-cart's "%d items"). Below 1,000 no language groups digits, so for these
 * languages the plain digits are what Intl prints (pinned for every region in plain-count.test.ts).
 * Excluded: languages written with other digits in some or all regions (Arabic, Persian, Urdu,
 * Bengali, Marathi, Nepali, Burmese; Punjabi in Pakistan, Uzbek in Afghanistan), a tag naming a
 * script or a Unicode extension (-u-nu-...), and every language not listed.
 */
const LATIN_DIGIT_LANGUAGES = new Set(
  (
    'af am az be bg bs ca cs cy da de el en es et eu fi fil fr ga gl gu he hi hr hu hy id is it ja ka kk km kn ko ky ' +
    'lo lt lv mk ml mn ms nb nl nn no pl pt ro ru si sk sl sq sr sv sw ta te th tr uk vi zh zu'
  ).split(' '),
);

/** A language, optionally a region (two letters or three digits), nothing else. */
const LANGUAGE_AND_REGION = /^([a-z]{2,3})(?:[-_](?:[a-z]{2}|\d{3}))?$/i;

export function plainCount(value: number, locale: string): string | undefined {
  if (!Number.isInteger(value) || value < 0 || value > 999 || Object.is(value, -0)) return undefined;
  const language = LANGUAGE_AND_REGION.exec(locale)?.[1]?.toLowerCase();
  return language !== undefined && LATIN_DIGIT_LANGUAGES.has(language) ? String(value) : undefined;
}

/** The languages the plain path serves (for the test that pins it against Intl). */
export const latinDigitLanguages = (): readonly string[] => [...LATIN_DIGIT_LANGUAGES];
