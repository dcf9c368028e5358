import { describe, expect, test } from 'vitest';
import {
  applicationServerKey,
  parseReminder,
  reminderHref,
  permissionAction,
  promptWanted,
  PUSH,
  subscriptionFields,
  type PromptContext,
} from './push-rules.ts';

const base: PromptContext = {
  supported: true,
  marketing: true,
  permission: 'default',
  cartCount: 1,
  lastShownAt: null,
  declined: false,
  now: 1_000_000_000_000,
};

describe('the cart push prompt', () => {
  test('after a cart add with a cart, not within 48 h of the last showing, never after No thanks', () => {
    expect(promptWanted(base)).toBe(true);
    expect(promptWanted({ ...base, cartCount: 0 })).toBe(false);
    expect(promptWanted({ ...base, lastShownAt: base.now - PUSH.reshowAfterMs + 1 })).toBe(false);
    expect(promptWanted({ ...base, lastShownAt: base.now - PUSH.reshowAfterMs })).toBe(true);
    expect(promptWanted({ ...base, declined: true })).toBe(false);
    expect(promptWanted({ ...base, permission: 'granted' })).toBe(false);
    expect(promptWanted({ ...base, marketing: false })).toBe(false);
    expect(promptWanted({ ...base, supported: false })).toBe(false);
  });

  test('granted: keep it saved; denied: remove it; default: maybe ask', () => {
    expect([permissionAction('granted'), permissionAction('denied'), permissionAction('default')]).toEqual(['save', 'remove', 'ask']);
  });

  test('keys and fields; a reminder never opens another site', () => {
    expect([...applicationServerKey('AQID')]).toEqual([1, 2, 3]);
    expect([...applicationServerKey('-_8')]).toEqual([251, 255]);
    expect(subscriptionFields({ endpoint: 'https://push.example/1', keys: { p256dh: 'P', auth: 'A' } })).toEqual({
      endpoint: 'https://push.example/1',
      public_key: 'P',
      private_key: 'A',
    });
    expect(parseReminder({ title: 'T', body: 'B', url: '/cart/' })).toEqual({ title: 'T', body: 'B', url: '/cart/' });
    expect(parseReminder({ url: 'https://evil.example/' }).url).toBe('/cart/');
    expect(parseReminder({ url: '//evil.example/' }).url).toBe('/cart/');
    expect(parseReminder({ url: '/\\evil.example/' }).url).toBe('/cart/');
    expect(parseReminder({ url: '/\t/evil.example/' }).url).toBe('/cart/');
    expect(parseReminder({ url: '/checkout/?from=push#top' }).url).toBe('/checkout/?from=push#top');
    expect(reminderHref({ url: '/\\evil.example/' }, 'https://shop.example')).toBe('https://shop.example/cart/');
    expect(parseReminder(null).title).toBe('Your cart is waiting');
  });
});
