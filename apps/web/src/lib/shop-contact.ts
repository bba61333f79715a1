/**
 * How to reach the shop, shown on /contact, /customer-service and /privacy-policy. An operator sets it here; the
 * server's SUPPORT_EMAIL (where contact messages are mailed) should be the same address.
 */
export const SHOP_CONTACT_EMAIL = 'support@akwaaba.market';

/**
 * The ways to reach the shop. Email (and the contact form, which mails it) always exist; a phone number and a
 * WhatsApp number are shown only when the shop has one: set them in international form, such as '+233 30 123 4567'.
 * The pages promise no other channel (there is no live chat).
 */
export interface ShopContact {
  email: string;
  phone?: string;
  whatsapp?: string;
}

export const SHOP_CONTACT: ShopContact = {
  email: SHOP_CONTACT_EMAIL,
  // phone: '+233 30 000 0000',
  // whatsapp: '+233 20 000 0000',
};

/** `tel:` link of a number as written ('+233 30 123 4567' → 'tel:+233301234567'). */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** WhatsApp's click-to-chat link of a number (digits only, country code first), with a first message when given. */
export const whatsappHref = (number: string, text?: string) => `https://wa.me/${number.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
