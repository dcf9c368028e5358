/**
 * The React elements' shopper-visible strings, with WordPress-style placeholders (%s, %d). They are
 * translated by the page's WordPress JSON translation file (translations.ts: keyed by these English
 * strings, plural forms by the file's own Plural-Forms header), and a theme may override single
 * keys with setMessages() (plural forms then by Intl.PluralRules of the locale it names).
 * Counts (%d) are written by Intl.NumberFormat in the catalogue's language.
 */
import { pluralForms, type PluralForms } from '../engine/i18n/plural-forms.ts';
import type { Translations } from '../engine/i18n/jed.ts';
import { plainCount } from './plain-count.ts';
import { pageTranslations, translationLocale, loadTranslationFile } from './translations.ts';

/** A string, plural forms by Intl category, or a translation file's forms (picked by its header's rule). */
type Entry = string | Partial<Record<Intl.LDMLPluralRule, string>> | string[];

const DEFAULTS = {
  'cart.title': 'Cart',
  'cart.close': 'Close cart',
  'cart.empty': 'No products in the cart.',
  'cart.items': { one: '%d item', other: '%d items' },
  'cart.updating': 'Updating cart…',
  'cart.updated': 'Cart updated.',
  'cart.added': '%s has been added to your cart.',
  'cart.removed': 'Item removed from your cart.',
  'cart.addFailed': 'Sorry, this product could not be added to your cart.',
  'cart.viewCart': 'View cart',
  'cart.addedPlain': 'Added to your cart.',
  'cart.addedNotice': 'Added to cart',
  'cart.addFailedNamed': '%s could not be added to your cart.',
  'cart.quantityFailed': 'The quantity could not be changed.',
  'cart.removeFailed': 'The item could not be removed.',
  'cart.loadFailed': 'Your cart could not be loaded.',
  'cart.stale': 'Your cart could not be updated; it may have changed since.',
  'cart.unknownCount': 'not loaded',
  'cart.retry': 'Try again',
  'cart.dismiss': 'Dismiss',
  'failure.offline': 'You are offline. Check your connection, then try again.',
  'failure.network': 'The shop could not be reached. Please try again in a moment.',
  'failure.timeout': 'The shop took too long to answer. Please try again.',
  'failure.server': 'Something went wrong on the shop’s side. Please try again in a moment.',
  'failure.invalid': 'The shop’s answer could not be read. Please try again.',
  'quantity.label': 'Quantity',
  'quantity.decrease': 'Decrease quantity',
  'quantity.increase': 'Increase quantity',
  'variation.choose': 'Please select some product options before adding this product to your cart.',
  'variation.unavailable': 'Sorry, this product is unavailable. Please choose a different combination.',
  'products.loading': 'Loading product…',
  'products.single': 'Showing the single result',
  'products.all': { one: 'Showing all %d result', other: 'Showing all %d results' },
  'products.range': 'Showing %1$d–%2$d of %3$d results',
  'products.none': 'No products were found matching your selection.',
  'products.showMore': 'Show more products',
  'products.showPrevious': 'Show previous products',
  'products.viewed': 'Viewed <b>%1$d</b> of <b>%2$d</b>',
  'products.updating': 'Updating products…',
  'pagination.label': 'Product Pagination',
  'pagination.previous': 'Previous page',
  'pagination.next': 'Next page',
  'pagination.page': 'Page %d',
  'sort.label': 'Shop order',
  'search.label': 'Search for products',
  'search.placeholder': 'Search for products…',
  'swatches.unavailable': '%s (unavailable)',
  'sticky.label': 'Add %s to the cart',
  'password.show': 'Show password',
  'sticky.add': 'Add to cart',
  'gallery.label': 'Product images',
  'gallery.thumb': '%1$s (%2$d of %3$d)',
  'gallery.previous': 'Previous image',
  'gallery.next': 'Next image',
  'gallery.open': 'View larger: %s',
  'gallery.lightbox': 'Image %1$d of %2$d',
  'gallery.close': 'Close',
  'gallery.imageNumber': 'The image #%d',
  'gallery.imageFailed': '%s could not be loaded.',
  'gallery.zoomFailed': 'The image could not be loaded',
  'gallery.video': 'Video: %s',
  'popup.close': 'Close',
  'notice.dismiss': 'Dismiss',
  'categoryMenu.subCategories': 'Sub-categories of %s',
  'notice.dismissFailed': 'The banner could not be dismissed. Please try again.',
  'quickView.close': 'Close',
  'quickView.previous': 'Previous product',
  'quickView.next': 'Next product',
  'quickView.loading': 'Loading the product…',
  'quickView.failed': 'This product could not be shown.',
  'quickView.openPage': 'Open the product page',
  'quickView.retry': 'Try again',
  'quickView.title': 'Quick view',
  'priceSlider.group': 'Price range',
  'priceSlider.min': 'Min price',
  'priceSlider.max': 'Max price',
  'priceSlider.label': 'Price:',
  'priceSlider.filter': 'Filter',
  'search.submit': 'Search',
  'search.clear': 'Clear the search',
  'photoFeed.error': 'Instagram error: %s',
  'photoFeed.invalidData': 'Invalid data',
  'blockEdit.label': 'Edit block',
  'blockEdit.pageBuilder': 'Edit with page builder',
  'blockEdit.backEnd': 'Edit in back end',
  'search.listLabel': 'Search suggestions',
  'search.suggestions': { one: '%d suggestion. Use the up and down arrows to browse.', other: '%d suggestions. Use the up and down arrows to browse.' },
  'search.none': 'No results',
  'search.noneAnnounced': 'No results for %s.',
  'search.didYouMean': 'Did you mean %s?',
  'search.failed': 'Suggestions are not available right now. Press Enter to search.',
  'search.more': 'See all products… (%d)',
  'search.recentProducts': 'Recently viewed products',
  'search.recentPhrases': 'Recent searches',
  'search.clearHistory': 'Clear history',
  'search.historyShown': 'Your recent searches are shown.',
  'search.group.product_cat': 'Categories',
  'search.group.product_tag': 'Tags',
  'search.group.product_brand': 'Brands',
  'search.group.product': 'Products',
  'search.group.page': 'Pages',
  'search.group.post': 'Posts',
  'search.group.vendor': 'Vendors',
  'search.sku': 'SKU: %s',
  'search.soldBy': 'Sold by %s',
  'search.score': 'Score: %s',
  'search.details': 'Product details',
  'search.quantity': 'Quantity',
  'search.addToCart': 'Add to cart',
  'search.selectOptions': 'Select options',
  'search.added': '%s has been added to your cart.',
  'search.addFailed': '%s could not be added to your cart.',
  'search.back': 'Close the search',
  'search.voice': 'Search by voice',
  'search.voiceListening': 'Listening… click again to stop',
  'search.voiceOff': 'Voice search is not allowed in this browser.',
  'sort.sortedBy': 'Products sorted by %s.',
  'range.lessThan': 'less than %s',
  'range.between': '%1$s to %2$s',
  'range.moreThan': 'more than %s',
  'range.from': 'from %s',
  'range.to': 'to %s',
  'filters.label': 'Product filters',
  'filters.more': 'more (%d)',
  'filters.less': 'less',
  'filters.count': '(%d)',
  'filters.min': 'Min',
  'filters.max': 'Max',
  'filters.clear': 'Clear',
  'filters.clearLabel': 'Clear %s',
  'filters.searchClear': 'Clear search',
  'filters.expand': 'Subcategories of %s',
  'filters.presets': 'Price ranges',
  'filters.selectPlaceholder': 'Any',
  'filters.selectOpen': 'Show %s options',
  'filters.noMatches': 'No matches',
  'filters.showAll': 'Show all',
  'filters.showAllTitle': 'All %s',
  'filters.showAllSearch': 'Search %s',
  'filters.inParent': 'in %s',
  'filters.close': 'Close',
  'filters.done': 'Done',
  'filters.closeNamed': 'Close %s',
  'filters.tooltip': 'About %s',
  'filters.sliderMin': 'Minimum %s',
  'filters.sliderMax': 'Maximum %s',
  'filters.backTo': 'go back to %s',
  'panel.title': 'Filters',
  'panel.allFilters': 'All filters',
  'panel.close': 'Close filters',
  'panel.back': 'Back',
  'panel.clear': 'Clear',
  'panel.clearAllLabel': 'Clear all filters',
  'panel.seeProducts': { one: 'See %d product', other: 'See %d products' },
  'panel.seeProductsNoCount': 'See products',
  'panel.seeAllProducts': 'See all products',
  'panel.filterBar': 'Filter products',
  'panel.appliedCount': { one: '%d applied', other: '%d applied' },
  'applied.label': 'Applied filters',
  'applied.remove': 'Remove filter: %s',
  'applied.clearAll': 'Clear all',
  'applied.clearAllLabel': 'Clear all filters',
} satisfies Record<string, Entry>;

