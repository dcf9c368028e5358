/** The cookie the order received page leaves for automatic conversion recovery: {order_id, order_key}. */
export const ACR_COOKIE = 'shop_automatic_conversion_recovery';
