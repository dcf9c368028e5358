/** A shopper of a running store: their own cookies, and the steps tests repeat (add, checkout, log in). */
import { CookieJar, sessionIdIn } from './cookie-jar.ts';
import { fieldValue, type Answer, type StoreClient } from './http-client.ts';

/** A valid billing address (the checkout's required fields). */
export const BILLING = {
  billing_first_name: 'Ada',
  billing_last_name: 'Lovelace',
  billing_country: 'GB',
  billing_address_1: '12 Analytical Row',
  billing_city: 'London',
  billing_postcode: 'N1 9GU',
  billing_email: 'ada@example.com',
  payment_method: 'shop_demo',
} as const;

export class Shopper {
  constructor(
    readonly client: StoreClient,
    readonly jar = new CookieJar(),
  ) {}

  get sessionId(): string {
    return sessionIdIn(this.jar);
  }

  get(path: string, headers?: Record<string, string>): Promise<Answer> {
    return this.client.get(path, this.jar, headers);
  }

  post(path: string, form: Record<string, string>, headers?: Record<string, string>): Promise<Answer> {
    return this.client.post(path, form, this.jar, headers);
  }

  async add(productId: number, quantity = 1): Promise<Answer> {
    const answer = await this.post('/?wc-ajax=add_to_cart', { product_id: String(productId), quantity: String(quantity) });
    if (answer.status !== 200 || !answer.body.includes('fragments')) throw new Error(`add ${productId} failed: ${answer.status} ${answer.body.slice(0, 200)}`);
    return answer;
  }

  /** The hidden field `name` of the page at `path` (a nonce). */
  async nonceFrom(path: string, name: string): Promise<string> {
    const value = fieldValue((await this.get(path)).body, name);
    if (!value) throw new Error(`no ${name} on ${path}`);
    return value;
  }

  checkoutNonce(): Promise<string> {
    return this.nonceFrom('/checkout/', 'woocommerce-process-checkout-nonce');
  }

  /** `?wc-ajax=checkout` with a valid address, the nonce given and any extra fields. */
  checkout(nonce: string, fields: Record<string, string> = {}): Promise<Answer> {
    return this.post('/?wc-ajax=checkout', { ...BILLING, 'woocommerce-process-checkout-nonce': nonce, ...fields });
  }

  /** Registers an account on the account page (this session is then signed in to it). */
  async register(email: string, password: string): Promise<Answer> {
    const nonce = await this.nonceFrom('/my-account/', 'woocommerce-register-nonce');
    return this.post('/my-account/', { email, password, register: 'Register', 'woocommerce-register-nonce': nonce });
  }

  /** A second tab of the same browser: the same cookies from now on, kept apart afterwards. */
  tab(): Shopper {
    return new Shopper(this.client, this.jar.clone());
  }
}
