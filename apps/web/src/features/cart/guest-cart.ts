import { useSyncExternalStore } from 'react';

// The guest cart kept in localStorage (spec part 1, sections 3 and 4): the header badge and the cart page read it,
// the product page adds to it. Every write fires GUEST_CART_EVENT on window; other tabs are heard through `storage`.

export const GUEST_CART_KEY = 'guest_cart';
export const GUEST_CART_EVENT = 'guest-cart-changed';

export interface GuestCartLine {
  /**
   * `id` is the stock id; `price` is in cedis (a number such as 45.5): what one unit costs after any discount.
   * `moq` and `available` (ours, beyond the spec's fields) let the cart keep quantities within what can be ordered;
   * lines stored before them lack them. `attributes` are the variant's options (such as Size: M), so that two
   * variants of one product are told apart in the cart; lines stored before them lack them too.
   */
  product: {
    id: number;
    name: string;
    image: string;
    weight: number;
    price: number;
    moq?: number;
    available?: number;
    attributes?: { name: string; value: string }[];
  };
  quantity: number;
}

const isLine = (value: unknown): value is GuestCartLine => {
  const line = value as GuestCartLine | null;
  return (
    !!line &&
    typeof line === 'object' &&
    !!line.product &&
    typeof line.product === 'object' &&
    typeof line.product.id === 'number' &&
    typeof line.product.name === 'string' &&
    Number.isFinite(line.product.price) &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0
  );
};

function parse(raw: string | null): GuestCartLine[] {
  if (!raw) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isLine) : EMPTY;
  } catch {
    return EMPTY;
  }
}

const EMPTY: GuestCartLine[] = [];

function readRaw(): string | null {
  try {
    return localStorage.getItem(GUEST_CART_KEY);
  } catch {
    return null; // storage blocked (private mode, disabled cookies): an empty cart
  }
}

// useSyncExternalStore needs the same array back while the stored text is unchanged.
let cache: { raw: string | null; lines: GuestCartLine[] } = { raw: null, lines: EMPTY };
function getSnapshot(): GuestCartLine[] {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, lines: parse(raw) };
  return cache.lines;
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(GUEST_CART_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(GUEST_CART_EVENT, onChange);
  };
}

/** The stored lines; anything unreadable counts as an empty cart. */
export const readGuestCart = (): GuestCartLine[] => getSnapshot();

/** Stores the lines and tells the page; false when storage is full or blocked (the cart stays as it was). */
function write(lines: GuestCartLine[]): boolean {
  try {
    if (lines.length) localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
    else localStorage.removeItem(GUEST_CART_KEY);
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(GUEST_CART_EVENT));
  return true;
}

/**
 * Adds `quantity` of a product: a product already in the cart has its quantity raised, never above `available`.
 * Answers the line's quantity after the change.
 */
export function addToGuestCart(product: GuestCartLine['product'], quantity: number, available: number): number {
  const lines = [...readGuestCart()];
  const existing = lines.find((line) => line.product.id === product.id);
  const next = Math.min(available, (existing?.quantity ?? 0) + quantity);
  const updated = { product: { ...product, available }, quantity: next };
  if (existing) lines[lines.indexOf(existing)] = updated;
  else lines.push(updated);
  if (!write(lines)) throw new Error('The cart could not be stored in this browser.');
  return next;
}

/** Sets a line's quantity (spec: below 1 removes the item); never above what is known to be available. */
export function setGuestQuantity(stockId: number, quantity: number) {
  const lines = readGuestCart();
  if (quantity < 1) return removeFromGuestCart(stockId);
  write(lines.map((line) => (line.product.id === stockId ? { ...line, quantity: Math.min(quantity, line.product.available ?? quantity) } : line)));
}

export function removeFromGuestCart(stockId: number) {
  write(readGuestCart().filter((line) => line.product.id !== stockId));
}

/** Empties the guest cart: its lines have joined the customer's server cart. */
export const clearGuestCart = () => write([]);

/** The guest cart's lines, kept current as the cart changes in this tab or another. */
export function useGuestCart(): GuestCartLine[] {
  return useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
}

/** How many items the cart holds (the sum of the quantities). */
export const countItems = (lines: GuestCartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** A line's unit price in cedi minor units (pesewas), the form formatPrice takes. */
export const unitMinor = (line: GuestCartLine) => Math.round(line.product.price * 100);
