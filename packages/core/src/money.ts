// Rupee amounts: parsed into integer paise for arithmetic (never binary floats), shown the Indian way (₹1,23,456).

const DECIMAL = /^\d+(\.\d{1,2})?$/;

/** "1299.5", "1299.50" or 1299.5 → 129950 paise. Throws on anything that is not a non-negative amount. */
export function toPaise(amount: string | number): number {
  const text = typeof amount === "number" ? amount.toFixed(2) : amount.trim();
  if (!DECIMAL.test(text)) throw new RangeError(`Not a rupee amount: ${String(amount)}`);
  const [rupees = "0", fraction = ""] = text.split(".");
  return Number(rupees) * 100 + Number(fraction.padEnd(2, "0"));
}

/** 129950 → "1299.50", the form the database's numeric(10,2) and the API use. */
export function paiseToDecimal(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const wholeRupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123400 → "₹1,234"; 129950 → "₹1,299.50" (paise shown only when there are some). */
export function formatRupees(paise: number): string {
  const rupees = paise / 100;
  return `₹${paise % 100 === 0 ? wholeRupees.format(rupees) : withPaise.format(rupees)}`;
}
