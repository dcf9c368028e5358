/**
 * E-mails typed into the shop's other forms (newsletter, registration, popups) are looked for 2 s
 * after the capture starts, and the capture starts only after consent and its module's load: what
 * the shopper typed before that still counts; a value the page was printed with does not.
 */
import { dataLayerBlock } from '../../testing/data-layer-block.ts';
import { assert, tick } from '../../testing/wait.ts';
import { pageDataLayer } from '../tracking/page-data-layer.ts';
import { readRecovery, RECOVERY_KEY } from './recovery-state.ts';
import { startCartCapture } from './start-cart-capture.ts';

const LOOKED_FOR_AFTER_MS = 2000;

describe('the capture of e-mails typed into other forms', () => {
  let stop: AbortController;
  beforeEach(() => {
    localStorage.removeItem(RECOVERY_KEY);
    stop = new AbortController();
  });
  afterEach(() => stop.abort());

  it('keeps an e-mail typed before it started looking, not one the page was printed with', async () => {
    document.body.innerHTML = `${dataLayerBlock()}
      <form class="newsletter"><input type="email" name="newsletter_email" value="printed@example.com"></form>
      <form class="register"><input type="email" name="email" id="reg_email"></form>`;
    const typed = document.querySelector<HTMLInputElement>('#reg_email')!;
    typed.value = 'hedy@example.com';
    typed.dispatchEvent(new Event('change', { bubbles: true }));
    startCartCapture(pageDataLayer()!, stop.signal);
    await tick(LOOKED_FOR_AFTER_MS + 100);
    assert(readRecovery().custom_email === 'hedy@example.com', `kept: ${JSON.stringify(readRecovery())}`);
  });

  it('leaves a printed value alone and takes what is typed later', async () => {
    document.body.innerHTML = `${dataLayerBlock()}<form><input type="email" name="newsletter_email" value="printed@example.com"></form>`;
    startCartCapture(pageDataLayer()!, stop.signal);
    await tick(LOOKED_FOR_AFTER_MS + 100);
    assert(readRecovery().custom_email === undefined, `nothing kept: ${JSON.stringify(readRecovery())}`);
    const field = document.querySelector<HTMLInputElement>('input')!;
    field.value = 'ada@example.com';
    field.dispatchEvent(new Event('change', { bubbles: true }));
    assert(readRecovery().custom_email === 'ada@example.com', `kept: ${JSON.stringify(readRecovery())}`);
  });
});
