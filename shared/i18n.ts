/**
 * The translation API for themes (`import { setTranslations } from 'storefront-elements/i18n'`).
 * Most shops need none of it: print the language's file (languages/storefront-elements-<locale>.json,
 * or your own made from languages/storefront-elements.pot) in
 * `<script type="application/json" id="shop-translations">` and every element reads it.
 * Call these before the elements load; an element keeps the words it has rendered until it renders again.
 */
export { messagesLocale, setMessages, setTranslations, type MessageKey } from './messages/catalog.ts';
