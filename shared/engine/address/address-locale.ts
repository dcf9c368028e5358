/**
 * An address form's fields for a chosen country, from the data the page prints (WooCommerce's
 * country locale and its states, as its wc_address_i18n_params and wc_country_select_params
 * carry them): each field's name, whether it is required or asked at all, its place in the form,
 * and how the state is given. No DOM.
 */

/** One field as a country has it; anything left out is the default's. */
export interface FieldLocale {
  label?: string;
  required?: boolean;
  hidden?: boolean;
  priority?: number;
}

export interface AddressData {
  /** `default` (no country chosen), then each country's changes. */
  locale: Record<string, Record<string, FieldLocale>>;
  /** Each country's states as [code, name]; an empty list: none asked. A country not here: typed in. */
  states: Record<string, [code: string, name: string][]>;
  /** The page's words: the required mark's title, "(optional)", the state list's first option. */
  text: { required: string; optional: string; chooseState: string };
}

export type StateInput = { kind: 'list'; states: [code: string, name: string][] } | { kind: 'none' } | { kind: 'text' };

const own = <T>(record: Record<string, T>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);

/** Each field the locale knows (city, state, postcode …) as `country` has it. */
export function fieldsFor(data: AddressData, country: string): Record<string, Required<FieldLocale>> {
  const defaults = data.locale.default ?? {};
  const changes = (country && own(data.locale, country)) || {};
  return Object.fromEntries(
    Object.entries(defaults).map(([key, field]) => [
      key,
      { label: '', required: false, hidden: false, priority: 0, ...field, ...own(changes, key) } satisfies Required<FieldLocale>,
    ]),
  );
}

/** How the state is given in `country`: picked from its list, not asked, or typed in. */
export function stateInput(data: AddressData, country: string): StateInput {
  const states = country ? own(data.states, country) : undefined;
  if (!states) return { kind: 'text' };
  return states.length ? { kind: 'list', states } : { kind: 'none' };
}

/**
 * A state kept across a change of country: a code only if the new list has it; a typed state
 * only into a typed field (a code picked from another country's list is no county).
 */
export function keptState(input: StateInput, value: string, fromList: boolean): string {
  if (input.kind === 'none') return '';
  if (input.kind === 'text') return fromList ? '' : value;
  return input.states.some(([code]) => code === value) ? value : '';
}
