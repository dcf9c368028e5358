import axe from 'axe-core';
import { mount as mountElement } from '../../shared/testing/mount.ts';
import { assert } from '../../shared/testing/wait.ts';

async function mount(attributes: string): Promise<{ input: HTMLInputElement; minus: HTMLButtonElement; plus: HTMLButtonElement; host: HTMLElement }> {
  const host = await mountElement(`<form><shop-quantity ${attributes}></shop-quantity></form>`, {
    define: () => import('./define.ts'),
    ready: (element) => !!element.querySelector('input'),
  });
  return {
    host,
    input: host.querySelector('input.qty')!,
    minus: host.querySelector('button.minus')!,
    plus: host.querySelector('button.plus')!,
  };
}

describe('<shop-quantity>', () => {
  it('plus stops at max and minus at min, and the form sees the value', async () => {
    const { input, minus, plus } = await mount('name="quantity" value="4" min="1" max="5" step="1"');
    plus.click();
    plus.click();
    assert(input.value === '5', `plus past max gave ${input.value}`);
    for (let i = 0; i < 6; i++) minus.click();
    assert((input.value as string) === '1', `minus past min gave ${input.value}`);
    const data = new FormData(input.form!);
    assert(data.get('quantity') === '1', 'the input is a form field');
  });

  it("step 'any' counts in ones and decimals keep the step's precision", async () => {
    let { input, plus } = await mount('value="2" step="any"');
    plus.click();
    assert(input.value === '3', `step any gave ${input.value}`);
    ({ input, plus } = await mount('value="0.1" step="0.2"'));
    plus.click();
    assert((input.value as string) === '0.3', `decimal step gave ${input.value}`);
  });

  it('raises a typed value below min to min on blur, firing change', async () => {
    const { input } = await mount('value="3" min="2" max="10"');
    let changes = 0;
    input.addEventListener('change', () => changes++);
    input.focus();
    input.value = '0';
    input.blur();
    assert(input.value === '2', `below min gave ${input.value}`);
    assert(changes === 1, 'change fired once');
  });

  it('is labelled and passes axe', async () => {
    const { host } = await mount('value="1" label="Quantity of Belt"');
    const results = await axe.run(host);
    assert(results.violations.length === 0, JSON.stringify(results.violations.map((v) => v.id)));
  });
});
