// Where a pickup point is and when it is open, with a link to it on the map: on the shopper's order page and the
// owner's desk. A point the shop configured without details (packages/core pickup-points.ts) shows its name only.
import { pickupPoint } from "@mayil/core/fulfilment/pickup-points";
import { MapPin } from "lucide-react";
import { useMessages } from "../../lib/messages";

export function PickupPointDetails({ name }: { name: string | null }) {
  const t = useMessages();
  const point = pickupPoint(name);
  if (!point) return <span>{name ?? t("frame.pickup.notChosen")}</span>;
  return (
    <span className="block" data-testid="pickup-point">
      <span className="block font-medium text-ink">{point.name}</span>
      <span className="block text-ink">{point.address}</span>
      <span className="block text-muted">{t("frame.pickup.open", { hours: point.hours })}</span>
      <a
        href={point.mapUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-1 inline-flex items-center gap-1 rounded-full py-1 font-medium text-peacock underline underline-offset-2 hover:text-ink"
      >
        <MapPin className="size-4" aria-hidden />
        {t("frame.pickup.openInMaps")}
        <span className="sr-only"> ({point.name})</span>
      </a>
    </span>
  );
}
