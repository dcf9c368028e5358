import { describe, expect, test } from 'vitest';
import { botCheckApplies, botCheckScriptUrl } from './bot-check.ts';

const settings = { site_key: 'key-1', script_url: 'https://www.google.com/recaptcha/api.js' };

describe('the bot check', () => {
  test.each([
    ['a guest, check on', { user_logged_in: false, bot_check: settings }, true],
    ['a signed-in shopper, check on', { user_logged_in: true, bot_check: settings }, false],
    ['a guest, check off', { user_logged_in: false, bot_check: null }, false],
    ['a guest, no setting at all', { user_logged_in: false }, false],
    ['a guest, no site key', { user_logged_in: false, bot_check: { ...settings, site_key: '' } }, false],
  ])('%s → token needed: %s', (_, general, expected) => {
    expect(botCheckApplies(general)).toBe(expected);
  });

  test('the library is asked to render for the site key (absolute or on the shop)', () => {
    expect(botCheckScriptUrl(settings, 'https://shop.example/checkout/')).toBe('https://www.google.com/recaptcha/api.js?render=key-1');
    expect(botCheckScriptUrl({ site_key: 'a b', script_url: '/recorders/recaptcha/api.js' }, 'https://shop.example/checkout/')).toBe(
      'https://shop.example/recorders/recaptcha/api.js?render=a+b',
    );
  });
});
