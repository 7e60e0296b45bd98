// A way of paying as the desk says it in her language: "UPI" as it is written everywhere, the others in words.
import type { PaymentMethod } from "@mayil/core/orders/order-payments";
import type { DeskSay } from "../../../lib/desk/desk-messages";

export const paymentMethodSaid = (t: DeskSay, method: PaymentMethod): string =>
  method === "upi" ? "UPI" : t(`desk.order.method.${method}`);
