// The cart's figures, in integer pesewas only. Products are computed with BigInt so that no sum of a full cart at
// the largest prices ever loses a pesewa to floating point; results must still fit a safe integer (formatMinor).

export interface PricedLineInput {
  /** One unit at the current selling price, before the discount. */
  unitPriceMinor: number;
  quantity: number;
  /** Whole percent, 0..100. */
  discountPercentage: number;
}

export interface PricedLine {
  /** unit price × quantity, before the discount. */
  totalMinor: number;
  /** round-half-up(total × discount% / 100). */
  discountMinor: number;
}

export interface CartFigures {
  lines: PricedLine[];
  subTotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/** numerator / denominator rounded half up, for a non-negative numerator and a positive denominator. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

function toSafeNumber(value: bigint, what: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} is beyond the safe integer range: ${value}`);
  return n;
}

/**
 * A tax rate in percent (such as 15 or 12.5) as basis points (1500, 1250), so that the arithmetic stays in
 * integers. Throws for anything outside 0..100 or with more than 2 decimals.
 */
export function taxRateBasisPoints(percent: number): number {
  const basisPoints = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100 || Math.abs(basisPoints - percent * 100) > 1e-6) {
    throw new RangeError(`a tax rate must be a percentage from 0 to 100 with at most 2 decimals, got ${percent}`);
  }
  return basisPoints;
}

/**
 * sub_total = Σ line totals; discount = Σ line discounts (each rounded on its own line);
 * tax = round-half-up((sub_total − discount) × rate); total = sub_total − discount + tax.
 */
export function priceCart(lines: PricedLineInput[], taxBasisPoints: number): CartFigures {
  if (!Number.isSafeInteger(taxBasisPoints) || taxBasisPoints < 0 || taxBasisPoints > 10_000) {
    throw new RangeError(`the tax rate must be 0..10000 basis points, got ${taxBasisPoints}`);
  }
  let subTotal = 0n;
  let discount = 0n;
  const priced = lines.map((line) => {
    for (const [name, value] of Object.entries(line)) {
      if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
    }
    if (line.discountPercentage > 100) throw new RangeError(`discountPercentage must be at most 100, got ${line.discountPercentage}`);
    const total = BigInt(line.unitPriceMinor) * BigInt(line.quantity);
    const lineDiscount = divideHalfUp(total * BigInt(line.discountPercentage), 100n);
    subTotal += total;
    discount += lineDiscount;
    return { totalMinor: toSafeNumber(total, 'a line total'), discountMinor: toSafeNumber(lineDiscount, 'a line discount') };
  });
  const taxable = subTotal - discount;
  const tax = divideHalfUp(taxable * BigInt(taxBasisPoints), 10_000n);
  return {
    lines: priced,
    subTotalMinor: toSafeNumber(subTotal, 'the sub-total'),
    discountMinor: toSafeNumber(discount, 'the discount'),
    taxMinor: toSafeNumber(tax, 'the tax'),
    totalMinor: toSafeNumber(taxable + tax, 'the total'),
  };
}
