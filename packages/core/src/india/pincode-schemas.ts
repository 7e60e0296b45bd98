// India's PIN codes as the address forms look them up: a 6-digit PIN gives the city an address names (its district,
// or the metro it lies in: 560038 is Bengaluru, not India Post's "Bengaluru Urban"), its state and its post offices, from India Post's directory (served by GET /api/pincodes/{pincode}).
import { z } from "zod";
import { pincodeMessages } from "../account/account-schemas";
import { text } from "../text/well-formed-text";
import { PINCODE_PATTERN } from "./pincode-pattern";

export { PINCODE_PATTERN, pincodeNotFoundMessage } from "./pincode-pattern";

export const pincodeParamsSchema = z.object({
  pincode: text().regex(PINCODE_PATTERN, { error: `${pincodeMessages.format}, the first one not 0` }),
});

export const pincodePlaceSchema = z
  .object({
    pincode: text(),
    city: text().describe(
      "The town or city an address names: the district, or the metro it lies in, e.g. Thiruvananthapuram, Bengaluru",
    ),
    state: text().describe("e.g. Kerala"),
    post_offices: z.array(text()).describe("The post offices that share this PIN, e.g. Pattom"),
  })
  .meta({ id: "PincodePlace" });
export type PincodePlace = z.infer<typeof pincodePlaceSchema>;

export const pincodeResponseSchema = z.object({ place: pincodePlaceSchema });
