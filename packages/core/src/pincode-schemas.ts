// India's PIN codes as the address forms look them up: a 6-digit PIN gives its district (the city an address
// names), its state and its post offices, from India Post's directory (served by GET /api/pincodes/{pincode}).
import { z } from "zod";
import { pincodeMessages } from "./account-schemas";
import { text } from "./well-formed-text";

/** A PIN is six digits and never starts with 0 (the first digit is the postal region, 1 to 9). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export const pincodeParamsSchema = z.object({
  pincode: text().regex(PINCODE_PATTERN, { error: `${pincodeMessages.format}, the first one not 0` }),
});

export const pincodePlaceSchema = z
  .object({
    pincode: text(),
    city: text().describe("The district, as an address names its city, e.g. Thiruvananthapuram"),
    state: text().describe("e.g. Kerala"),
    post_offices: z.array(text()).describe("The post offices that share this PIN, e.g. Pattom"),
  })
  .meta({ id: "PincodePlace" });
export type PincodePlace = z.infer<typeof pincodePlaceSchema>;

export const pincodeResponseSchema = z.object({ place: pincodePlaceSchema });

/** The warning the address forms show for a PIN the directory does not have. */
export const pincodeNotFoundMessage = (pincode: string) => `PIN code ${pincode} was not found. Please check it.`;
