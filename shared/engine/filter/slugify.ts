/**
 * Incoming URL parameter names and values are slugified (filter spec §2.2), so
 * `?PA_Color=Dark Blue` reads as `pa_color=dark-blue`. Lower-cased; whitespace and slashes
 * become '-'; other punctuation is removed (letters, digits, '_' and '-' stay, in any script,
 * as WordPress slugs keep them); runs of dashes collapse; Greek accented letters lose their
 * accents. Decision: dashes at either end are trimmed too, as WordPress does. Idempotent.
 */
const GREEK_WITH_MARKS = /[\u0370-\u03ff\u1f00-\u1fff]/g;

function unaccentGreek(text: string): string {
  return text.replace(GREEK_WITH_MARKS, (letter) => letter.normalize('NFD').replace(/[\u0300-\u036f\u0342\u0345]/g, ''));
}

export function slugify(text: string): string {
  return unaccentGreek(text.toLowerCase())
    .replace(/[\s/\\]+/gu, '-')
    .replace(/[^\p{L}\p{N}_-]+/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
