// The tax inside the shop's prices. Prices include GST, so an invoice works backwards from what the customer paid:
// each line's tax is taken out of its amount at the rate, rounded half-up to the paisa, and the taxable value is what
// is left, so a line's taxable value plus its taxes is exactly what was paid for it, and the invoice's total is
// exactly the order's. Inside the shop's state the tax is CGST and SGST in two equal halves, each worked out and
// rounded on its own; outside it, IGST. A discount is shared over the goods lines by their value; delivery is a line
// of its own at the goods' rate (part of one composite supply whose main part is the jewellery). Decision 051.

import { Money, type Paise } from "../money/money";
import type { TaxSplit } from "./invoice-document";

/** A GST rate in hundredths of a percent: 3 % is 300, 0.25 % is 25. */
export type RateBasisPoints = number;

/** "3" → 300, "0.25" → 25; a rate with more than two places, or outside 0–100, is refused (RangeError). */
export function rateFromPercent(percent: string): RateBasisPoints {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match) throw new RangeError(`Not a GST rate: ${percent}`);
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (basisPoints > 10_000) throw new RangeError(`Not a GST rate: ${percent}`);
  return basisPoints;
}

/** 300 → "3", 25 → "0.25", 1250 → "12.5": the rate as an invoice prints it. */
export function percentOfRate(rate: RateBasisPoints): string {
  const whole = Math.floor(rate / 100);
  const fraction = rate % 100;
  if (!fraction) return String(whole);
  return `${whole}.${String(fraction).padStart(2, "0").replace(/0$/, "")}`;
}

/** numerator / denominator rounded half-up (half a paisa away from zero), exactly, in whole paise. */
function halfUp(numerator: bigint, denominator: bigint): Paise {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return Number(negative ? -rounded : rounded);
}

export interface TaxedAmount {
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

/**
 * The tax inside an amount paid (tax included): IGST = amount × rate / (100 + rate), or CGST = SGST =
 * amount × (rate / 2) / (100 + rate), each rounded half-up to the paisa; the taxable value is the rest.
 */
export function taxInside(amount: Paise, rate: RateBasisPoints, split: TaxSplit): TaxedAmount {
  const paid = BigInt(amount);
  const whole = BigInt(10_000 + rate);
  if (split === "none" || rate === 0) return { taxable: amount, cgst: 0, sgst: 0, igst: 0 };
  if (split === "inter_state") {
    const igst = halfUp(paid * BigInt(rate), whole);
    return { taxable: Money.subtract(amount, igst), cgst: 0, sgst: 0, igst };
  }
  const half = halfUp(paid * BigInt(rate), 2n * whole);
  return { taxable: Money.subtract(amount, 2 * half), cgst: half, sgst: half, igst: 0 };
}

/**
 * `total` shared over `weights` in proportion, in whole paise that add up to `total` exactly: each share rounded down,
 * then the paise left over given one each to the largest remainders (the earlier line on a tie).
 */
export function apportion(total: Paise, weights: Paise[]): Paise[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const shares = weights.map((weight) => {
    const exact = BigInt(total) * BigInt(weight);
    return { floor: Number(exact / BigInt(sum)), remainder: exact % BigInt(sum) };
  });
  let left = total - shares.reduce((a, share) => a + share.floor, 0);
  const order = shares
    .map((share, index) => ({ index, remainder: share.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map((share) => share.floor);
  for (const { index } of order) {
    if (left <= 0) break;
    result[index] = (result[index] as number) + 1;
    left--;
  }
  return result;
}

/** `units` of `quantity` of an amount, rounded half-up: partOf(1000, 1, 3) = 333, partOf(1000, 3, 3) = 1000. */
export const partOf = (amount: Paise, units: number, quantity: number): Paise =>
  halfUp(BigInt(amount) * BigInt(units), BigInt(quantity));

/** A line as sold: the unit price the customer was asked (tax included) and how many. */
export interface SoldLine {
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: Paise;
}

/** A line as the invoice prints it; `amount` is what the customer paid for it (after its share of the discount). */
export interface TaxedLine extends SoldLine, TaxedAmount {
  discountPaise: Paise;
  amount: Paise;
  rate: RateBasisPoints;
}

/** A sold line with what was paid for it (after its discount), taxed. */
export function taxedLine(line: SoldLine, discountPaise: Paise, rate: RateBasisPoints, split: TaxSplit): TaxedLine {
  const amount = Money.subtract(Money.times(line.unitPricePaise, line.quantity), discountPaise);
  return {
    ...line,
    discountPaise,
    amount,
    rate: split === "none" ? 0 : rate,
    ...taxInside(amount, rate, split),
  };
}

/** A fee the order charges beside its goods (delivery, cash on delivery's), a line of its own when above ₹0. */
export interface FeeLine {
  description: string;
  hsn: string;
  feePaise: Paise;
}

/**
 * An order's lines taxed: the discount shared over the goods by their value (any part of it beyond the goods comes
 * off delivery, then off the cash on delivery fee), then delivery as a line of its own (when there is a fee), and the
 * cash on delivery fee after it (when there is one), each line's tax taken out of what was paid. The lines' amounts
 * add up to goods + delivery + COD fee − discount, the order's total.
 */
export function invoiceLines(
  goods: SoldLine[],
  delivery: FeeLine,
  discountPaise: Paise,
  rate: RateBasisPoints,
  split: TaxSplit,
  cashOnDelivery?: FeeLine,
): TaxedLine[] {
  const values = goods.map((line) => Money.times(line.unitPricePaise, line.quantity));
  const goodsValue = Money.sum(values);
  const offGoods = Math.min(discountPaise, goodsValue);
  const shares = apportion(offGoods, values);
  const lines = goods.map((line, index) => taxedLine(line, shares[index] ?? 0, rate, split));
  let discountLeft = discountPaise - offGoods;
  for (const fee of cashOnDelivery ? [delivery, cashOnDelivery] : [delivery]) {
    if (fee.feePaise <= 0) continue;
    const off = Math.min(discountLeft, fee.feePaise);
    discountLeft -= off;
    const line = { description: fee.description, hsn: fee.hsn, quantity: 1, unitPricePaise: fee.feePaise };
    lines.push(taxedLine(line, off, rate, split));
  }
  return lines;
}

/** The sums of an invoice's lines. */
export function invoiceTotals(lines: Pick<TaxedLine, "taxable" | "cgst" | "sgst" | "igst" | "amount">[]) {
  return {
    taxable: Money.sum(lines.map((line) => line.taxable)),
    cgst: Money.sum(lines.map((line) => line.cgst)),
    sgst: Money.sum(lines.map((line) => line.sgst)),
    igst: Money.sum(lines.map((line) => line.igst)),
    total: Money.sum(lines.map((line) => line.amount)),
  };
}
