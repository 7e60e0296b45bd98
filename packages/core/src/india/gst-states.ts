// India's states and union territories with their GST state codes (the first two digits of a GSTIN), and the place of
// supply of an order: the state it is delivered to, or the shop's own state for a pickup or a sale at the counter.
// Whether it is the shop's state decides the tax: CGST + SGST inside it, IGST outside it.

export interface GstState {
  /** Two digits: "32". */
  code: string;
  /** As printed on an invoice: "Kerala". */
  name: string;
}

const state = (code: string, name: string, ...otherNames: string[]) => ({ code, name, otherNames });

/** Every state and union territory by its current GST code. 25 (Daman and Diu) and 28 (undivided Andhra Pradesh)
 * are no longer given: Daman and Diu is 26 since the two territories merged, Andhra Pradesh 37. */
const STATES = [
  state("01", "Jammu and Kashmir", "J&K", "JK"),
  state("02", "Himachal Pradesh", "HP"),
  state("03", "Punjab", "PB"),
  state("04", "Chandigarh", "CH"),
  state("05", "Uttarakhand", "Uttaranchal", "UK"),
  state("06", "Haryana", "HR"),
  state("07", "Delhi", "New Delhi", "NCT of Delhi", "National Capital Territory of Delhi", "DL"),
  state("08", "Rajasthan", "RJ"),
  state("09", "Uttar Pradesh", "UP"),
  state("10", "Bihar", "BR"),
  state("11", "Sikkim", "SK"),
  state("12", "Arunachal Pradesh", "AR"),
  state("13", "Nagaland", "NL"),
  state("14", "Manipur", "MN"),
  state("15", "Mizoram", "MZ"),
  state("16", "Tripura", "TR"),
  state("17", "Meghalaya", "ML"),
  state("18", "Assam", "AS"),
  state("19", "West Bengal", "WB"),
  state("20", "Jharkhand", "JH"),
  state("21", "Odisha", "Orissa", "OD", "OR"),
  state("22", "Chhattisgarh", "Chattisgarh", "CG"),
  state("23", "Madhya Pradesh", "MP"),
  state("24", "Gujarat", "GJ"),
  state(
    "26",
    "Dadra and Nagar Haveli and Daman and Diu",
    "Dadra and Nagar Haveli",
    "Daman and Diu",
    "Daman",
    "Diu",
    "Silvassa",
    "DN",
    "DD",
  ),
  state("27", "Maharashtra", "MH"),
  state("29", "Karnataka", "KA"),
  state("30", "Goa", "GA"),
  state("31", "Lakshadweep", "LD"),
  state("32", "Kerala", "KL"),
  state("33", "Tamil Nadu", "Tamilnadu", "TN"),
  state("34", "Puducherry", "Pondicherry", "PY"),
  state("35", "Andaman and Nicobar Islands", "Andaman and Nicobar", "AN"),
  state("36", "Telangana", "TS", "TG"),
  state("37", "Andhra Pradesh", "AP"),
  state("38", "Ladakh", "LA"),
];

/** "Tamil Nadu", "TAMIL NADU", "tamil-nadu" and "Tamil  Nadu." are the same state. */
const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z]/g, "");

const byName = new Map<string, GstState>();
const byCode = new Map<string, GstState>();
for (const { code, name, otherNames } of STATES) {
  const found = { code, name };
  byCode.set(code, found);
  for (const spelling of [name, ...otherNames]) byName.set(key(spelling), found);
}

export const GST_STATES: readonly GstState[] = STATES.map(({ code, name }) => ({ code, name }));

/** The state an address names ("Kerala", "KERALA", "Orissa", "KL"), or its code ("32"); undefined when unknown. */
export function gstStateNamed(nameOrCode: string | null | undefined): GstState | undefined {
  const text = nameOrCode?.trim() ?? "";
  if (/^\d{2}$/.test(text)) return byCode.get(text);
  return text ? byName.get(key(text)) : undefined;
}

/**
 * The state a PIN code is in, by its first digits (India Post's postal circles), for an address whose state is not
 * written in a way the list above knows. Only where the digits say it for certain; undefined otherwise.
 */
export function gstStateOfPincode(pincode: string | null | undefined): GstState | undefined {
  const pin = pincode?.trim() ?? "";
  if (!/^[1-9]\d{5}$/.test(pin)) return undefined;
  const three = Number(pin.slice(0, 3));
  const two = Math.floor(three / 10);
  const code = PIN_THREE_DIGITS[three] ?? PIN_TWO_DIGITS[two];
  return code ? byCode.get(code) : undefined;
}

/** The first two digits of a PIN and the state they belong to wholly. */
const PIN_TWO_DIGITS: Record<number, string> = {
  11: "07",
  12: "06",
  13: "06",
  14: "03",
  15: "03",
  17: "02",
  30: "08",
  31: "08",
  32: "08",
  33: "08",
  34: "08",
  36: "24",
  37: "24",
  38: "24",
  40: "27",
  41: "27",
  42: "27",
  43: "27",
  44: "27",
  45: "23",
  46: "23",
  47: "23",
  48: "23",
  49: "22",
  56: "29",
  57: "29",
  58: "29",
  59: "29",
  60: "33",
  61: "33",
  62: "33",
  63: "33",
  64: "33",
  67: "32",
  68: "32",
  69: "32",
  70: "19",
  71: "19",
  72: "19",
  73: "19",
  74: "19",
  75: "21",
  76: "21",
  77: "21",
  78: "18",
};

/** Three digits that belong to another state than their first two say (a territory inside a bigger circle). */
const PIN_THREE_DIGITS: Record<number, string> = {
  160: "04",
  403: "30",
  605: "34",
  682: "32",
  737: "11",
  744: "35",
  790: "12",
  791: "12",
  792: "12",
  793: "17",
  794: "17",
  795: "14",
  796: "15",
  797: "13",
  798: "13",
  799: "16",
};

/** "32-Kerala": how an invoice and GSTR-1 write a place of supply. */
export const placeOfSupplyLabel = (place: GstState) => `${place.code}-${place.name}`;

/**
 * Where a supply is made: the delivery address's state (by its name, else by its PIN code), or the shop's own state
 * for a pickup or a walk-in sale, and for an address whose state cannot be told (the owner is told nothing is
 * guessed beyond that: the invoice shows the place it used).
 */
export function placeOfSupply(
  order: { deliveryMethod: "delivery" | "pickup"; state: string | null; pincode: string | null },
  shopState: GstState,
): GstState {
  if (order.deliveryMethod === "pickup") return shopState;
  return gstStateNamed(order.state) ?? gstStateOfPincode(order.pincode) ?? shopState;
}
