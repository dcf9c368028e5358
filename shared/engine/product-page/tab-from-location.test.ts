import { describe, expect, it } from 'vitest';
import { tabForKey, tabFromLocation } from './tab-from-location.ts';

const keys = ['description', 'additional_information', 'reviews'];
const at = (href: string) => ({ href, hash: new URL(href).hash });

describe('the tab the address opens', () => {
  it('opens the reviews for their hashes and review pages', () => {
    for (const href of [
      'https://s.test/p/#reviews',
      'https://s.test/p/#comments',
      'https://s.test/p/#tab-reviews',
      'https://s.test/p/#comment-12',
      'https://s.test/p/#li-comment-3',
      'https://s.test/p/comment-page-2/',
      'https://s.test/p/?cpage=2',
    ]) {
      expect(tabFromLocation(at(href), keys), href).toBe('reviews');
    }
  });
  it('opens another tab for #tab-<key>', () => {
    expect(tabFromLocation(at('https://s.test/p/#tab-additional_information'), keys)).toBe('additional_information');
  });
  it('opens nothing for other hashes, unknown tabs, or a page without reviews', () => {
    expect(tabFromLocation(at('https://s.test/p/#main'), keys)).toBeNull();
    expect(tabFromLocation(at('https://s.test/p/#tab-nope'), keys)).toBeNull();
    expect(tabFromLocation(at('https://s.test/p/'), keys)).toBeNull();
    expect(tabFromLocation(at('https://s.test/p/#reviews'), ['description'])).toBeNull();
  });
});

describe('tab keys', () => {
  it('go round with the arrows and to the ends with Home and End', () => {
    expect(tabForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabForKey('ArrowLeft', 0, 3)).toBe(2);
    // Right to left: the left arrow goes forward.
    expect(tabForKey('ArrowLeft', 0, 3, 'rtl')).toBe(1);
    expect(tabForKey('ArrowRight', 0, 3, 'rtl')).toBe(2);
    expect(tabForKey('ArrowDown', 0, 3, 'rtl')).toBe(1);
    expect(tabForKey('Home', 2, 3)).toBe(0);
    expect(tabForKey('End', 0, 3)).toBe(2);
    expect(tabForKey('a', 0, 3)).toBeNull();
  });
});
