// Paying an order online, through the payment gateway (decision 082): what the shopper's order page asks for and is
// given to open the gateway's checkout. The amount is what the order owes on the server, never the page's.
import { z } from "zod";

export { rowIdParamsSchema } from "../shopping/shopping-schemas";

export const startOnlinePaymentResponseSchema = z.object({
  gateway: z.literal("razorpay").describe("The gateway whose checkout to open"),
  key_id: z.string().describe("The gateway's public key the checkout opens with (never a secret)"),
  gateway_order_id: z.string().describe("The gateway's order to pay: made on the server for exactly what is owed"),
  amount_paise: z.number().int().positive().describe("What is owed, in paise, as the checkout takes it"),
  order_number: z.string(),
  shop_name: z.string(),
});
