import { describe, expect, test } from 'vitest';
import { captureEmailValid, captureWanted, checkoutCapture, customEmailCapture, retryDelay, wpLanguage } from './capture-rules.ts';

describe('abandoned-cart capture rules', () => {
  test.each([
    ['ada@example.com', true],
    ['a@b.co', true],
    ['@example.com', false],
    ['ada@.com', false],
    ['ada@example.c', false],
    ['ada@examplecom', false],
    ['ada@ex.ample.org', true],
    ['ada @example.com', false],
  ])('e-mail %s → %s', (email, valid) => expect(captureEmailValid(email)).toBe(valid));

  test('sent when the e-mail passes, or the phone has more than 4 characters, or push is on', () => {
    expect(captureWanted('ada@', '1234', false)).toBe(false);
    expect(captureWanted('ada@', '12345', false)).toBe(true);
    expect(captureWanted('', '', true)).toBe(true);
    expect(captureWanted('ada@example.com', '', false)).toBe(true);
  });

  test('retries: 0.5 s, doubling, at most 30 s', () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([500, 1000, 2000, 4000, 30_000]);
  });

  test('the save call’s fields: prefixed, trimmed, flags as 0/1, the language; a custom e-mail alone with its source', () => {
    const fields = checkoutCapture({
      values: { billing_email: ' ada@example.com ', billing_first_name: 'Ada', billing_phone: '0207', order_comments: 'x'.repeat(3000) },
      createAccount: true,
      shipElsewhere: false,
      phoneConsent: false,
      language: 'en_GB',
    });
    expect(fields).toMatchObject({
      shop_email: 'ada@example.com',
      shop_name: 'Ada',
      shop_phone: '0207',
      shop_create_account: '1',
      shop_ship_elsewhere: '0',
      shop_language: 'en_GB',
    });
    expect(fields.shop_order_comments).toHaveLength(2000);
    expect(customEmailCapture('ada@example.com', '')).toEqual({ shop_email: 'ada@example.com', shop_language: 'en_US', shop_source: 'custom_email' });
    expect([wpLanguage('en-gb'), wpLanguage('fr'), wpLanguage('??')]).toEqual(['en_GB', 'fr', 'en_US']);
  });
});
