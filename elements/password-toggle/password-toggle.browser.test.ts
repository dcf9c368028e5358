/** <shop-password-toggle> alone in Chromium: the button after the field, by mouse and keyboard, axe. */
import { sendKeys } from '@web/test-runner-commands';
import axe from 'axe-core';
import { assert, until } from '../../shared/testing/wait.ts';

before(async () => {
  document.body.innerHTML =
    '<form><label for="pw">Password</label><shop-password-toggle class="password-input"><input type="password" id="pw" name="password" value="s3cret"></shop-password-toggle><button type="submit">Log in</button></form>';
  await import('./define.ts');
  await until(() => !!document.querySelector('.show-password-input'), 'the toggle rendered');
});

const input = () => document.querySelector<HTMLInputElement>('#pw')!;
const toggle = () => document.querySelector<HTMLButtonElement>('.show-password-input')!;

describe('<shop-password-toggle>', () => {
  it('a toggle button named "Show password" follows the field; the field stays hidden until pressed', async () => {
    assert(toggle().getAttribute('aria-pressed') === 'false' && toggle().getAttribute('aria-label') === 'Show password', 'named, not pressed');
    assert(toggle().getAttribute('aria-controls') === 'pw', 'controls the field');
    assert(input().type === 'password', 'hidden');
    const results = await axe.run(document.querySelector('form')!);
    assert(results.violations.length === 0, results.violations.map((v) => v.id).join());
  });

  it('by keyboard: Tab from the field to the button, Space shows the text, Space again hides it; the value is kept', async () => {
    input().focus();
    await sendKeys({ press: 'Tab' });
    assert(document.activeElement === toggle(), 'Tab reaches the button');
    await sendKeys({ press: 'Space' });
    await until(() => input().type === 'text', 'shown');
    assert(toggle().getAttribute('aria-pressed') === 'true', 'pressed');
    await sendKeys({ press: 'Space' });
    await until(() => input().type === 'password', 'hidden again');
    assert(input().value === 's3cret', 'value kept');
    assert(document.activeElement === toggle(), 'the focus stays on the button');
  });
});
