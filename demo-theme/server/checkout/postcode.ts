/**
 * Postcodes as WooCommerce keeps and checks them (wc_format_postcode, WC_Validation::is_postcode):
 * written the country's way first (capitals, its space or dash in its place), then checked
 * against the country's pattern. A country without a pattern accepts any letters, digits,
 * spaces and dashes.
 */

/** Capitals, spaces and dashes removed (wc_normalize_postcode). */
const normalized = (postcode: string) => postcode.trim().toUpperCase().replace(/[\s-]/g, '');

/** `text` with `insert` put in at `at` (from the end when negative), as PHP's substr_replace(…, 0). */
function insertAt(text: string, insert: string, at: number): string {
  const index = at < 0 ? Math.max(0, text.length + at) : Math.min(at, text.length);
  return text.slice(0, index) + insert + text.slice(index);
}

/** The postcode written the country's way. */
export function formatPostcode(postcode: string, country: string): string {
  const code = normalized(postcode);
  let formatted = code;
  switch (country) {
    case 'CA':
    case 'GB':
      formatted = insertAt(code, ' ', -3);
      break;
    case 'IE':
      formatted = insertAt(code, ' ', 3);
      break;
    case 'BR':
    case 'PL':
      formatted = insertAt(code, '-', -3);
      break;
    case 'JP':
      formatted = insertAt(code, '-', 3);
      break;
    case 'PT':
      formatted = insertAt(code, '-', 4);
      break;
    case 'PR':
    case 'US':
      formatted = insertAt(code, '-', 5).replace(/-$/, '');
      break;
    case 'NL':
      formatted = insertAt(code, ' ', 4);
      break;
    case 'LV': {
      const digits = /(?:LV)?-?(\d+)/i.exec(code);
      if (digits) formatted = `LV-${digits[1]}`;
      break;
    }
    case 'DK':
      formatted = code.replace(/^(DK)(.+)$/, '$1-$2');
      break;
  }
  return formatted.trim();
}

/** The United Kingdom's shapes (A9 9AA, A99 9AA, AA9 9AA, AA99 9AA, A9A 9AA, AA9A 9AA, GIR 0AA, BFPO). */
function isGbPostcode(postcode: string): boolean {
  const code = postcode.toLowerCase().replace(/ /g, '');
  const [first, second, third, fourth, inward] = [
    '[abcdefghijklmnoprstuwyz]',
    '[abcdefghklmnopqrstuvwxy]',
    '[abcdefghjkpstuw]',
    '[abehmnprvwxy]',
    '[abdefghjlnpqrstuwxyz]',
  ];
  return [
    new RegExp(`^(${first}${second}?[0-9]{1,2})([0-9]${inward}{2})$`),
    new RegExp(`^(${first}[0-9]${third})([0-9]${inward}{2})$`),
    new RegExp(`^(${first}${second}[0-9]${fourth})([0-9]${inward}{2})$`),
    /^(gir)(0aa)$/,
    /^(bfpo)([0-9]{1,4})$/,
    /^(bfpo)(c\/o[0-9]{1,3})$/,
  ].some((pattern) => pattern.test(code));
}

// A Map: a posted country such as "__proto__" must find no pattern.
const PATTERNS = new Map<string, RegExp>(
  Object.entries({
    AT: /^([0-9]{4})$/,
    BE: /^([0-9]{4})$/,
    CH: /^([0-9]{4})$/,
    HU: /^([0-9]{4})$/,
    NO: /^([0-9]{4})$/,
    BA: /^([7-8]{1})([0-9]{4})$/,
    BR: /^([0-9]{5})([-])?([0-9]{3})$/,
    DE: /^([0]{1}[1-9]{1}|[1-9]{1}[0-9]{1})[0-9]{3}$/,
    DK: /^(DK-)?([1-24-9]\d{3}|3[0-8]\d{2})$/,
    ES: /^([0-9]{5})$/,
    FI: /^([0-9]{5})$/,
    EE: /^([0-9]{5})$/,
    FR: /^([0-9]{5})$/,
    IT: /^([0-9]{5})$/,
    IN: /^[1-9]{1}[0-9]{2}\s{0,1}[0-9]{3}$/,
    JP: /^([0-9]{3})([-]?)([0-9]{4})$/,
    PT: /^([0-9]{4})([-])([0-9]{3})$/,
    PR: /^([0-9]{5})(-[0-9]{4})?$/,
    US: /^([0-9]{5})(-[0-9]{4})?$/,
    CA: /^([ABCEGHJKLMNPRSTVXY]\d[ABCEGHJKLMNPRSTVWXYZ])([ ])?(\d[ABCEGHJKLMNPRSTVWXYZ]\d)$/i,
    PL: /^([0-9]{2})([-])([0-9]{3})$/,
    CZ: /^(CZ-)?([0-9]{3})(\s?)([0-9]{2})$/,
    SE: /^(SE-)?([0-9]{3})(\s?)([0-9]{2})$/,
    SK: /^(SK-)?([0-9]{3})(\s?)([0-9]{2})$/,
    NL: /^([1-9][0-9]{3})(\s?)(?!SA|SD|SS)[A-Z]{2}$/i,
    SI: /^([1-9][0-9]{3})$/,
    LI: /^(94[8-9][0-9])$/,
  }),
);

/** Whether the postcode (as formatPostcode wrote it) is one of the country's. */
export function isPostcode(postcode: string, country: string): boolean {
  if (/[^\sA-Za-z0-9-]/.test(postcode)) return false;
  if (country === 'GB') return isGbPostcode(postcode);
  // An Eircode: a routing key, then four characters (the space aside).
  if (country === 'IE') return /([AC-FHKNPRTV-Y]\d{2}|D6W)[0-9AC-FHKNPRTV-Y]{4}/.test(normalized(postcode));
  return PATTERNS.get(country)?.test(postcode) ?? true;
}
