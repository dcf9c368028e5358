import { describe, expect, it } from 'vitest';
import { isLightboxImage, videoEmbed } from './media-links.ts';
import { pinchScale, stepIndex, swipeStep, zoomOrigin } from './gestures.ts';

describe('lightbox links', () => {
  it("opens raster images only, by the path's extension", () => {
    for (const href of ['/a.jpg', '/a.JPEG', 'https://cdn.example/x/a.png?v=2', '/a.webp', '/a.avif']) expect(isLightboxImage(href), href).toBe(true);
    for (const href of ['/a.svg', '/a.gif', '/a.png/evil', '/page?img=a.jpg', 'javascript:alert(1)//.png', 'data:image/png;base64,AAAA'])
      expect(isLightboxImage(href), href).toBe(false);
  });
});

describe('video links', () => {
  it('takes YouTube ids of 10 to 12 letters, digits, _ and -', () => {
    expect(videoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    });
    expect(videoEmbed('https://youtu.be/abc_DEF-12')?.id).toBe('abc_DEF-12');
    expect(videoEmbed('https://youtube.com/embed/abcdefghijkl')?.id).toBe('abcdefghijkl');
    for (const bad of [
      'https://youtu.be/short',
      'https://www.youtube.com/watch?v=abcdefghijklm',
      'https://www.youtube.com/watch?v=abc"onload=x',
      'https://youtu.be/abc/def/ghij',
      'https://www.youtube.com/watch',
    ])
      expect(videoEmbed(bad), bad).toBeNull();
  });
  it('takes Vimeo ids of digits only', () => {
    expect(videoEmbed('https://vimeo.com/76979871')?.embedUrl).toBe('https://player.vimeo.com/video/76979871?autoplay=1');
    expect(videoEmbed('https://player.vimeo.com/video/123')?.id).toBe('123');
    for (const bad of ['https://vimeo.com/12ab', 'https://vimeo.com/', 'https://vimeo.com/1/2']) expect(videoEmbed(bad), bad).toBeNull();
  });
  it('ignores other hosts and schemes', () => {
    expect(videoEmbed('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbed('javascript:alert(1)')).toBeNull();
  });
});

describe('gestures', () => {
  it('reads a swipe only when it is long and sideways', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, 10)).toBe(-1);
    expect(swipeStep(30, 0)).toBe(0);
    expect(swipeStep(80, 70)).toBe(0);
  });
  it("scales by the fingers' distance, between 1 and 4", () => {
    expect(pinchScale(1, 100, 200)).toBe(2);
    expect(pinchScale(2, 100, 50)).toBe(1);
    expect(pinchScale(3, 100, 300)).toBe(4);
    expect(pinchScale(1, 100, 20)).toBe(1);
  });
  it('places the zoom origin under the pointer', () => {
    expect(zoomOrigin({ x: 150, y: 50 }, { left: 100, top: 0, width: 200, height: 100 })).toEqual({ x: 25, y: 50 });
    expect(zoomOrigin({ x: 0, y: 500 }, { left: 100, top: 0, width: 200, height: 100 })).toEqual({ x: 0, y: 100 });
  });
  it('stops at the ends of the slider and goes round in the lightbox', () => {
    expect(stepIndex(0, -1, 4, false)).toBe(0);
    expect(stepIndex(3, 1, 4, false)).toBe(3);
    expect(stepIndex(0, -1, 4, true)).toBe(3);
    expect(stepIndex(3, 1, 4, true)).toBe(0);
  });
});