export type MessageKey = keyof typeof DEFAULTS;

/** The catalogue's English strings by key (what a translation file is keyed by). */
export const ENGLISH: Readonly<Record<MessageKey, Entry>> = DEFAULTS;

let overrides: Partial<Record<MessageKey, Entry>> = {};
let overrideLocale: string | undefined;
// Made once per language: a translation file loaded by any path changes the language under them.
let rules: { locale: string; rules: Intl.PluralRules } | undefined;
let numbers: { locale: string; format: Intl.NumberFormat } | undefined;

/** A theme's own words for some keys (they win over the translation file), and their language. */
export function setMessages(next: Partial<Record<MessageKey, Entry>>, nextLocale?: string): void {
  overrides = { ...next };
  overrideLocale = nextLocale;
}

/**
 * Translates the elements with a WordPress JSON translation file (as `wp i18n make-json` writes
 * it: the English strings as keys); strings the file lacks stay English. Call it before the
 * elements load (or print the file in the page's #shop-translations block). Returns the
 * catalogue keys it translated.
 */
export function setTranslations(file: unknown, domain = 'messages'): MessageKey[] {
  const translations = loadTranslationFile(file, domain);
  setMessages({});
  return (Object.keys(DEFAULTS) as MessageKey[]).filter((key) => translations?.forms(englishOf(DEFAULTS[key])));
}

