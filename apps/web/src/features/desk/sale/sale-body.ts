// The sale form's values as the API's new-order body: trimmed, the phone in its +91 form, and only what the chosen
// way of delivery and payment needs.
import { checkIndianMobile } from "@mayil/core/india/indian-mobile";
import type { SaleSource } from "@mayil/core/orders/order-sources";
import { itemBodies, optionalRupees, type SalePayload } from "../../../lib/desk/order-lines";
import { isCollectedNow, type NewSaleValues } from "./sale-form";

/** `pickupPoint`: the point shown as chosen (the shop's first until the owner picks another). */
export function saleBody(values: NewSaleValues, pickupPoint: string): SalePayload {
  const phone = checkIndianMobile(values.customer_phone);
  const delivery = values.delivery_method === "delivery";
  const noPhone = values.source === "walk_in" && values.customer_phone.trim() === "";
  return {
    customer_name: values.customer_name.trim(),
    customer_phone: noPhone ? null : phone.ok ? phone.e164 : values.customer_phone,
    customer_email: values.customer_email.trim() || null,
    source: values.source as SaleSource,
    delivery_method: values.delivery_method,
    customer_address: delivery ? values.customer_address.trim() : null,
    customer_pincode: delivery ? values.customer_pincode.trim() : null,
    customer_city: delivery ? values.customer_city.trim() : null,
    customer_state: delivery ? values.customer_state.trim() : null,
    pickup_location: delivery ? null : pickupPoint,
    special_instructions: values.special_instructions.trim() || null,
    items: itemBodies(values.items),
    // A fee typed for a pickup would be a slip: pickup is free unless the owner says so on a delivery.
    delivery_fee: delivery ? optionalRupees(values.delivery_fee) : undefined,
    discount: optionalRupees(values.discount),
    note: values.note.trim() || null,
    paid_and_collected:
      isCollectedNow(values) && values.collected !== "later"
        ? { method: values.collected, reference: values.collected === "upi" ? values.utr.trim() : null }
        : undefined,
  };
}
