/**
 * reactElement in Chromium: attributes with HTML's semantics (a bare boolean is true, "false" is
 * false, a removed attribute gives the prop back its default), properties reflected and rendered,
 * a moved element keeps its React root, and views start after the task that connected them (the
 * server's markup stays until then; what changed meanwhile is what they first show).
 */
import { createElement } from 'react';
import { assert, until } from '../testing/wait.ts';
import { defineOnce, reactElement } from './react-element.ts';

interface DemoProps {
  label?: string;
  open?: boolean;
  count?: number;
}

function Demo({ label = 'default', open = false, count = 0 }: DemoProps) {
  return createElement('output', null, `${label}|${open ? 'open' : 'shut'}|${count}`);
}

defineOnce('test-react-element', reactElement(Demo, { props: { label: 'string', open: 'boolean', count: 'number' } }));

const text = (host: Element) => host.querySelector('output')?.textContent;

describe('reactElement', () => {
  it('reads attributes as HTML does: bare boolean true, "false" false, removed gives the default back', async () => {
    document.body.innerHTML = '<test-react-element label="Hi" open count="3"></test-react-element>';
    const host = document.querySelector('test-react-element')!;
    await until(() => text(host) === 'Hi|open|3', `first render: ${text(host)}`);
    host.setAttribute('open', 'false');
    await until(() => text(host) === 'Hi|shut|3', `open="false": ${text(host)}`);
    host.setAttribute('open', '');
    await until(() => text(host) === 'Hi|open|3', `bare again: ${text(host)}`);
    host.removeAttribute('label');
    host.removeAttribute('open');
    await until(() => text(host) === 'default|shut|3', `removed: ${text(host)}`);
  });

  it('a property set from script is reflected and rendered', async () => {
    document.body.innerHTML = '<test-react-element></test-react-element>';
    const host = document.querySelector('test-react-element') as HTMLElement & DemoProps;
    await until(() => text(host) === 'default|shut|0', `first: ${text(host)}`);
    host.label = 'Set';
    host.count = 7;
    await until(() => text(host) === 'Set|shut|7', `after properties: ${text(host)}`);
    assert(host.getAttribute('label') === 'Set' && host.getAttribute('count') === '7', host.outerHTML);
  });

  it("a page's many elements start after the task that connected them, each from its markup and attributes as they are by then", async () => {
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    addEventListener('error', onError);
    document.body.innerHTML = Array.from({ length: 30 }, (_, i) => `<test-react-element label="n${i}"><span>server ${i}</span></test-react-element>`).join('');
    const hosts = [...document.querySelectorAll('test-react-element')];
    // Same task: nothing drawn over the server's markup yet.
    assert(
      hosts.every((host, i) => host.textContent === `server ${i}` && !host.querySelector('output')),
      'the server markup stays in the connecting task',
    );
    hosts[0]!.setAttribute('count', '5');
    hosts[1]!.remove();
    await until(() => hosts.filter((host) => host.isConnected).every((host) => host.querySelector('output')), 'every connected element rendered');
    assert(text(hosts[0]!) === 'n0|shut|5', `changed before its view started: ${text(hosts[0]!)}`);
    assert(text(hosts[29]!) === 'n29|shut|0', `the last one: ${text(hosts[29]!)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert(!hosts[1]!.querySelector('output') && hosts[1]!.textContent === 'server 1', 'one removed before its view started never renders');
    removeEventListener('error', onError);
    assert(errors.length === 0, errors.join('; '));
  });

  it('moving the element keeps its React root (no second mount)', async () => {
    document.body.innerHTML = '<div id="a"><test-react-element label="Moved"></test-react-element></div><div id="b"></div>';
    const host = document.querySelector('test-react-element')!;
    await until(() => text(host) === 'Moved|shut|0', 'rendered');
    const output = host.querySelector('output');
    document.getElementById('b')!.append(host);
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert(host.querySelector('output') === output, 'the same rendered node after the move');
  });
});
