/**
 * Incoming URL parameter names and values are slugified, so
 * `?PA_Color=Dark Blue` reads as `pa_color=dark-blue`, the way WordPress's sanitize_title
 * writes term slugs: lower-cased; Latin and Greek letters lose their accents (`STÜSSY` ->
 * `stussy`, `Straße` -> `strasse`); dots, whitespace and slashes become '-' (`A.P.C.` ->
 * `a-p-c`); ™ ® © and other punctuation are removed (letters, digits, '_' and '-' stay, in any
 * script); runs of dashes collapse; dashes at either end are trimmed. Idempotent.
 */
const GREEK_WITH_MARKS = /[\u0370-\u03ff\u1f00-\u1fff]/g;

function unaccentGreek(text: string): string {
  return text.replace(GREEK_WITH_MARKS, (letter) => letter.normalize('NFD').replace(/[\u0300-\u036f\u0342\u0345]/g, ''));
}

/** WordPress's remove_accents for the letters that do not decompose into a base and a mark. */
const LATIN_SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ŋ: 'n',
  ħ: 'h',
  ŧ: 't',
  ĸ: 'k',
  ſ: 's',
};
const LATIN_WITH_MARKS = /[\u00c0-\u024f\u1e00-\u1eff]/g;

function unaccentLatin(text: string): string {
  // Marks first, then the special letters, so 'ǣ' (æ with a macron) ends as 'ae' in one pass.
  return text.replace(LATIN_WITH_MARKS, (letter) => [...letter.normalize('NFD').replace(/[\u0300-\u036f]/g, '')].map((c) => LATIN_SPECIAL[c] ?? c).join(''));
}

export function slugify(text: string): string {
  return unaccentLatin(unaccentGreek(text.toLowerCase()))
    .replace(/[\s/\\.]+/gu, '-')
    .replace(/[^\p{L}\p{N}_-]+/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
