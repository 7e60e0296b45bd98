// The parcel an order went out in and the code a pickup order is collected with, as the shopper's and the owner's
// order views carry them; and the couriers the desk offers (GET /api/owner/couriers).
import { z } from "zod";
import { text } from "../text/well-formed-text";
import { COURIER_IDS } from "./couriers";

export const shipmentSchema = z
  .object({
    courier: z
      .enum(COURIER_IDS)
      .describe("The courier's id: india_post, dtdc, delhivery, blue_dart, ekart, xpressbees, shiprocket or other"),
    courier_name: text().describe("The courier's name as shown: 'Blue Dart', or the name typed for other"),
    tracking_number: text().describe("The AWB or consignment number, upper case with no spaces"),
    tracking_url: text()
      .nullable()
      .describe("The courier's tracking page for this number; null for a courier the shop has no link for (other)"),
    cash_on_delivery: z
      .boolean()
      .describe(
        "The courier collects cash at her door: a cash on delivery order's parcel with money owed (decision 083)",
      ),
    cod_amount: text()
      .regex(/^\d+\.\d{2}$/)
      .nullable()
      .describe("The cash the courier collects, fixed when it was shipped; null when it collects none"),
    shipped_at: text(),
  })
  .meta({ id: "Shipment" });
export type Shipment = z.infer<typeof shipmentSchema>;

/** A pickup order's code: 4 digits, given when it is placed, said at the counter when it is collected. */
export const PICKUP_CODE = /^\d{4}$/;

export const pickupCodeField = text()
  .nullable()
  .describe(
    "A pickup order's 4-digit code, said at the counter when it is collected; null for delivery and for a sale collected at once",
  );

export const shopCourierSchema = z
  .object({
    id: z.enum(COURIER_IDS),
    name: text(),
    number_hint: text()
      .nullable()
      .describe("What the courier's number looks like ('11 digits, like 12345678901'); null when any shape is taken"),
    tracking_url_pattern: text()
      .nullable()
      .describe("The shop's tracking link for the courier, {number} standing for the number; null for other"),
  })
  .meta({ id: "ShopCourier" });
export type ShopCourier = z.infer<typeof shopCourierSchema>;

export const ownerCouriersResponseSchema = z.object({
  couriers: z
    .array(shopCourierSchema)
    .describe("The couriers the shop sends with (COURIERS), in its order, and other last"),
});
