/**
 * How to reach the shop, shown on /contact, /customer-service and /privacy-policy. An operator sets it here; the
 * server's SUPPORT_EMAIL (where contact messages are mailed) should be the same address.
 */
export const SHOP_CONTACT_EMAIL = 'support@akwaaba.market';
