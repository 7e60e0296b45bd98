// The parcel on the order's page: the courier, the tracking number and its tracking page, with "Correct tracking
// number" (ship-dialog.tsx), and for a COD parcel the courier's remittance that paid the shop its cash (decision 083);
// and a pickup order's code, which the customer says at the counter.
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { ExternalLink, Pencil } from "lucide-react";
import { useState } from "react";
import { secondaryButton } from "../../../components/ui/button-styles";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { indianDate } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { ShipDialog } from "./ship-dialog";

/** Whether the order has anything for this panel: a parcel, or a pickup code. */
export const hasParcelDetails = (order: OwnerOrder) => order.shipment !== null || order.pickup_code !== null;

export function OrderParcel({ order, onDone }: { order: OwnerOrder; onDone: (done: DeskDone) => void }) {
  const t = useDeskMessages();
  const [correcting, setCorrecting] = useState(false);
  const { shipment } = order;
  return (
    <div className="mt-4 flex flex-col gap-3 text-sm" data-testid="order-parcel">
      {shipment && (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted">{t("desk.order.parcel.courier")}</dt>
            <dd className="font-medium">{shipment.courier_name}</dd>
            <dt className="text-muted">{t("desk.order.parcel.trackingNumber")}</dt>
            <dd className="font-medium break-all lining-nums" data-testid="tracking-number">
              {shipment.tracking_number}
            </dd>
            {order.cod_remitted && (
              <>
                <dt className="text-muted">{t("desk.order.parcel.cash")}</dt>
                <dd className="font-medium" data-testid="cod-remitted">
                  {t("desk.order.parcel.codRemitted", {
                    date: indianDate(order.cod_remitted.remitted_on),
                    reference: order.cod_remitted.reference,
                  })}
                </dd>
              </>
            )}
          </dl>
          {shipment.tracking_url && (
            <a
              href={shipment.tracking_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 font-medium text-peacock underline underline-offset-4"
            >
              {t("desk.order.parcel.track")}
              <ExternalLink className="size-4" aria-hidden />
            </a>
          )}
          <button
            type="button"
            onClick={() => setCorrecting(true)}
            className={`${secondaryButton} self-start px-4 py-2`}
          >
            <Pencil className="size-4" aria-hidden />
            {t("desk.order.parcel.correct")}
          </button>
        </>
      )}
      {order.pickup_code && (
        <p>
          <span className="text-muted">{t("desk.order.parcel.pickupCode")} </span>
          <span className="font-semibold tracking-widest lining-nums" data-testid="pickup-code">
            {order.pickup_code}
          </span>
        </p>
      )}
      {correcting && (
        <ShipDialog
          order={order}
          correcting
          onClose={() => setCorrecting(false)}
          onSaved={(done) => {
            setCorrecting(false);
            onDone(done);
          }}
        />
      )}
    </div>
  );
}
