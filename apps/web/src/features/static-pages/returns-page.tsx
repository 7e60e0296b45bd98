// Return Policy: the return window, returns only with a complete, unedited unboxing video, refunds within 2 business
// days of approval, prices with taxes and the delivery fee, and who to complain to.
import { formatIndianMobile } from "@mayil/core/india/indian-mobile";
import { Money } from "@mayil/core/money/money";
import { SellerDetails } from "../../components/ui/seller-details";
import { useShopInfo } from "../../lib/catalogue/shop-info";
import { Message, useMessages } from "../../lib/messages";
import { MailLink, PhoneLink, PolicyPageLayout } from "./policy-page-layout";

export function ReturnsPage() {
  const t = useMessages();
  const { data: shop } = useShopInfo();
  return (
    <PolicyPageLayout title={t("pages.returns.title")}>
      <section>
        <h2>{t("pages.returns.window")}</h2>
        <p data-testid="return-window">
          {shop
            ? t("pages.returns.windowText", { days: shop.seller.return_window_days })
            : t("pages.returns.windowTextWithoutShop")}
        </p>
      </section>
      <section>
        <h2>{t("pages.returns.unboxing")}</h2>
        <p>{t("pages.returns.unboxingText")}</p>
      </section>
      <section>
        <h2>{t("pages.returns.howTo")}</h2>
        <ul>
          <li>{t("pages.returns.howToMessageUs")}</li>
          <li>{t("pages.returns.howToSendBack")}</li>
        </ul>
      </section>
      <section>
        <h2>{t("pages.returns.refunds")}</h2>
        <p>{t("pages.returns.refundsText")}</p>
        <p>
          {shop
            ? t("pages.returns.pricesText", { fee: Money.format(Money.fromWire(shop.delivery_fee)) })
            : t("pages.returns.pricesTextWithoutShop")}
        </p>
      </section>
      <section>
        <h2>{t("pages.returns.reply")}</h2>
        <p>
          {shop ? (
            <Message
              id="pages.returns.replyText"
              values={{ email: shop.email, phone: formatIndianMobile(shop.phone) }}
              components={{
                0: <MailLink email={shop.email} />,
                1: <PhoneLink phone={shop.phone} />,
              }}
            />
          ) : (
            t("pages.returns.replyTextWithoutShop")
          )}
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
