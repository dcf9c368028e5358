/**
 * <shop-address-fields>: an address form's fields follow the country chosen, as WooCommerce's
 * country-select.js and address-i18n.js make them: the state picked from the country's list (or
 * typed, or not asked), the state's and the postcode's names ("State", "ZIP Code", "County",
 * "Eircode" …), which fields are required, and the postcode before the city where the country
 * writes it so. It works on the server's markup (WooCommerce's form-row paragraphs) with the data
 * the server prints inside it; where WooCommerce's own address-i18n.js runs, it leaves the form
 * to that script.
 */
import { fieldsFor, keptState, stateInput, type AddressData, type FieldLocale, type StateInput } from '../../shared/engine/address/address-locale.ts';

/** WooCommerce's address-i18n.js is on the page: it does this work. */
const wooCommerceAddressScript = () => 'wc_address_i18n_params' in window;

export class AddressFieldsElement extends HTMLElement {
  private data: AddressData | null = null;

  connectedCallback(): void {
    if (wooCommerceAddressScript()) return;
    this.data ??= this.readData();
    if (!this.data) return;
    this.addEventListener('change', this.onChange);
    this.dataset.shopReady = '';
  }

  disconnectedCallback(): void {
    this.removeEventListener('change', this.onChange);
  }

  private readData(): AddressData | null {
    const script = this.querySelector('script[type="application/json"]');
    try {
      return script?.textContent ? (JSON.parse(script.textContent) as AddressData) : null;
    } catch {
      return null;
    }
  }

  private readonly onChange = (event: Event): void => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.name.endsWith('_country')) return;
    this.showCountry(select.name.slice(0, -'country'.length), select.value);
  };

  /** The fields of `prefix` (`billing_`) as `country` has them. */
  showCountry(prefix: string, country: string): void {
    const data = this.data;
    if (!data) return;
    const focused = document.activeElement;
    const state = stateInput(data, country);
    for (const [key, field] of Object.entries(fieldsFor(data, country))) {
      const row = this.querySelector<HTMLElement>(`#${CSS.escape(`${prefix}${key}_field`)}`);
      if (!row) continue;
      const hidden = field.hidden || (key === 'state' && state.kind === 'none');
      if (key === 'state') this.stateControl(row, `${prefix}state`, state, data.text.chooseState);
      this.showField(row, field, hidden, data.text);
    }
    this.order(prefix);
    if (focused instanceof HTMLElement && focused !== document.activeElement && focused.isConnected) focused.focus();
  }

  private showField(row: HTMLElement, field: Required<FieldLocale>, hidden: boolean, text: AddressData['text']): void {
    const required = field.required && !hidden;
    row.hidden = hidden;
    row.dataset.priority = String(field.priority);
    row.classList.toggle('validate-required', required);
    row.querySelector('input, select')?.toggleAttribute('required', required);
    const label = row.querySelector('label');
    if (!label) return;
    // The label's words, then WooCommerce's mark: the required asterisk or "(optional)".
    const mark = required ? document.createElement('abbr') : document.createElement('span');
    if (required) Object.assign(mark, { className: 'required', title: text.required, textContent: '*' });
    else Object.assign(mark, { className: 'optional', textContent: text.optional });
    label.replaceChildren(`${field.label} `, mark);
  }

  /** The state's control for the country: its list, a text field, or an empty one (not asked). */
  private stateControl(row: HTMLElement, name: string, state: StateInput, chooseState: string): void {
    const current = row.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${CSS.escape(name)}"]`);
    if (!current) return;
    const value = keptState(state, current.value, current instanceof HTMLSelectElement);
    // A text field stays the same node (what the shopper typed, other scripts' listeners).
    if (state.kind !== 'list' && current instanceof HTMLInputElement) {
      current.value = value;
      return;
    }
    const control = state.kind === 'list' ? document.createElement('select') : document.createElement('input');
    if (control instanceof HTMLSelectElement && state.kind === 'list') {
      control.className = 'state_select';
      control.dataset.placeholder = chooseState;
      control.append(new Option(chooseState, ''), ...state.states.map(([code, label]) => new Option(label, code)));
    } else if (control instanceof HTMLInputElement) {
      control.type = 'text';
      control.className = 'input-text';
    }
    Object.assign(control, { name, id: current.id, autocomplete: current.autocomplete });
    control.value = value;
    current.replaceWith(control);
  }

  /** The rows in WooCommerce's priority order; only a row out of place moves (never the focused country's). */
  private order(prefix: string): void {
    const rows = [...this.querySelectorAll<HTMLElement>(`[id^="${CSS.escape(prefix)}"][id$="_field"][data-priority]`)];
    const sorted = rows.sort((a, b) => Number(a.dataset.priority) - Number(b.dataset.priority));
    let previous: HTMLElement | null = null;
    for (const row of sorted) {
      if (previous && row.previousElementSibling !== previous && row.parentElement === previous.parentElement) previous.after(row);
      previous = row;
    }
  }
}
