// Where her parcel is: the courier and the tracking number, with "Track parcel" opening the courier's own tracking
// page in a new tab; and for a pickup order still to collect, the 4-digit code she says at the counter.
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { ExternalLink } from "lucide-react";
import { primaryButton } from "../../components/ui/button-styles";
import { useMessages } from "../../lib/messages";

export function ParcelTracking({ shipment }: { shipment: NonNullable<Order["shipment"]> }) {
  const t = useMessages();
  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{t("shopping.courier")}</dt>
        <dd className="font-medium">{shipment.courier_name}</dd>
        <dt className="text-muted">{t("shopping.trackingNumber")}</dt>
        <dd className="font-medium break-all lining-nums select-all" data-testid="tracking-number">
          {shipment.tracking_number}
        </dd>
      </dl>
      {shipment.tracking_url ? (
        <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer" className={`${primaryButton} w-full`}>
          {t("shopping.trackParcel")}
          <ExternalLink className="size-4" aria-hidden />
        </a>
      ) : (
        <p className="text-muted">{t("shopping.askCourier", { courier: shipment.courier_name })}</p>
      )}
    </div>
  );
}

export function PickupCode({ code }: { code: string }) {
  const t = useMessages();
  return (
    <div className="text-sm">
      <p className="font-display text-4xl font-semibold tracking-[0.3em] lining-nums" data-testid="pickup-code">
        {code}
      </p>
      <p className="mt-2 text-muted">{t("shopping.tellPickupCode")}</p>
    </div>
  );
}
