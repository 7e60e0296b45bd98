// The shop's pickup points (spec: Peyad, Kachani, Technopark) and where each one is: the address, the hours and a
// map link, for the messages to the customer about a pickup and the order pages.

/** The pickup points the spec fixes, in its order: the default of PICKUP_LOCATIONS. */
export const PICKUP_LOCATIONS = ["Peyad", "Kachani", "Technopark"] as const;

export interface PickupPoint {
  name: string;
  address: string;
  hours: string;
  /** A plain https Google Maps search for the address: opens the map app on a phone, the map site elsewhere. */
  mapUrl: string;
}

const mapSearch = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

const point = (name: string, address: string, hours: string): PickupPoint => ({
  name,
  address,
  hours,
  mapUrl: mapSearch(`${name}, ${address}`),
});

const KNOWN_POINTS: PickupPoint[] = [
  point("Peyad", "Peyad Junction, Thiruvananthapuram, Kerala 695573", "10 am to 7 pm, Monday to Saturday"),
  point("Kachani", "Kachani Junction, Thiruvananthapuram, Kerala 695013", "10 am to 7 pm, Monday to Saturday"),
  point("Technopark", "Technopark Main Gate, Kazhakkoottam, Kerala 695581", "11 am to 8 pm, Monday to Friday"),
];

/** Where a pickup point is, by its name (any case); null for a point the shop configured without details here. */
export function pickupPoint(name: string | null): PickupPoint | null {
  if (!name) return null;
  return KNOWN_POINTS.find((known) => known.name.toLowerCase() === name.toLowerCase()) ?? null;
}

/** "Kachani (Kachani Junction, …). Hours: 10 am to 7 pm, Monday to Saturday. Map: https://…" for a message. */
export function pickupPointText(name: string | null): string {
  const known = pickupPoint(name);
  if (!known) return name ?? "our pickup point";
  return `${known.name} (${known.address}). Hours: ${known.hours}. Map: ${known.mapUrl}`;
}
