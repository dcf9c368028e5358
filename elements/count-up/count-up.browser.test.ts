/**
 * <shop-count-up> alone in Chromium: counts from 0 to the number once in view, the real number
 * is what assistive technology reads; with reduced motion it does not move.
 */
import { emulateMedia } from '@web/test-runner-commands';
import { mount } from '../../shared/testing/mount.ts';
import { assert, until } from '../../shared/testing/wait.ts';

const define = () => import('./define.ts');

describe('<shop-count-up>', () => {
  it('counts up to the number, keeping the number itself for screen readers', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const element = await mount('<p><shop-count-up id="a">1,205</shop-count-up> products</p>', {
      define,
      ready: (e) => !!e.querySelector('.shop-CountUp-figure'),
    });
    const figure = element.querySelector<HTMLElement>('.shop-CountUp-figure')!;
    assert(figure.getAttribute('aria-hidden') === 'true', 'the moving figure is hidden from assistive technology');
    assert(element.querySelector('.screen-reader-text')!.textContent === '1,205', 'the real number is read');
    await until(() => figure.textContent !== '0', 'moving');
    const early = Number(figure.textContent!.replace(/,/g, ''));
    assert(early > 0 && early < 1205, `part way: ${figure.textContent}`);
  });

  it('does not move with reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const element = await mount('<p><shop-count-up id="b">4.4</shop-count-up></p>', { define, ready: (e) => e.hasAttribute('data-shop-ready') });
    assert(element.textContent === '4.4' && !element.querySelector('.shop-CountUp-figure'), 'the number as printed');
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
});
