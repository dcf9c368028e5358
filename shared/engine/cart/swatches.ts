/**
 * Swatches for a variation form's attribute selects: one swatch per option value, disabled when the select's option is disabled (no
 * variation offers it with the other choices), selected when it is the select's value. A click
 * on the selected swatch clears the choice unless deselecting is off.
 */
export type SwatchKind = 'color' | 'image' | 'label';

export interface SwatchOption {
  value: string;
  label: string;
  kind: SwatchKind;
  /** A CSS colour (colour swatches) or an image URL (image swatches). */
  color?: string;
  image?: string;
  disabled: boolean;
  selected: boolean;
}

export interface OptionSource {
  value: string;
  text: string;
  disabled: boolean;
  selected: boolean;
  color?: string;
  image?: string;
}

/** Only plain colour notations reach a style: #rgb(a), #rrggbb(aa), rgb()/hsl() with numbers. */
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\(\s*[\d.%\s,/-]+\))$/i;

export function swatchOptions(options: OptionSource[]): SwatchOption[] {
  return options
    .filter((o) => o.value !== '')
    .map((o) => {
      const color = o.color && SAFE_COLOR.test(o.color.trim()) ? o.color.trim() : undefined;
      const image = o.image && /^(https?:\/\/|\/)[^\s"'()]*$/i.test(o.image) ? o.image : undefined;
      return {
        value: o.value,
        label: o.text.trim(),
        kind: image ? 'image' : color ? 'color' : 'label',
        color,
        image,
        disabled: o.disabled,
        selected: o.selected,
      };
    });
}

/**
 * The select's next value when a swatch is chosen: the swatch's value, '' when the selected
 * swatch is clicked again (deselect), or null for no change (a disabled swatch; deselecting off).
 */
export function choose(current: string, clicked: SwatchOption, allowDeselect: boolean): string | null {
  if (clicked.disabled) return null;
  if (clicked.value === current) return allowDeselect ? '' : null;
  return clicked.value;
}
