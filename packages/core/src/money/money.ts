// Money inside the shop is one thing: a whole number of paise (₹1,299.50 is 129950). Binary floats never hold a
// price, so ₹0.10 + ₹0.20 is ₹0.30 exactly. Money turns into something else at three edges only, each here:
// - the database keeps rupees as numeric(10,2), which both drivers return as text ("1299.50", "49", "49.5"):
//   `Money.fromDatabase` / `Money.toDatabase` (used by the server's money column type, nowhere else);
// - the API carries rupees as a decimal string with two places ("1299.50"), read and written by the core schemas:
//   `Money.fromWire` / `Money.toWire`;
// - a person reads ₹1,23,456 (Indian grouping, paise shown only when there are some): `Money.format`.
// Everything between those edges adds, compares and multiplies paise with the functions below.

/** An amount of money in whole paise. A plain number (no brand), so existing arithmetic and JSON stay simple. */
export type Paise = number;

/** Rupees as the API and the owner write them: "1299.50", "1299.5", "1299", or the number 1299.5. */
const RUPEES = /^\d+(\.\d{1,2})?$/;
/** Rupees as the database returns numeric: the same, and a minus sign (a difference may be below zero). */
const SIGNED_RUPEES = /^-?\d+(\.\d{1,2})?$/;

function paiseOf(text: string): Paise {
  const negative = text.startsWith("-");
  const [rupees = "0", fraction = ""] = (negative ? text.slice(1) : text).split(".");
  const paise = Number(rupees) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a rupee amount: ${text}`);
  return negative && paise !== 0 ? -paise : paise;
}

/** Refuses what is not a whole number of paise: a fraction of a paisa, NaN or Infinity never enters a sum. */
function whole(paise: number): Paise {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  return paise;
}

/**
 * How a share of an amount (a percentage) comes to whole paise. "half-up" rounds half a paisa away from zero,
 * as a shop's bill does; "down" never gives more than the exact share (toward zero); "up" never less.
 */
export type Rounding = "half-up" | "down" | "up";

/** Percentages are read to four places (12.5, 0.0125); the share is then worked out exactly, in whole numbers. */
const PERCENT_SCALE = 10_000;

/** numerator / denominator (denominator above zero) in whole paise, by the rule. BigInt: exact at any size. */
function divide(numerator: bigint, denominator: bigint, rounding: Rounding): Paise {
  const quotient = numerator / denominator; // BigInt division truncates toward zero
  const remainder = numerator % denominator;
  const away = numerator < 0n ? -1n : 1n;
  if (remainder === 0n || rounding === "down") return Number(quotient);
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  if (rounding === "up" || twiceRemainder >= denominator) return Number(quotient + away);
  return Number(quotient);
}

/**
 * A whole number's digits in Indian grouping: 1234567 → "12,34,567" (the last three, then twos). Written out, not
 * `Intl.NumberFormat("en-IN")`: the first such formatter a page creates loads the locale's data, 116–243 ms of a
 * low-tier phone's main thread (CPU ×3.8 here), in the task that makes the first price on the page live. The output
 * is Intl's own, which money.test.ts checks digit for digit.
 */
export function indianGrouping(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

export const Money = {
  zero: 0 as Paise,

  /** Whole rupees as paise: `Money.rupees(49)` is 4900. */
  rupees(rupees: number): Paise {
    return whole(rupees * 100);
  },

  /**
   * An amount from the API (a request or a response): "1299.50", "1299.5", "1299", or a number written with at
   * most two places (1299.5). Anything else, a negative amount or a third place included, is refused (RangeError):
   * a third place is never rounded away.
   */
  fromWire(amount: string | number): Paise {
    const text = typeof amount === "number" ? String(amount) : amount.trim();
    if (!RUPEES.test(text)) throw new RangeError(`Not a rupee amount: ${String(amount)}`);
    return paiseOf(text);
  },

  /** An amount as the database returns numeric(10,2) (text; "49", "49.5", "49.50", "-3.00"). */
  fromDatabase(value: string): Paise {
    if (!SIGNED_RUPEES.test(value)) throw new RangeError(`Not a numeric(10,2) amount: ${value}`);
    return paiseOf(value);
  },

  /** 129950 → "1299.50": the API's form, two places always. */
  toWire(paise: Paise): string {
    const abs = Math.abs(whole(paise));
    return `${paise < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  },

  /** 129950 → "1299.50": what a numeric(10,2) column is written with (the same text as the API's). */
  toDatabase(paise: Paise): string {
    return Money.toWire(paise);
  },

  /** 123400 → "₹1,234"; 129950 → "₹1,299.50"; 12345600 → "₹1,23,456" (paise shown only when there are some). */
  format(paise: Paise): string {
    const abs = Math.abs(whole(paise));
    const rupees = indianGrouping(String(Math.floor(abs / 100)));
    const fraction = abs % 100 === 0 ? "" : `.${String(abs % 100).padStart(2, "0")}`;
    return `₹${paise < 0 ? "-" : ""}${rupees}${fraction}`;
  },

  add(...amounts: Paise[]): Paise {
    return Money.sum(amounts);
  },

  subtract(from: Paise, amount: Paise): Paise {
    return whole(whole(from) - whole(amount));
  },

  /** A line's cost: a unit price times a whole quantity. */
  times(unitPrice: Paise, quantity: number): Paise {
    if (!Number.isInteger(quantity)) throw new RangeError(`Not a whole quantity: ${quantity}`);
    return whole(whole(unitPrice) * quantity);
  },

  sum(amounts: Iterable<Paise>): Paise {
    let total = 0;
    for (const amount of amounts) total = whole(total + whole(amount));
    return total;
  },

  /** Below zero, zero or above: for sorting and for "is more than" without spelling out the subtraction. */
  compare(a: Paise, b: Paise): -1 | 0 | 1 {
    return whole(a) < whole(b) ? -1 : a > b ? 1 : 0;
  },

  /** `percent` % of `amount`, in whole paise by the named rounding rule (10 % of ₹0.05 is 0.5 paisa: 1 half-up). */
  percentage(amount: Paise, percent: number, rounding: Rounding): Paise {
    const scaled = Math.round(percent * PERCENT_SCALE);
    if (!Number.isFinite(percent) || Math.abs(percent * PERCENT_SCALE - scaled) > 1e-6) {
      throw new RangeError(`Not a percentage with at most 4 places: ${percent}`);
    }
    return whole(divide(BigInt(whole(amount)) * BigInt(scaled), BigInt(100 * PERCENT_SCALE), rounding));
  },
};
