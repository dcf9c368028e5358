/**
 * The page markup a theme written for the filter's specification prints instead of our tags: the
 * containers the filter renders into, found by class (`{namespace}-vertical-filters` …), and
 * the rules that go with them. No DOM here: the mounting is shared/runtime/spec-markup-mount.ts.
 */

/** The containers, each the element the filter puts into it. */
export const SPEC_CONTAINERS = {
  'applied-filters': 'shop-applied-filters',
  'vertical-filters': 'shop-filter-sidebar',
  'horizontal-filters': 'shop-filter-bar',
  'mobile-filters': 'shop-filter-bar',
  'show-more-button': null,
  'show-previous-button': null,
  'infinite-scroll': null,
} as const satisfies Record<string, string | null>;

export type SpecContainer = keyof typeof SPEC_CONTAINERS;

/** The class of a container for this namespace: `storefront-vertical-filters`. */
export function specContainerClass(namespace: string, container: SpecContainer): string {
  return `${namespace}-${container}`;
}

/**
 * A container's `data-min-screen` / `data-max-screen` as our elements' attributes take them: the
 * text as it is (the element applies the rule that a value that is not an integer counts as
 * 99999); absent stays absent.
 */
export function screenAttributes(dataset: { minScreen?: string; maxScreen?: string }): [string, string][] {
  const attributes: [string, string][] = [];
  if (dataset.minScreen !== undefined) attributes.push(['min-screen', dataset.minScreen]);
  if (dataset.maxScreen !== undefined) attributes.push(['max-screen', dataset.maxScreen]);
  return attributes;
}

const CSS_IDENT = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;

/**
 * A selector for an element from its tag and classes, leaving out the configuration's
 * `ignored_classes_in_css_selectors` (classes a script adds or changes, which the same element
 * in a freshly fetched page would not carry) and any class that is not a plain CSS identifier.
 */
export function selectorFromClasses(tag: string, classes: Iterable<string>, ignored: readonly string[]): string {
  const skip = new Set(ignored);
  const kept = [...new Set(classes)].filter((name) => !skip.has(name) && CSS_IDENT.test(name));
  return `${tag.toLowerCase()}${kept.map((name) => `.${name}`).join('')}`;
}
