import { describe, expect, test } from 'vitest';
import { pluralForms } from './plural-forms.ts';

const forms = (header: string, counts: number[]) => counts.map((n) => pluralForms(header).index(n));

describe('Plural-Forms headers', () => {
  test('German and English: the second form unless one', () => {
    expect(forms('nplurals=2; plural=(n != 1);', [0, 1, 2, 5, 21])).toEqual([1, 0, 1, 1, 1]);
  });

  test('French: one for 0 and 1', () => {
    expect(forms('nplurals=2; plural=(n > 1);', [0, 1, 2])).toEqual([0, 0, 1]);
  });

  test('Arabic: six forms', () => {
    const arabic = 'nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);';
    expect(forms(arabic, [0, 1, 2, 3, 10, 11, 99, 100, 102, 103])).toEqual([0, 1, 2, 3, 3, 4, 4, 5, 5, 3]);
  });

  test('Polish: three forms with || and &&', () => {
    const polish = 'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);';
    expect(forms(polish, [1, 2, 4, 5, 12, 22, 25])).toEqual([0, 1, 1, 2, 2, 1, 2]);
  });

  test('Japanese: one form', () => {
    expect(forms('nplurals=1; plural=0;', [0, 1, 7])).toEqual([0, 0, 0]);
  });

  test.each([
    ['no header', ''],
    ['code, not an expression', 'nplurals=2; plural=alert(1);'],
    ['unbalanced', 'nplurals=2; plural=(n != 1;'],
    ['no plural', 'nplurals=2;'],
  ])('%s: English’s rule', (_, header) => {
    expect(forms(header, [1, 2])).toEqual([0, 1]);
  });

  test('an index past the forms the file has is the last form', () => {
    expect(forms('nplurals=2; plural=n;', [0, 1, 7])).toEqual([0, 1, 1]);
  });
});
