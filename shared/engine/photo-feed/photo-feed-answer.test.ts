/** Storefront S7.6 / S8.10: the photo feed's answer read as the theme's script reads it. */
import { describe, expect, test } from 'vitest';
import { readPhotoFeedAnswer } from './photo-feed-answer.ts';

describe('readPhotoFeedAnswer', () => {
  test('success with a string: the HTML', () => {
    expect(readPhotoFeedAnswer({ success: true, data: '<ul></ul>' })).toEqual({ html: '<ul></ul>' });
  });
  test("success with anything else: 'Invalid data'", () => {
    for (const data of [undefined, null, 3, ['<ul>'], { html: 'x' }]) expect(readPhotoFeedAnswer({ success: true, data })).toEqual({ error: 'Invalid data' });
  });
  test("no success: the server's message, else 'Invalid data'", () => {
    expect(readPhotoFeedAnswer({ success: false, data: 'No such account.' })).toEqual({ error: 'No such account.' });
    expect(readPhotoFeedAnswer({ success: false, data: { code: 1 } })).toEqual({ error: 'Invalid data' });
    expect(readPhotoFeedAnswer({ success: false })).toEqual({ error: 'Invalid data' });
  });
  test('anything that is not such an answer is an invalid response', () => {
    for (const body of [null, '0', -1, [], { data: '<ul></ul>' }, { success: 'true', data: 'x' }]) expect(readPhotoFeedAnswer(body)).toEqual({ invalid: true });
  });
});
