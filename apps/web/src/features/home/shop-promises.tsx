// Three short promises under the hero, so a first-time visitor knows why to trust the shop.
import { BadgeCheck, Store, Truck } from "lucide-react";
import { useShopInfo } from "../../lib/catalogue/shop-info";
import { useMessages } from "../../lib/messages";

/** 'Peyad, Kachani or Technopark' from the configured pickup points. */
const orList = (t: ReturnType<typeof useMessages>, items: string[]) =>
  items.length <= 1
    ? (items[0] ?? "")
    : t("catalogue.promises.orList", { first: items.slice(0, -1).join(", "), last: items[items.length - 1] });

export function ShopPromises() {
  const { data: shop } = useShopInfo();
  const t = useMessages();
  const promises = [
    { icon: BadgeCheck, title: t("catalogue.promises.quality"), text: t("catalogue.promises.qualityText") },
    {
      icon: Store,
      title: t("catalogue.promises.pickup"),
      text: shop
        ? t("catalogue.promises.pickupFrom", { places: orList(t, shop.pickup_locations) })
        : t("catalogue.promises.pickupStore"),
    },
    { icon: Truck, title: t("catalogue.promises.delivery"), text: t("catalogue.promises.deliveryText") },
  ];
  return (
    <section aria-label={t("catalogue.promises.label")} className="border-b border-line bg-sand/60">
      <ul className="container-shop grid gap-4 py-6 sm:grid-cols-3">
        {promises.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <Icon className="mt-0.5 size-6 shrink-0 text-peacock" aria-hidden />
            <div>
              <p className="font-medium">{title}</p>
              <p className="text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
