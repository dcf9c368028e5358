import { describe, expect, test } from 'vitest';
import { fieldsFor, keptState, stateInput } from './address-locale.ts';
import { SAMPLE_ADDRESS_DATA as data } from '../../testing/address-data.ts';

describe('fieldsFor', () => {
  test("a country's changes over the defaults; what it leaves out stays the default's", () => {
    expect(fieldsFor(data, 'DE')).toEqual({
      city: { label: 'Town / City', required: true, hidden: false, priority: 70 },
      state: { label: 'State / County', required: false, hidden: true, priority: 80 },
      postcode: { label: 'Postcode / ZIP', required: true, hidden: false, priority: 65 },
    });
    expect(fieldsFor(data, 'US').postcode!.label).toBe('ZIP Code');
  });

  test('no country, one without changes, or a name every object has: the defaults', () => {
    for (const country of ['', 'FR', '__proto__', 'constructor']) expect(fieldsFor(data, country)).toEqual(fieldsFor(data, ''));
  });
});

describe('stateInput and keptState', () => {
  test('a list to pick from, nothing to ask, or a field to type in', () => {
    expect(stateInput(data, 'US')).toEqual({ kind: 'list', states: data.states.US });
    expect(stateInput(data, 'DE')).toEqual({ kind: 'none' });
    expect(stateInput(data, 'GB')).toEqual({ kind: 'text' });
    expect(stateInput(data, 'toString')).toEqual({ kind: 'text' });
  });

  test('a state is kept only where it still means something', () => {
    expect(keptState(stateInput(data, 'US'), 'TX', true)).toBe('TX');
    expect(keptState(stateInput(data, 'US'), 'Bavaria', false)).toBe('');
    expect(keptState(stateInput(data, 'DE'), 'TX', true)).toBe('');
    expect(keptState(stateInput(data, 'GB'), 'Kent', false)).toBe('Kent');
    expect(keptState(stateInput(data, 'GB'), 'TX', true)).toBe('');
  });
});
