// COD parcels as the couriers' remittances read them (decision 083): the cash a parcel's courier was to collect, and
// whether it was delivered or came back. The remittances are the cash-on-delivery module's; the parcel is ours.
import type { Paise } from "@mayil/core/money/money";
import { inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { orderShipments } from "./fulfilment-tables";

export interface CodParcel {
  orderId: number;
  courier: string;
  trackingNumber: string;
  /** Null for a prepaid parcel. */
  codAmount: Paise | null;
  deliveredAt: string | null;
  returnedToOriginAt: string | null;
}

const parcelColumns = {
  orderId: orderShipments.orderId,
  courier: orderShipments.courier,
  trackingNumber: orderShipments.trackingNumber,
  codAmount: orderShipments.codAmount,
  deliveredAt: orderShipments.deliveredAt,
  returnedToOriginAt: orderShipments.returnedToOriginAt,
};

/** The parcels with these tracking numbers (as kept: normalised when shipped), of any courier. */
export function parcelsByTrackingNumber(db: Database | Transaction, numbers: string[]): Promise<CodParcel[]> {
  if (numbers.length === 0) return Promise.resolve([]);
  return db.select(parcelColumns).from(orderShipments).where(inArray(orderShipments.trackingNumber, numbers));
}

/**
 * Every COD parcel delivered (its cash collected) and not come back since, as rows (order_id, courier, cod_amount) a
 * statement sums: the remittances' cash still with the couriers is one grouped query, however many were delivered.
 */
export const collectedCodParcels = sql`(select order_id, courier, cod_amount from ${orderShipments}
  where cod_amount is not null and delivered_at is not null and returned_to_origin_at is null)`;
