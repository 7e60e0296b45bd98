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
  checkout_script: z.string().describe("The gateway's checkout script to load (Razorpay's checkout.js)"),
});

/** What the gateway's checkout hands the page when she has paid: passed on for the server to check and confirm. */
export const confirmOnlinePaymentBodySchema = z.object({
  gateway_order_id: z.string().regex(/^[A-Za-z0-9_]{1,64}$/, { error: "gateway_order_id is not a gateway order's id" }),
  gateway_payment_id: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,64}$/, { error: "gateway_payment_id is not a gateway payment's id" }),
  signature: z.string().regex(/^[0-9a-f]{64}$/, { error: "signature must be the checkout's 64 hex digits" }),
});

export const confirmOnlinePaymentResponseSchema = z.object({
  confirmed: z
    .boolean()
    .describe(
      "Whether the gateway itself says the payment is captured and it is now recorded on the order; false while it is still being confirmed (the gateway's webhook records it when it comes)",
    ),
});
