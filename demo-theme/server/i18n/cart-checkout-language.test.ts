/** The cart, checkout, order received and account pages in the shopper's language (WooCommerce's templates print their words with __()). */
import { describe, expect, test } from 'vitest';
import { useTestStore } from '../testing/use-test-store.ts';
import { CHECKOUT_NONCE_ACTION, createNonce } from '../security/nonces.ts';
import { BILLING } from '../testing/shopper.ts';

const store = useTestStore('shop-cart-language-');

const productId = (slug: string) => (store.db.prepare('SELECT id FROM products WHERE slug = ?').get(slug) as { id: number }).id;

/** A shopper with a beanie in the cart, in German or the pseudo right-to-left language (null: English). */
async function shopperWithBeanie(locale: string | null) {
  const shopper = store.browser();
  if (locale) shopper.jar.set('shop_demo_locale', locale);
  await shopper.post('/?wc-ajax=add_to_cart', { product_id: String(productId('beanie')), quantity: '1' });
  return shopper;
}

const page = async (url: string, locale: string) => (await (await shopperWithBeanie(locale)).get(url)).body;

describe('the cart and the checkout in German', () => {
  test('the cart page: its table, coupon form, totals and cross-sells', async () => {
    const cart = await page('/cart/', 'de_DE');
    for (const german of [
      '<title>Warenkorb – Luma &amp; Co.</title>',
      '<h1>Warenkorb</h1>',
      '>Produkt</th>',
      'placeholder="Gutscheincode"',
      '>Warenkorb aktualisieren</button>',
      '<h2>Warenkorb-Summe</h2>',
      '>Weiter zur Kasse</a>',
      'aria-label="Beanie aus dem Warenkorb entfernen"',
      '<h2>Das könnte dich auch interessieren …</h2>',
    ])
      expect(cart).toContain(german);
    for (const english of ['Update cart', 'Cart totals', 'Proceed to checkout', 'Apply coupon', 'You may be interested in'])
      expect(cart).not.toContain(english);
  });

  test('the checkout: field labels, headings, the terms with their links, the place-order button', async () => {
    const checkout = await page('/checkout/', 'de_DE');
    for (const german of [
      '<title>Kasse – Luma &amp; Co.</title>',
      '<h1>Kasse</h1>',
      '<h2>Rechnungsdetails</h2>',
      '>Vorname <abbr class="required" title="erforderlich">*</abbr>',
      'Firmenname <span class="optional">(optional)</span>',
      '<h2 id="order_review_heading">Deine Bestellung</h2>',
      '>Datenschutzerklärung</a> beschrieben sind.',
      'Ich habe die <a href="/terms/" class="woocommerce-terms-and-conditions-link" target="_blank">Allgemeinen Geschäftsbedingungen</a> der Website gelesen',
      '>Kostenpflichtig bestellen</button>',
      'Hast du einen Gutscheincode? <a href="#woocommerce-checkout-form-coupon" aria-label="Gib deinen Gutscheincode ein"',
      '>Hier klicken, um deinen Code einzugeben</a>',
      'placeholder="Gutscheincode"',
      '>Gutschein anwenden</button>',
      '<label for="payment_method_shop_demo">Demo-Zahlung</label>',
      'Dies ist ein Demo-Shop: Es wird nichts bezahlt und nichts versandt.',
    ])
      expect(checkout).toContain(german);
    // The countries by their German names, in WooCommerce's order for them (accents aside).
    const countries = [...checkout.matchAll(/<option value="[A-Z]{2}">([^<]+)<\/option>/g)].map((m) => m[1]);
    expect(countries.slice(0, 4)).toEqual(['Australien', 'Belgien', 'Dänemark', 'Deutschland']);
    expect(countries.slice(10, 13)).toEqual(['Norwegen', 'Österreich', 'Polen']);
    for (const english of [
      'Billing details',
      'First name',
      'Your order',
      'Place order',
      'I have read and agree',
      'Have a coupon?',
      'Click here to enter',
      '>Germany<',
      'Demo payment',
    ])
      expect(checkout).not.toContain(english);
  });

  test('the checkout’s errors: WooCommerce’s words around the translated field labels; English in English', async () => {
    const messagesIn = async (locale: string | null) => {
      const shopper = await shopperWithBeanie(locale);
      const nonce = createNonce(store.db, CHECKOUT_NONCE_ACTION, shopper.sessionId);
      const answer = await shopper.post('/?wc-ajax=checkout', {
        'woocommerce-process-checkout-nonce': nonce,
        billing_email: 'not-an-email',
        payment_method: 'bitcoin',
      });
      return String(answer.json().messages);
    };
    const german = await messagesIn('de_DE');
    expect(german).toContain('<strong>Rechnung Vorname</strong> ist ein Pflichtfeld.');
    expect(german).toContain('<strong>Rechnung E-Mail-Adresse</strong> ist keine gültige E-Mail-Adresse.');
    expect(german).toContain('Ungültige Zahlungsart.');
    expect(german).not.toContain('required field');
    expect(await messagesIn(null)).toContain('<strong>Billing First name</strong> is a required field.');
  });

  test('the account pages and the order received page: forms, navigation, dashboard, orders table, order view', async () => {
    const guest = store.browser();
    guest.jar.set('shop_demo_locale', 'de_DE');
    const login = (await guest.get('/my-account/')).body;
    for (const german of [
      '<title>Mein Konto – Luma &amp; Co.</title>',
      '<h1>Mein Konto</h1>',
      '<h2>Anmelden</h2>',
      '>Benutzername oder E-Mail-Adresse <span class="required"',
      '>Angemeldet bleiben</span>',
      '<h2>Registrieren</h2>',
    ])
      expect(login).toContain(german);
    for (const english of ['Username or email address', 'Remember me', '>Register<']) expect(login).not.toContain(english);

    const shopper = await shopperWithBeanie('de_DE');
    const nonceIn = (body: string, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(body)![1]!;
    const registration = (await shopper.get('/my-account/')).body;
    await shopper.post('/my-account/', {
      email: 'lena@example.com',
      password: 'a good long password',
      register: 'Register',
      'woocommerce-register-nonce': nonceIn(registration, 'woocommerce-register-nonce'),
    });
    const checkout = (await shopper.get('/checkout/')).body;
    const placed = (
      await shopper.post('/?wc-ajax=checkout', {
        ...BILLING,
        billing_email: 'lena@example.com',
        'woocommerce-process-checkout-nonce': nonceIn(checkout, 'woocommerce-process-checkout-nonce'),
      })
    ).json();
    const received = (await shopper.get(new URL(placed.redirect).pathname + new URL(placed.redirect).search)).body;
    for (const german of [
      '<h1>Bestellung erhalten</h1>',
      'Vielen Dank. Deine Bestellung ist eingegangen.',
      'Bestellnummer: <strong>',
      'Zahlungsmethode: <strong>',
      '>Bestelldetails</h2>',
      '>Gesamt:</th>',
      'Zahlungsmethode: <strong>Demo-Zahlung</strong>',
      '<h2 class="woocommerce-column__title">Rechnungsadresse</h2><address>Ada Lovelace<br>12 Analytical Row<br>London<br>N1 9GU<br>Vereinigtes Königreich (UK)<p',
      'Fragen? Ruf uns an unter <a href="tel:+15550100">',
    ])
      expect(received).toContain(german);
    // WordPress's German date format (j. F Y).
    expect(received).toMatch(/Datum: <strong>\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}<\/strong>/);
    for (const english of ['Demo payment', 'Billing address', 'United Kingdom', 'Questions? Call']) expect(received).not.toContain(english);
    const dashboard = (await shopper.get('/my-account/')).body;
    expect(dashboard).toContain('aria-label="Kontoseiten"');
    expect(dashboard).toMatch(/<p>Hallo <strong>lena<\/strong> \(nicht <strong>lena<\/strong>\? <a href="[^"]+">Abmelden<\/a>\)<\/p>/);
    expect(dashboard).toContain(
      'In deinem Konto-Dashboard kannst du deine <a href="/my-account/orders/">letzten Bestellungen</a> ansehen, deine <a href="/my-account/edit-address/">Rechnungsadresse</a> verwalten und <a href="/my-account/edit-account/">dein Passwort und deine Kontodetails bearbeiten</a>.',
    );
    expect(dashboard).toContain('<a href="/my-account/edit-address/">Adresse</a>');
    // The order kept the address for the account (WooCommerce's customer data), shown in German.
    const addresses = (await shopper.get('/my-account/edit-address/')).body;
    expect(addresses).toContain('Die folgenden Adressen werden standardmäßig auf der Kasse-Seite verwendet.');
    expect(addresses).toContain('class="edit">Rechnungsadresse bearbeiten</a>');
    expect(addresses).toContain('<br>Vereinigtes Königreich (UK)</address>');
    expect((await shopper.get('/my-account/edit-address/billing/')).body).toContain('>Adresse speichern</button>');
    const details = (await shopper.get('/my-account/edit-account/')).body;
    for (const german of [
      '<legend>Passwort ändern</legend>',
      '>Anzeigename&nbsp;<span',
      '>Änderungen speichern</button>',
      'aria-current="page">Kontodetails</a>',
    ])
      expect(details).toContain(german);
    const orders = (await shopper.get('/my-account/orders/')).body;
    expect(orders).toMatch(/<th scope="col">Bestellung<\/th><th scope="col">Datum<\/th><th scope="col">Status<\/th>/);
    expect(orders).toMatch(/<td data-title="Status">In Bearbeitung<\/td><td data-title="Gesamtsumme">.*18\.00.*?<\/span> für 1 Artikel<\/td>/);
    expect(orders).toContain(`aria-label="Bestellnummer ${placed.order_id} anzeigen">Anzeigen</a>`);
    const view = (await shopper.get(`/my-account/view-order/${placed.order_id}/`)).body;
    expect(view).toContain(`Bestellung #<mark class="order-number">${placed.order_id}</mark> wurde am <mark class="order-date">`);
    expect(view).toContain('</mark> aufgegeben und ist aktuell <mark class="order-status">In Bearbeitung</mark>.');
    for (const english of ['recent orders', 'was placed on', 'Order details', 'Processing']) expect(view + dashboard + orders).not.toContain(english);
  });

  test('the server’s notices and errors in German: coupons, the cart form, a refused add, the login form; the same words in English without the cookie', async () => {
    const shopper = await shopperWithBeanie('de_DE');
    const coupon = (code: string) =>
      shopper.post('/?wc-ajax=apply_coupon', { coupon_code: code, security: createNonce(store.db, 'apply-coupon', shopper.sessionId) });
    expect((await coupon('luma10')).body).toBe('<div class="woocommerce-message" role="alert">Gutscheincode erfolgreich angewendet.</div>');
    expect((await coupon('<b>nope</b>')).body).toContain('Gutschein „nope“ kann nicht angewendet werden, da er nicht existiert.');
    await shopper.post('/cart/', { coupon_code: 'luma10', apply_coupon: 'Gutschein anwenden', 'woocommerce-cart-nonce': 'forged' });
    expect((await shopper.get('/cart/')).body).toContain(
      'Dein Warenkorb konnte nicht aktualisiert werden, da die Seite abgelaufen war. Bitte versuche es erneut.',
    );
    const refused = (await shopper.post('/?wc-ajax=add_to_cart', { product_id: '2994', quantity: '500' })).json();
    expect(refused.error).toBe(true);
    expect((await shopper.get(new URL(refused.product_url, 'http://x').pathname)).body).toMatch(
      /Du kannst diese Menge von “.+” nicht in den Warenkorb legen, da nicht genügend Bestand vorhanden ist \(noch 100\)\./,
    );
    const visitor = store.browser();
    visitor.jar.set('shop_demo_locale', 'de_DE');
    const form = (await visitor.get('/my-account/')).body;
    const loginNonce = /name="woocommerce-login-nonce" value="([^"]+)"/.exec(form)![1]!;
    const wrong = await visitor.post('/my-account/', {
      username: 'nobody@example.com',
      password: 'wrong password',
      login: 'Anmelden',
      'woocommerce-login-nonce': loginNonce,
    });
    expect(wrong.body + (await visitor.get('/my-account/')).body).toContain(
      '<strong>Fehler:</strong> Der eingegebene Benutzername oder das Passwort ist falsch.',
    );

    const english = await shopperWithBeanie(null);
    const applied = await english.post('/?wc-ajax=apply_coupon', { coupon_code: 'luma10', security: createNonce(store.db, 'apply-coupon', english.sessionId) });
    expect(applied.body).toBe('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>');
  });

  test('the right-to-left pseudo language translates the same words (none left in English)', async () => {
    const checkout = await page('/checkout/', 'he_IL');
    for (const english of ['Billing details', 'First name', 'Your order', 'Place order', 'Have a coupon?', 'Demo payment', '>Germany<', 'Questions? Call'])
      expect(checkout).not.toContain(english);
  });
});
