import { randomInt } from 'node:crypto';

// Order numbers: AGH and six digits (the spec's form), made by the server. Random rather than counted, so a number
// says nothing about how many orders the shop takes and cannot be guessed from another; the database's unique
// constraint catches the rare repeat and the caller draws again (orders.repo / checkout.repo).

/** A fresh order number, AGH100000 to AGH999999 (no leading zero, so it reads the same as a number). */
export function newOrderNumber(): string {
  return `AGH${randomInt(100_000, 1_000_000)}`;
}

/**
 * How many draws a caller makes before giving up. With 100,000 orders taken (one number in nine used) all 8 draws hit
 * a used number with odds of (1/9)^8, about 2e-8. The spec's form holds 900,000 numbers in all: widen it long before
 * half of them are used.
 */
export const ORDER_NUMBER_ATTEMPTS = 8;
