// The shop's public facts (name, contacts, delivery fee, pickup points) as the API hands them to the web app.
import { z } from "zod";
import { text } from "../text/well-formed-text";

export const shopInfoSchema = z
  .object({
    name: text(),
    email: text(),
    phone: text().describe("E.164, e.g. +919847012345"),
    whatsapp_number: text().describe("Digits with the country code, as wa.me links want it"),
    address: text(),
    delivery_fee: text().describe("Flat home delivery fee in rupees; pickup is free"),
    pickup_locations: z.array(text()),
    max_units_per_item: z.number().int().describe("Most units of one product or colour in a cart line or an order"),
    max_order_lines: z.number().int().describe("Most different products and colours in one order"),
    seller: z
      .object({
        legal_name: text(),
        address: text(),
        grievance_officer: z.object({ name: text(), email: text(), phone: text() }),
        return_window_days: z.number().int().describe("Days after delivery to ask for a return or exchange"),
      })
      .describe("Who sells, as the Consumer Protection (E-Commerce) Rules 2020 ask a shop to show it"),
  })
  .meta({ id: "ShopInfo" });
export type ShopInfo = z.infer<typeof shopInfoSchema>;

export const shopInfoResponseSchema = z.object({ shop: shopInfoSchema });
