// An order's delivery address, whole (line, city, state and PIN), written the one way the shop shows and sends it,
// and the name a message greets: the person, never an address's label.

/** What the shopper or the owner is told when a part of a delivery address is missing (the forms and the server alike). */
export const deliveryAddressMessages = {
  address: "Please enter the delivery address.",
  city: "Please enter the city.",
  state: "Please enter the state.",
} as const;

export const pincodeMessages = { required: "Pincode is required", format: "Pincode must be 6 digits" } as const;

export interface DeliveryAddress {
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
}

/** An order's delivery address as the API carries it (customer_address, customer_city, ...). */
export function deliveryAddressOf(order: {
  customer_address: string | null;
  customer_city: string | null;
  customer_state: string | null;
  customer_pincode: string | null;
}): DeliveryAddress {
  return {
    address: order.customer_address,
    city: order.customer_city,
    state: order.customer_state,
    pincode: order.customer_pincode,
  };
}

/** "Thiruvananthapuram, Kerala - 695581", as Settings writes a saved address's place; empty when none is known. */
export function placeLine({ city, state, pincode }: Omit<DeliveryAddress, "address">): string {
  const place = [city, state]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
  const pin = pincode?.trim();
  return pin ? (place ? `${place} - ${pin}` : pin) : place;
}

/** The street lines as typed (blank lines dropped), then the place line: for a page or a message, one per line. */
export function addressLines(address: DeliveryAddress): string[] {
  const street = (address.address ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const place = placeLine(address);
  return place ? [...street, place] : street;
}

/** "Level 3, Kazhakkoottam, Thiruvananthapuram, Kerala - 695581": the whole address on one line. */
export function wholeAddress(address: DeliveryAddress): string {
  return addressLines(address).join(", ");
}

/**
 * The name to greet a customer by. A saved address's name often carries a label for the shopper's own use ("Priya
 * Nair (office)"): it stays on the parcel, but "Hello Priya Nair (office)" is not how anyone greets a person.
 */
export function greetingName(name: string): string {
  const bare = name
    .replace(/\s*[([{][^)\]}]*[)\]}]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return bare || name.trim();
}
