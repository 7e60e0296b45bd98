// Who sells, as the Consumer Protection (E-Commerce) Rules 2020 ask every shop to show it: the legal name, the
// address, how to reach the shop, and a grievance officer by name with a promise of when a complaint is heard.
import { formatIndianMobile } from "@mayil/core/india/indian-mobile";
import type { ShopInfo } from "@mayil/core/shop/shop-schemas";
import { useMessages } from "../../lib/messages";

/** The acknowledgement the Rules require within 48 hours (support's 24-hour reply still stands). */
export const GRIEVANCE_ACKNOWLEDGED_WITHIN_HOURS = 48;

export function SellerDetails({ shop, tone = "light" }: { shop: ShopInfo; tone?: "light" | "dark" }) {
  const t = useMessages();
  const { seller } = shop;
  // Each phone and email is its own 44 px tap target: on a phone they are what a complaint starts from.
  const link = `inline-flex min-h-11 items-center underline ${tone === "dark" ? "hover:text-white" : "text-peacock"}`;
  return (
    <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2" data-testid="seller-details">
      <div>
        <dt className="font-semibold">{t("frame.seller.seller")}</dt>
        <dd>{seller.legal_name}</dd>
        <dd>{seller.address}</dd>
        <dd className="flex flex-wrap items-center gap-x-2">
          <a href={`tel:${shop.phone}`} className={link}>
            {formatIndianMobile(shop.phone)}
          </a>
          <span aria-hidden>·</span>
          <a href={`mailto:${shop.email}`} className={link}>
            {shop.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="font-semibold">{t("frame.seller.grievanceOfficer")}</dt>
        <dd>{seller.grievance_officer.name}</dd>
        <dd className="flex flex-wrap items-center gap-x-2">
          <a href={`mailto:${seller.grievance_officer.email}`} className={link}>
            {seller.grievance_officer.email}
          </a>
          <span aria-hidden>·</span>
          <a href={`tel:${seller.grievance_officer.phone}`} className={link}>
            {formatIndianMobile(seller.grievance_officer.phone)}
          </a>
        </dd>
        <dd>{t("frame.seller.grievanceTimes", { hours: GRIEVANCE_ACKNOWLEDGED_WITHIN_HOURS })}</dd>
      </div>
    </dl>
  );
}
