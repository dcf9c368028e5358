/** Cookie flags for this deployment; `secure` is set when the store is served over HTTPS (SHOP_HTTPS=1). */
export const cookieSettings = { secure: process.env.SHOP_HTTPS === '1' };
