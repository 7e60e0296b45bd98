// An amount as an invoice writes it in words, in Indian numbering (thousand, lakh, crore):
// ₹1,299 → "Rupees One Thousand Two Hundred Ninety-Nine Only"; ₹12,34,567.50 → "Rupees Twelve Lakh Thirty-Four
// Thousand Five Hundred Sixty-Seven and Fifty Paise Only".
import type { Paise } from "./money";

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 1 to 99: "Ninety-Nine". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? `-${ONES[ones]}` : ""}`;
}

/** A whole number above zero in words, Indian style: crore (10^7), lakh (10^5), thousand, hundred. */
function inWords(n: number): string {
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  // Beyond 99 crore, the crores are counted in words themselves: "One Hundred Twenty Crore".
  if (crore) parts.push(`${inWords(crore)} Crore`);
  const lakh = Math.floor(rest / 100_000);
  rest %= 100_000;
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor(rest / 1000);
  rest %= 1000;
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  const hundred = Math.floor(rest / 100);
  rest %= 100;
  if (hundred) parts.push(`${ONES[hundred]} Hundred`);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/**
 * "Rupees One Thousand Two Hundred Ninety-Nine Only", "… and Fifty Paise Only", "Rupees Zero Only",
 * "Fifty Paise Only". An amount below zero is refused (a credit note states what it credits, a positive amount).
 */
export function amountInWords(amount: Paise): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not an amount to write in words: ${amount}`);
  const rupees = Math.floor(amount / 100);
  const paise = amount % 100;
  if (rupees === 0 && paise > 0) return `${belowHundred(paise)} Paise Only`;
  const words = `Rupees ${rupees === 0 ? "Zero" : inWords(rupees)}`;
  return paise ? `${words} and ${belowHundred(paise)} Paise Only` : `${words} Only`;
}
