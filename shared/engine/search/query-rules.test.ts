import { describe, expect, test } from 'vitest';
import { BadQueries, searchableQuery } from './query-rules.ts';

describe('when a live search runs', () => {
  test('the query trimmed, its last segment with a delimiter, at least 3 characters', () => {
    expect(searchableQuery('  ho ')).toBeNull();
    expect(searchableQuery(' hoo ')).toBe('hoo');
    expect(searchableQuery('red, hood', { delimiter: ',' })).toBe('hood');
  });

  test('after a query found nothing: its extensions within the last word are not sent; a word added is, once it has 3 characters', () => {
    const bad = new BadQueries();
    bad.remember('xqz');
    expect(bad.verdict('xqzz')).toBe('covered');
    expect(bad.verdict('xqz h')).toBe('word-in-progress');
    expect(bad.verdict('xqz ho')).toBe('word-in-progress');
    expect(bad.verdict('xqz hoo')).toBe('send');
    expect(bad.verdict('xqz hoodie')).toBe('send');
    expect(bad.verdict('hoodie')).toBe('send');
    // The added word found nothing too: its own extensions are covered.
    bad.remember('xqz hoo');
    expect(bad.verdict('xqz hoodie')).toBe('covered');
    expect(bad.verdict('xqz hoo belt')).toBe('send');
  });
});