/** The language the catalogue speaks now (BCP 47, e.g. "de-DE"), for Intl formats. */
export const messagesLocale = (): string => overrideLocale ?? translationLocale() ?? 'en';

function englishOf(entry: Entry): string {
  return typeof entry === 'string' ? entry : Array.isArray(entry) ? (entry[0] ?? '') : (entry.one ?? entry.other ?? '');
}

const pluralRules = new WeakMap<Translations, PluralForms>();
function filePlural(translations: Translations): PluralForms {
  let plural = pluralRules.get(translations);
  if (!plural) pluralRules.set(translations, (plural = pluralForms(translations.pluralHeader)));
  return plural;
}

function formatNumber(value: number): string {
  const whole = Math.trunc(value);
  const locale = messagesLocale();
  const plain = plainCount(whole, locale);
  if (plain !== undefined) return plain;
  if (numbers?.locale !== locale) numbers = { locale, format: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }) };
  return numbers.format.format(whole);
}

/** sprintf subset used by WordPress strings: %s, %d, %1$s, %%. Counts are written in the catalogue's language. */
export function sprintf(format: string, ...args: (string | number)[]): string {
  let next = 0;
  return format.replace(/%(?:(\d+)\$)?([sd%])/g, (_, position: string | undefined, kind: string) => {
    if (kind === '%') return '%';
    const value = args[position ? Number(position) - 1 : next++];
    if (value === undefined) return '';
    return kind === 'd' ? formatNumber(Number(value)) : String(value);
  });
}

/** The forms for a key: the theme's override, else the translation file's, else English. */
function formsOf(key: MessageKey, count: number | undefined): string {
  const override = overrides[key];
  if (override !== undefined) {
    if (typeof override === 'string') return override;
    if (Array.isArray(override)) return override[count === undefined ? 0 : Math.min(count === 1 ? 0 : 1, override.length - 1)] ?? '';
    const locale = messagesLocale();
    if (rules?.locale !== locale) rules = { locale, rules: new Intl.PluralRules(locale) };
    return (count === undefined ? override.other : override[rules.rules.select(count)]) ?? override.other ?? '';
  }
  const english = DEFAULTS[key] as Entry;
  const translations = pageTranslations();
  const translated = translations?.forms(englishOf(english));
  if (translated)
    return count === undefined
      ? translated[translated.length - 1]!
      : (translated[filePlural(translations!).index(count)] ?? translated[translated.length - 1]!);
  if (typeof english === 'string') return english;
  if (Array.isArray(english)) return english[count === 1 ? 0 : 1] ?? english[0] ?? '';
  return (count === 1 ? english.one : english.other) ?? english.other ?? '';
}

export function t(key: MessageKey, ...args: (string | number)[]): string {
  return sprintf(formsOf(key, undefined), ...args);
}

/** Plural message: the form is picked by `count`, which is also the first placeholder. */
export function tn(key: MessageKey, count: number, ...args: (string | number)[]): string {
  return sprintf(formsOf(key, count), count, ...args);
}

/** What a shopper is told about a failed request, by its kind (see shared/api/request-failure.ts). */
export function failureText(kind: 'offline' | 'network' | 'timeout' | 'server' | 'invalid'): string {
  return t(`failure.${kind}`);
}
