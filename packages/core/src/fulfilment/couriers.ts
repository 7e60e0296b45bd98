// The couriers an Indian shop sends parcels with, and what each one's tracking number (AWB, consignment number)
// looks like: the desk offers them when the owner marks an order shipped, the server checks the number she typed
// against the courier's shape, and the shopper's page and message link to the courier's own tracking page. Which
// couriers the desk offers, and each one's tracking link, are the shop's settings (COURIERS, COURIER_TRACKING_URLS);
// the shapes are facts about the couriers and live here only.

/** Where the tracking number goes in a courier's tracking link. */
export const TRACKING_NUMBER_PLACEHOLDER = "{number}";

export const KNOWN_COURIER_IDS = [
  "india_post",
  "dtdc",
  "delhivery",
  "blue_dart",
  "ekart",
  "xpressbees",
  "shiprocket",
] as const;
export type KnownCourierId = (typeof KNOWN_COURIER_IDS)[number];

/** A courier not on the list: the owner types its name, and the shop has no tracking link for it. */
export const OTHER_COURIER = "other";
export type CourierId = KnownCourierId | typeof OTHER_COURIER;
export const COURIER_IDS: readonly CourierId[] = [...KNOWN_COURIER_IDS, OTHER_COURIER];

export interface NumberShape {
  /** Matched against the number after normaliseTrackingNumber (upper case, no spaces or dashes). */
  pattern: RegExp;
  /** What the shape is, for the refusal: "is 11 digits". */
  description: string;
  /** A made-up number of that shape, for the refusal and the field's hint. */
  example: string;
}

export interface Courier {
  id: KnownCourierId;
  name: string;
  /** What the courier calls its number, for the refusal: "AWB number", "consignment number". */
  numberName: string;
  /** The courier's own tracking page with {number} where the tracking number goes (the shop can override it). */
  trackingUrl: string;
  /** Left out where numbers come in several shapes (an aggregator's number is its partner courier's). */
  shape?: NumberShape;
}

/**
 * The shapes are deliberately a little wide where couriers issue more than one length: a refused real number
 * would stop the owner at the counter, while a mistyped one usually misses by a whole digit or a letter.
 */
export const COURIERS: Record<KnownCourierId, Courier> = {
  india_post: {
    id: "india_post",
    name: "India Post",
    numberName: "article number",
    // The Speed Post and registered post tracking page; the number is passed as India Post's own links do.
    trackingUrl: "https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?lt={number}",
    // UPU S10, as printed on every Speed Post, registered and parcel article: 2 letters, 9 digits, IN.
    shape: { pattern: /^[A-Z]{2}\d{9}IN$/, description: "2 letters, 9 digits and IN", example: "EE123456789IN" },
  },
  dtdc: {
    id: "dtdc",
    name: "DTDC",
    numberName: "consignment number",
    trackingUrl: "https://www.dtdc.in/tracking.asp?strCnno={number}",
    // A letter and 8 digits on the older slips (D12345678), longer letter-and-digit numbers on newer ones.
    shape: {
      pattern: /^[A-Z0-9]{9,13}$/,
      description: "9 to 13 letters and digits",
      example: "D12345678",
    },
  },
  delhivery: {
    id: "delhivery",
    name: "Delhivery",
    numberName: "waybill number",
    trackingUrl: "https://www.delhivery.com/track/package/{number}",
    shape: { pattern: /^\d{13,14}$/, description: "13 or 14 digits", example: "1234567890123" },
  },
  blue_dart: {
    id: "blue_dart",
    name: "Blue Dart",
    numberName: "AWB number",
    trackingUrl: "https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={number}",
    shape: { pattern: /^\d{11}$/, description: "11 digits", example: "12345678901" },
  },
  ekart: {
    id: "ekart",
    name: "Ekart",
    numberName: "tracking ID",
    trackingUrl: "https://ekartlogistics.com/shipmenttrack/{number}",
    // Letters then digits, such as FMPP1234567890 or MYNP1234567890.
    shape: { pattern: /^[A-Z]{3,5}\d{9,12}$/, description: "a few letters and 10 digits", example: "FMPP1234567890" },
  },
  xpressbees: {
    id: "xpressbees",
    name: "Xpressbees",
    numberName: "AWB number",
    trackingUrl: "https://www.xpressbees.com/shipment/tracking?awbNo={number}",
    shape: { pattern: /^\d{12,16}$/, description: "12 to 16 digits", example: "14123456789012" },
  },
  shiprocket: {
    id: "shiprocket",
    name: "Shiprocket",
    numberName: "AWB number",
    // Shiprocket books the parcel with a partner courier; its tracking page knows every partner's AWB.
    trackingUrl: "https://shiprocket.co/tracking/{number}",
  },
};

