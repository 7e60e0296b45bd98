// A shopper's choice to pay the courier at her door (decision 083): core's codRefusal decides on the owner's rules and
// her record by phone number, as the checkout did before she submitted; here the server counts that record, in the
// order's transaction, and either refuses naming the rule (400, nothing placed) or gives the fee the order carries.

import type { Paise } from "@mayil/core/money/money";
import { type CodRules, codFeeFor, codRefusal, type PaymentChoice } from "@mayil/core/orders/cash-on-delivery";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { InvalidInput } from "../../domain-errors";
import { parcelOutcomes } from "../fulfilment";
import { orders } from "./orders-tables";

/** The owner's rules now: the cash-on-delivery module's read, handed to orders by app.ts (orders never imports it). */
export type CodRulesRead = () => Promise<CodRules>;

/** What the rules look at in the order being placed. */
export interface CodOrder {
  paymentChoice: PaymentChoice;
  /** Her number, E.164: her record is her number's, as the desk's customers are (decision 058). */
  phone: string;
  deliveryMethod: "delivery" | "pickup";
  pincode: string | null;
  state: string | null;
  /** The goods less discount, before the fees. */
  goodsPaise: Paise;
}

/** Statuses in which a COD order is no longer on its way: delivered and paid, called off, or back at the shop. */
const SETTLED = ["completed", "cancelled", "returned"] as const;

/** The fee of a COD order (0 for a prepaid one), or a 400 `cod_refused` naming the rule it breaks. */
export async function codFeeOrRefusal(tx: Transaction, rules: CodRules, order: CodOrder): Promise<Paise> {
  if (order.paymentChoice !== "cod") return 0;
  const refusal = codRefusal(rules, {
    goodsPaise: order.goodsPaise,
    deliveryMethod: order.deliveryMethod,
    pincode: order.pincode,
    state: order.state,
    ...(await codRecordOf(tx, order.phone)),
  });
  if (refusal) {
    throw new InvalidInput(refusal.message, "payment_choice", {
      code: "cod_refused",
      details: { rule: refusal.rule, ...refusal.values },
    });
  }
  return codFeeFor(rules, order.goodsPaise);
}

/**
 * Her COD orders still on their way, and her parcels refused at the door, by her phone number: one read of her orders
 * with their parcels' outcomes (fulfilment's SQL), as Today's queue and her record count them.
 */
async function codRecordOf(tx: Transaction, phone: string): Promise<{ openCodOrders: number; refusals: number }> {
  const [record] = await tx
    .select({
      openCodOrders: sql<number>`(count(*) filter (where ${and(eq(orders.paymentChoice, "cod"), notInArray(orders.status, [...SETTLED]))}))::int`,
      refusals: sql<number>`(count(*) filter (where p.returned_to_origin_at is not null))::int`,
    })
    .from(orders)
    .leftJoin(sql`${parcelOutcomes} p`, sql`p.order_id = ${orders.id}`)
    .where(eq(orders.customerPhone, phone));
  return { openCodOrders: Number(record?.openCodOrders ?? 0), refusals: Number(record?.refusals ?? 0) };
}
