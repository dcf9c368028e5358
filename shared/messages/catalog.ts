/**
 * Every shopper-visible string, with WordPress-style placeholders (%s, %d) and plural forms
 * chosen by Intl.PluralRules. A shop translates by passing its own table to setMessages(), or a
 * WordPress JSON translation file (wp.i18n / Jed, keyed by these English strings) to
 * setTranslations(), whose plural forms follow the file's own Plural-Forms header.
 */
import { parseJedTranslations } from '../engine/i18n/jed.ts';

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
  'search.listLabel': 'Search suggestions',
  'search.suggestions': { one: '%d suggestion. Use the up and down arrows to browse.', other: '%d suggestions. Use the up and down arrows to browse.' },
  'search.none': 'No results',
  'search.noneAnnounced': 'No results for %s.',
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
  'search.sku': 'SKU: %s',
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

let table: Record<string, Entry> = DEFAULTS;
let locale = 'en';
let rules = new Intl.PluralRules(locale);
/** The plural rule of the last translation file, for its `string[]` entries. */
let fileForm: (n: number) => number = (n) => (n === 1 ? 0 : 1);

export function setMessages(overrides: Partial<Record<MessageKey, Entry>>, nextLocale = locale): void {
  table = { ...DEFAULTS, ...overrides };
  locale = nextLocale;
  rules = new Intl.PluralRules(locale);
}

/**
 * Translates the catalogue with a WordPress JSON translation file (as `wp i18n make-json` writes
 * it: the English strings of this catalogue as keys). Strings the file lacks stay English.
 * Returns the keys it translated.
 */
export function setTranslations(file: unknown, domain = 'messages'): MessageKey[] {
  const translations = parseJedTranslations(file, domain);
  const overrides: Partial<Record<MessageKey, Entry>> = {};
  for (const [key, entry] of Object.entries(DEFAULTS) as [MessageKey, Entry][]) {
    const source = typeof entry === 'string' ? entry : Array.isArray(entry) ? entry[0]! : (entry.one ?? entry.other ?? '');
    const forms = translations.forms(source);
    if (forms) overrides[key] = typeof entry === 'string' ? forms[0]! : forms;
  }
  fileForm = translations.plural.index;
  setMessages(overrides, translations.locale.replace('_', '-') || locale);
  return Object.keys(overrides) as MessageKey[];
}

/** The language the catalogue speaks now (BCP 47, e.g. "de-DE"), for Intl formats. */
export const messagesLocale = (): string => locale;

/** sprintf subset used by WordPress strings: %s, %d, %1$s, %%. */
export function sprintf(format: string, ...args: (string | number)[]): string {
  let next = 0;
  return format.replace(/%(?:(\d+)\$)?([sd%])/g, (_, position: string | undefined, kind: string) => {
    if (kind === '%') return '%';
    const value = args[position ? Number(position) - 1 : next++];
    if (value === undefined) return '';
    return kind === 'd' ? String(Math.trunc(Number(value))) : String(value);
  });
}

export function t(key: MessageKey, ...args: (string | number)[]): string {
  const entry: Entry = table[key] ?? DEFAULTS[key];
  const format = typeof entry === 'string' ? entry : Array.isArray(entry) ? (entry[0] ?? '') : (entry.other ?? '');
  return sprintf(format, ...args);
}

/** Plural message: the form is picked by `count`, which is also the first placeholder. */
export function tn(key: MessageKey, count: number, ...args: (string | number)[]): string {
  const entry: Entry = table[key] ?? DEFAULTS[key];
  const format =
    typeof entry === 'string'
      ? entry
      : Array.isArray(entry)
        ? (entry[fileForm(count)] ?? entry[entry.length - 1] ?? '')
        : (entry[rules.select(count)] ?? entry.other ?? '');
  return sprintf(format, count, ...args);
}

/** What a shopper is told about a failed request, by its kind (see shared/api/request-failure.ts). */
export function failureText(kind: 'offline' | 'network' | 'timeout' | 'server' | 'invalid'): string {
  return t(`failure.${kind}`);
}