/** Any courier's number: letters, digits and the few separators some print, at most 40 characters. */
const ANY_NUMBER = /^[A-Z0-9][A-Z0-9/-]{3,39}$/;
export const TRACKING_NUMBER_MAX_LENGTH = 40;

export const isKnownCourier = (id: string): id is KnownCourierId => Object.hasOwn(COURIERS, id);
export const isCourierId = (id: string): id is CourierId => id === OTHER_COURIER || isKnownCourier(id);

/** As typed from a slip or a phone: spaces gone, upper case ("ee 1234 5678 9in" → "EE123456789IN"). */
export const normaliseTrackingNumber = (typed: string) => typed.replace(/\s+/g, "").toUpperCase();

/** A number as the courier prints it, dashes inside a long number kept only where its shape has none. */
const withoutDashes = (number: string) => number.replaceAll("-", "");

export type TrackingNumberCheck = { ok: true; number: string } | { ok: false; message: string };

/**
 * The number normalised, or why it cannot be this courier's: "A Blue Dart AWB number is 11 digits, like
 * 12345678901". For "other" and for couriers with no known shape, any plausible number is taken.
 */
export function checkTrackingNumber(courier: string, typed: string): TrackingNumberCheck {
  const number = normaliseTrackingNumber(typed);
  if (number === "") return { ok: false, message: "Type the tracking number from the courier's slip" };
  const known = isKnownCourier(courier) ? COURIERS[courier] : null;
  if (known?.shape) {
    const { shape } = known;
    if (shape.pattern.test(number)) return { ok: true, number };
    // Dashes typed between groups of digits ("1234-5678-901") are not part of the number.
    if (shape.pattern.test(withoutDashes(number))) return { ok: true, number: withoutDashes(number) };
    return {
      ok: false,
      message: `${article(known.name)} ${known.name} ${known.numberName} is ${shape.description}, like ${shape.example}`,
    };
  }
  if (number.length > TRACKING_NUMBER_MAX_LENGTH) {
    return { ok: false, message: `A tracking number is at most ${TRACKING_NUMBER_MAX_LENGTH} characters` };
  }
  if (!ANY_NUMBER.test(number)) {
    return { ok: false, message: "A tracking number is 4 to 40 letters and digits, as printed on the courier's slip" };
  }
  return { ok: true, number };
}

// "An India Post", "An Xpressbees" (said ex-), "A Blue Dart".
const article = (name: string) => (/^[AEIOUX]/i.test(name) ? "An" : "A");

/**
 * The tracking link for a number: the pattern with the number put in where {number} stands (URL-encoded), or the
 * pattern as it is when it has no place for one (a page where the shopper types it herself). Null for no pattern.
 */
export function trackingUrl(pattern: string | null | undefined, number: string): string | null {
  if (!pattern) return null;
  return pattern.replaceAll(TRACKING_NUMBER_PLACEHOLDER, encodeURIComponent(number));
}

/** A tracking link pattern the shop may set: an http(s) address, the number's place marked by {number} if at all. */
export function isTrackingUrlPattern(pattern: string): boolean {
  try {
    const url = new URL(pattern.replaceAll(TRACKING_NUMBER_PLACEHOLDER, "0"));
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** The hint beside the number field for a courier: "like 12345678901". */
export const trackingNumberHint = (courier: string): string | null =>
  isKnownCourier(courier) && COURIERS[courier].shape
    ? `${COURIERS[courier].shape?.description}, like ${COURIERS[courier].shape?.example}`
    : null;
