// A shopper's own data, as Settings' "Download my data" gives it (DPDP Act 2023: a person may see what a business
// holds about them), and the response to "Delete my account".
import { z } from "zod";
import { cartLineSchema, orderSchema, wishlistEntrySchema } from "../shopping/shopping-schemas";
import { text } from "../text/well-formed-text";
import { addressSchema, successResponseSchema, userSchema } from "./account-schemas";

export const myDataResponseSchema = z.object({
  exported_at: text().describe("When this copy was made (ISO 8601)"),
  profile: userSchema,
  addresses: z.array(addressSchema),
  wishlist: z.array(wishlistEntrySchema),
  cart: z.array(cartLineSchema),
  orders: z
    .array(orderSchema)
    .describe("Every order, newest first, with its items and payments as the shopper sees it"),
});
export type MyData = z.infer<typeof myDataResponseSchema>;

export const deleteAccountResponseSchema = successResponseSchema;

/** The file name the download is saved under. */
export const MY_DATA_FILE_NAME = "mayil-jewels-my-data.json";
