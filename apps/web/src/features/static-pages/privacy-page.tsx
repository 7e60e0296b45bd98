// Privacy Policy: the data we collect, why, the shopper's rights, and our contact details from the shop's settings.

import { formatIndianMobile } from "@mayil/core/india/indian-mobile";
import { SellerDetails } from "../../components/ui/seller-details";
import { brandName } from "../../lib/brand";
import { useShopInfo } from "../../lib/catalogue/shop-info";
import { Message, useMessages } from "../../lib/messages";
import { MailLink, PhoneLink, PolicyPageLayout } from "./policy-page-layout";

export function PrivacyPage() {
  const t = useMessages();
  const { data: shop } = useShopInfo();
  return (
    <PolicyPageLayout title={t("pages.privacy.title")}>
      <section>
        <h2>{t("pages.privacy.dataWeCollect")}</h2>
        <ul>
          <li>{t("pages.privacy.collectFromGoogle")}</li>
          <li>{t("pages.privacy.collectPhoneAddresses")}</li>
          <li>{t("pages.privacy.collectWishlistOrders")}</li>
        </ul>
      </section>
      <section>
        <h2>{t("pages.privacy.howWeUse")}</h2>
        <p>{t("pages.privacy.howWeUseText", { shop: brandName })}</p>
      </section>
      <section>
        <h2>{t("pages.privacy.orderWhatsApp")}</h2>
        <p data-testid="privacy-whatsapp">{t("pages.privacy.orderWhatsAppText")}</p>
      </section>
      <section>
        <h2>{t("pages.privacy.rights")}</h2>
        <p>{t("pages.privacy.rightsText")}</p>
      </section>
      <section>
        <h2>{t("pages.privacy.children")}</h2>
        <p>{t("pages.privacy.childrenText")}</p>
      </section>
      <section>
        <h2>{t("pages.privacy.contact")}</h2>
        <p data-testid="privacy-contact">
          {shop ? (
            <Message
              id="pages.privacy.contactText"
              values={{ email: shop.email, phone: formatIndianMobile(shop.phone) }}
              components={{
                0: <MailLink email={shop.email} />,
                1: <PhoneLink phone={shop.phone} />,
              }}
            />
          ) : (
            t("pages.privacy.contactTextWithoutShop")
          )}
        </p>
        {shop && (
          <div className="mt-4">
            <SellerDetails shop={shop} />
          </div>
        )}
      </section>
    </PolicyPageLayout>
  );
}
