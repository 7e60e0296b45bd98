// COD parcels as the couriers' remittances read them (decision 083): the cash a parcel's courier was to collect, and
// whether it was delivered or came back. The remittances are the cash-on-delivery module's; the parcel is ours.
import type { Paise } from "@mayil/core/money/money";
import { and, inArray, isNotNull, isNull } from "drizzle-orm";
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

/** Every COD parcel delivered (its cash collected) and not come back since, oldest first. */
export function deliveredCodParcels(db: Database | Transaction): Promise<CodParcel[]> {
  return db
    .select(parcelColumns)
    .from(orderShipments)
    .where(
      and(
        isNotNull(orderShipments.codAmount),
        isNotNull(orderShipments.deliveredAt),
        isNull(orderShipments.returnedToOriginAt),
      ),
    )
    .orderBy(orderShipments.deliveredAt);
}
