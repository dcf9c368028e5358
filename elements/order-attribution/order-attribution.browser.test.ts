/**
 * <shop-order-attribution> alone in Chromium: in a form it adds WooCommerce's 16 hidden fields,
 * filled from this visit while marketing is allowed and emptied (cookies cleared) on refusal;
 * beside WooCommerce's own <wc-order-attribution-inputs> it adds none.
 */
import { dataLayerBlock } from '../../shared/testing/data-layer-block.ts';
import { mount } from '../../shared/testing/mount.ts';
import { assert, until } from '../../shared/testing/wait.ts';
import { acceptAllConsent, rejectAllConsent } from '../../shared/stores/consent.actions.ts';

const define = () => import('./define.ts');
const layerScript = dataLayerBlock();
const inputs = (root: ParentNode) => [...root.querySelectorAll<HTMLInputElement>('input[type="hidden"][name^="wc_order_attribution_"]')];
const value = (root: ParentNode, field: string) => root.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${field}"]`)?.value;

describe('<shop-order-attribution>', () => {
  before(() => {
    localStorage.removeItem('shop_consent');
    for (const name of ['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata'])
      document.cookie = `${name}=; path=/; max-age=0`;
  });

  it('in a form: the 16 fields, empty until marketing is allowed, then this visit’s; emptied and cookies gone on refusal', async () => {
    const element = await mount(`${layerScript}<form><shop-order-attribution hidden></shop-order-attribution></form>`, {
      define,
      selector: 'shop-order-attribution',
      ready: (e) => e.hasAttribute('data-shop-ready'),
    });
    const form = element.closest('form')!;
    assert(inputs(form).length === 16, `16 fields, got ${inputs(form).length}`);
    assert(
      inputs(form).every((input) => input.value === ''),
      'nothing before the choice',
    );
    assert(!document.cookie.includes('sbjs_'), 'no cookie before the choice');
    acceptAllConsent();
    await until(() => value(form, 'source_type') === 'typein', 'typed-in visit');
    assert(value(form, 'utm_source') === '(direct)' && value(form, 'session_pages') === '1', 'direct, first page');
    assert(value(form, 'user_agent') === navigator.userAgent, 'the agent');
    assert(document.cookie.includes('sbjs_current='), 'the cookies kept');
    rejectAllConsent();
    await until(() => value(form, 'source_type') === '', 'emptied');
    assert(!document.cookie.includes('sbjs_'), 'cookies cleared');
  });

  it('beside WooCommerce’s own element it adds no fields (that one fills them from the same cookies)', async () => {
    const element = await mount(
      `${layerScript}<form><wc-order-attribution-inputs></wc-order-attribution-inputs><shop-order-attribution hidden></shop-order-attribution></form>`,
      {
        define,
        selector: 'shop-order-attribution',
        ready: (e) => e.hasAttribute('data-shop-ready'),
      },
    );
    assert(inputs(element.closest('form')!).length === 0, 'no duplicate fields');
  });
});
