/** Where the demo serves each vendor's stand-in script (named after the vendor's own file). */
import type { PixelServiceName } from '../../../shared/engine/tracking/data-layer.ts';
import { SERVICE_CATALOGUE } from './service-catalogue.ts';

export const pixelRecorderUrl = (name: PixelServiceName): string => `/recorders/pixel/${name}/${SERVICE_CATALOGUE[name].script}`;

/** The bot-challenge service's stand-in library (reCAPTCHA v3's api.js) and where it gets its tokens. */
export const BOT_CHECK_SCRIPT = '/recorders/recaptcha/api.js';
export const BOT_CHECK_TOKEN_URL = '/recorders/recaptcha/token';
