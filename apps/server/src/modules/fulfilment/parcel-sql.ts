// Parcels' outcomes as SQL others build their statements from (decision 083): Today's cash on delivery orders to
// confirm count a customer's refused parcels, and her record counts those delivered and refused, by her phone on
// the orders, which are orders' to read; the reports' cash on delivery counts them by state and courier. No table of
// its own to drift: the parcels say it.
import { sql } from "drizzle-orm";
import { orderShipments } from "./fulfilment-tables";

/**
 * Every parcel's outcome, as rows (order_id, courier, delivered_at, returned_to_origin_at, courier_charges) a
 * statement joins to its orders; courier_charges is numeric rupees, null unless it came back.
 */
export const parcelOutcomes = sql`(select order_id, courier, delivered_at, returned_to_origin_at, courier_charges
  from ${orderShipments})`;
