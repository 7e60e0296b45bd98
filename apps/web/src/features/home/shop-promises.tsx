// Three short promises under the hero, so a first-time visitor knows why to trust the shop.
import { BadgeCheck, Store, Truck } from "lucide-react";
import { useShopInfo } from "../../lib/catalogue/shop-info";

/** 'Peyad, Kachani or Technopark' from the configured pickup points. */
const orList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;

export function ShopPromises() {
  const { data: shop } = useShopInfo();
  const promises = [
    { icon: BadgeCheck, title: "Quality checked", text: "Every piece handpicked and inspected before it ships." },
    {
      icon: Store,
      title: "Free store pickup",
      text: shop ? `Collect from ${orList(shop.pickup_locations)} at no cost.` : "Collect from our store at no cost.",
    },
    { icon: Truck, title: "Delivery across India", text: "A small flat fee, confirmed when you order." },
  ];
  return (
    <section aria-label="Why shop with us" className="border-b border-line bg-sand/60">
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
