// Return Policy: the return window, returns only with a complete, unedited unboxing video, refunds within 2 business
// days of approval, prices with taxes and the delivery fee, and who to complain to.
import { formatIndianMobile } from "@mayil/core/india/indian-mobile";
import { Money } from "@mayil/core/money/money";
import { SellerDetails } from "../../components/ui/seller-details";
import { useShopInfo } from "../../lib/catalogue/shop-info";
import { useMessages } from "../../lib/messages";
import { PolicyPageLayout } from "./policy-page-layout";

export function ReturnsPage() {
  const t = useMessages();
  const { data: shop } = useShopInfo();
  return (
    <PolicyPageLayout title={t("pages.returns.title")}>
      <section>
        <h2>{t("pages.returns.window")}</h2>
        <p data-testid="return-window">
          Ask for a return or exchange within {shop ? shop.seller.return_window_days : "a few"} days of delivery (or of
          collecting your order at our pickup point).
        </p>
      </section>
      <section>
        <h2>{t("pages.returns.unboxing")}</h2>
        <p>
          Returns and exchanges are accepted only with a complete, unedited unboxing video: start recording before the
          parcel is opened and keep recording until the piece is out and checked.
        </p>
      </section>
      <section>
        <h2>{t("pages.returns.howTo")}</h2>
        <ul>
          <li>Message us with your order details and the unboxing video.</li>
          <li>Once we approve the return, send the piece back unused, in its original packing.</li>
        </ul>
      </section>
      <section>
        <h2>{t("pages.returns.refunds")}</h2>
        <p>Refunds are processed within 2 business days after the returned product is approved.</p>
        <p>
          We refund the price you paid; every price in our shop includes all taxes. Home delivery is a flat{" "}
          {shop ? Money.format(Money.fromWire(shop.delivery_fee)) : "fee"}, shown before you order; store pickup is
          free.
        </p>
      </section>
      <section>
        <h2>{t("pages.returns.reply")}</h2>
        <p>
          Our support team replies within 24 hours
          {shop ? (
            <>
              {" "}
              at{" "}
              <a href={`mailto:${shop.email}`} className="underline">
                {shop.email}
              </a>{" "}
              or{" "}
              <a href={`tel:${shop.phone}`} className="underline">
                {formatIndianMobile(shop.phone)}
              </a>
            </>
          ) : null}
          .
        </p>
      </section>
      {shop && (
        <section>
          <h2>{t("pages.returns.seller")}</h2>
          <SellerDetails shop={shop} />
        </section>
      )}
    </PolicyPageLayout>
  );
}
