// The shop's pickup points (spec: Peyad, Kachani, Technopark) and where each one is: the address, the hours and a
// map link, for the messages to the customer about a pickup and the order pages.
import type { Language } from "../languages/languages";

/** The pickup points the spec fixes, in its order: the default of PICKUP_LOCATIONS. */
export const PICKUP_LOCATIONS = ["Peyad", "Kachani", "Technopark"] as const;

export interface PickupPoint {
  name: string;
  address: string;
  hours: string;
  /** The hours as the chat writes them in each language (the order's language, decision 084). */
  hoursIn: Record<Language, string>;
  /** A plain https Google Maps search for the address: opens the map app on a phone, the map site elsewhere. */
  mapUrl: string;
}

const mapSearch = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

const point = (name: string, address: string, hoursIn: Record<Language, string>): PickupPoint => ({
  name,
  address,
  hours: hoursIn.en,
  hoursIn,
  mapUrl: mapSearch(`${name}, ${address}`),
});

const MONDAY_TO_SATURDAY: Record<Language, string> = {
  en: "10 am to 7 pm, Monday to Saturday",
  ml: "തിങ്കൾ മുതൽ ശനി വരെ, രാവിലെ 10 മുതൽ വൈകിട്ട് 7 വരെ",
  hi: "सोमवार से शनिवार, सुबह 10 से शाम 7 बजे तक",
};

const KNOWN_POINTS: PickupPoint[] = [
  point("Peyad", "Peyad Junction, Thiruvananthapuram, Kerala 695573", MONDAY_TO_SATURDAY),
  point("Kachani", "Kachani Junction, Thiruvananthapuram, Kerala 695013", MONDAY_TO_SATURDAY),
  point("Technopark", "Technopark Main Gate, Kazhakkoottam, Kerala 695581", {
    en: "11 am to 8 pm, Monday to Friday",
    ml: "തിങ്കൾ മുതൽ വെള്ളി വരെ, രാവിലെ 11 മുതൽ രാത്രി 8 വരെ",
    hi: "सोमवार से शुक्रवार, सुबह 11 से रात 8 बजे तक",
  }),
];

/** Where a pickup point is, by its name (any case); null for a point the shop configured without details here. */
export function pickupPoint(name: string | null): PickupPoint | null {
  if (!name) return null;
  return KNOWN_POINTS.find((known) => known.name.toLowerCase() === name.toLowerCase()) ?? null;
}
