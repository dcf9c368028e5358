import { describe, expect, test } from 'vitest';
import { headlineTag } from './headline-tag.ts';

describe('headline tag', () => {
  test('h1–h6, span, div, p; anything else h3', () => {
    expect(['h2', 'H6', ' p ', 'span', 'div', 'script', 'h7', 7, undefined].map(headlineTag)).toEqual(['h2', 'h6', 'p', 'span', 'div', 'h3', 'h3', 'h3', 'h3']);
  });
});
