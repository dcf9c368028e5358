// @vitest-environment happy-dom
/** The select filter's combobox state without a browser: typing narrows, the arrows skip disabled options and wrap, Enter picks, Escape in two steps. */
import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { describe, expect, test, vi } from 'vitest';
import type { FilterValue } from '../../engine/filter/config/filter-config.ts';
import { useSelectCombobox } from './use-select-combobox.ts';

const value = (label: string, extra: Partial<FilterValue> = {}) =>
  ({ value_id: label.length, value: label.toLowerCase(), label, selected: false, disabled: false, counter: 1, ...extra }) as FilterValue;
const OPTIONS = [value('Cotton'), value('Fleece', { disabled: true }), value('Linen'), value('Wool', { selected: true })];
const key = (name: string, extra: Partial<KeyboardEvent<HTMLInputElement>> = {}) =>
  ({ key: name, altKey: false, preventDefault: vi.fn(), stopPropagation: vi.fn(), ...extra }) as unknown as KeyboardEvent<HTMLInputElement>;

describe('the select combobox', () => {
  test('shows the selection; typing narrows the options and opens the list without picking', () => {
    const onPick = vi.fn();
    const { result } = renderHook(() => useSelectCombobox(OPTIONS, onPick));
    expect(result.current.text).toBe('Wool');
    act(() => result.current.onType('li'));
    expect(result.current.open).toBe(true);
    expect(result.current.items.map((v) => v.label)).toEqual(['Linen']);
    expect(onPick).not.toHaveBeenCalled();
  });

  test('Down skips a disabled option and wraps; Alt+Down only opens; Enter picks the active one', () => {
    const onPick = vi.fn();
    const { result } = renderHook(() => useSelectCombobox(OPTIONS, onPick));
    act(() => result.current.onKeyDown(key('ArrowDown', { altKey: true })));
    expect([result.current.open, result.current.active]).toEqual([true, -1]);
    act(() => result.current.onKeyDown(key('ArrowDown')));
    act(() => result.current.onKeyDown(key('ArrowDown')));
    expect(result.current.active).toBe(2); // Fleece (disabled) skipped
    act(() => result.current.onKeyDown(key('ArrowDown')));
    act(() => result.current.onKeyDown(key('ArrowDown')));
    expect(result.current.active).toBe(0); // wrapped past Wool
    act(() => result.current.onKeyDown(key('Enter')));
    expect(onPick).toHaveBeenCalledWith(OPTIONS[0]);
    expect(result.current.open).toBe(false);
  });

  test('Escape closes the list first, then puts the selection text back', () => {
    const { result } = renderHook(() => useSelectCombobox(OPTIONS, vi.fn()));
    act(() => result.current.onType('xyz'));
    const first = key('Escape');
    act(() => result.current.onKeyDown(first));
    expect(result.current.open).toBe(false);
    expect(result.current.text).toBe('xyz');
    expect(first.stopPropagation).toHaveBeenCalled();
    act(() => result.current.onKeyDown(key('Escape')));
    expect(result.current.text).toBe('Wool');
  });
});
