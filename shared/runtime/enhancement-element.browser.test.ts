/**
 * The base of the markup enhancements, in Chromium: it starts once per connection, its
 * listeners go when it leaves the page and come back when it returns, and it stays inert
 * (trying again on the next connection) while the markup it needs is missing.
 */
import { assert } from '../testing/wait.ts';
import { EnhancementElement } from './enhancement-element.ts';

class ClickCounter extends EnhancementElement {
  starts = 0;
  stops = 0;
  clicks = 0;

  protected start(signal: AbortSignal): boolean | void {
    if (!this.querySelector('button')) return false;
    this.starts++;
    document.addEventListener('click', () => this.clicks++, { signal });
  }

  protected override stop(): void {
    this.stops++;
  }

  counts(): { starts: number; stops: number; clicks: number } {
    return { starts: this.starts, stops: this.stops, clicks: this.clicks };
  }
}
customElements.define('test-click-counter', ClickCounter);

const make = (inner: string) => {
  const element = document.createElement('test-click-counter') as ClickCounter;
  element.innerHTML = inner;
  return element;
};

describe('EnhancementElement', () => {
  afterEach(() => document.body.replaceChildren());

  it('starts once when connected; its listeners go when it leaves and come back when it returns', () => {
    const element = make('<button type="button">Go</button>');
    document.body.append(element);
    assert(element.counts().starts === 1, 'started');
    document.body.click();
    assert(element.counts().clicks === 1, 'listening');
    element.remove();
    assert(element.counts().stops === 1, 'stopped');
    document.body.click();
    assert(element.counts().clicks === 1, 'no listener left behind');
    document.body.append(element);
    assert(element.counts().starts === 2, 'started again');
    document.body.click();
    assert(element.counts().clicks === 2, 'listening once, not twice');
  });

  it('stays inert without its markup and tries again on the next connection', () => {
    const element = make('');
    document.body.append(element);
    assert(element.counts().starts === 0, 'not started without its button');
    element.remove();
    element.innerHTML = '<button type="button">Go</button>';
    document.body.append(element);
    assert(element.counts().starts === 1, 'started once the markup is there');
  });
});
