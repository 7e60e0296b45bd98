// The checkout's Pickup Location select (docs/shop/storefront.md#checkout): the shop's pickup points, the first by
// default.
import { useId } from "react";
import { fieldLabelStyle, fieldStyle } from "../../components/ui/text-field";
import { useMessages } from "../../lib/messages";

interface PickupLocationSelectProps {
  locations: string[];
  value: string;
  onChange: (location: string) => void;
}

export function PickupLocationSelect({ locations, value, onChange }: PickupLocationSelectProps) {
  const t = useMessages();
  const id = useId();
  return (
    <div>
      <label htmlFor={`${id}-pickup`} className={fieldLabelStyle}>
        {t("shopping.pickupLocation")}
      </label>
      <select id={`${id}-pickup`} value={value} onChange={(e) => onChange(e.target.value)} className={fieldStyle}>
        {locations.map((place) => (
          <option key={place} value={place}>
            {place}
          </option>
        ))}
      </select>
    </div>
  );
}
