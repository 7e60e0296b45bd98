// Privacy Policy: the data we collect, why, the shopper's rights, and our contact details from the shop's settings.

import { formatIndianMobile } from "@mayil/core/india/indian-mobile";
import { SellerDetails } from "../../components/ui/seller-details";
import { brandName } from "../../lib/brand";
import { useShopInfo } from "../../lib/catalogue/shop-info";
import { useMessages } from "../../lib/messages";
import { PolicyPageLayout } from "./policy-page-layout";

export function PrivacyPage() {
  const t = useMessages();
  const { data: shop } = useShopInfo();
  return (
    <PolicyPageLayout title={t("pages.privacy.title")}>
      <section>
        <h2>{t("pages.privacy.dataWeCollect")}</h2>
        <ul>
          <li>Your name, email address and profile photo from your Google account when you sign in.</li>
          <li>Your phone number and delivery addresses when you add them.</li>
          <li>Your wishlist, your cart and the orders you place.</li>
        </ul>
      </section>
      <section>
        <h2>{t("pages.privacy.howWeUse")}</h2>
        <p>
          Only to run your account, prepare and deliver your orders, and reply to you. {brandName} never sells your
          data. We share order details only with the delivery service that brings your parcel.
        </p>
      </section>
      <section>
        <h2>{t("pages.privacy.orderWhatsApp")}</h2>
        <p data-testid="privacy-whatsapp">
          When you press Proceed to WhatsApp, your order is saved with us and WhatsApp opens with a message to our shop
          already typed: your name, phone number, email, the pieces and their prices, the delivery address or pickup
          point, your instructions and the total. When you send it, that message is handled by WhatsApp (Meta
          Platforms), under WhatsApp's own privacy policy, like any chat you send. Nothing is sent to WhatsApp until you
          open the chat.
        </p>
      </section>
      <section>
        <h2>{t("pages.privacy.rights")}</h2>
        <p>
          You can see and correct your details on your settings page at any time. Under Settings, "Download my data"
          gives you everything we hold about you as a file, and "Delete my account" deletes your profile, addresses,
          wishlist and cart and signs you out everywhere. Orders are kept, with your name and contact details removed,
          because tax law requires us to keep sales records. You can also ask our grievance officer to do any of this
          for you; we will reply within 24 hours.
        </p>
      </section>
      <section>
        <h2>{t("pages.privacy.children")}</h2>
        <p>Our shop is not directed at children under 13, and we do not knowingly collect their data.</p>
      </section>
      <section>
        <h2>{t("pages.privacy.contact")}</h2>
        <p data-testid="privacy-contact">
          Questions about your data? Email{" "}
          {shop ? (
            <>
              <a href={`mailto:${shop.email}`} className="underline">
                {shop.email}
              </a>{" "}
              or call{" "}
              <a href={`tel:${shop.phone}`} className="underline">
                {formatIndianMobile(shop.phone)}
              </a>
            </>
          ) : (
            "us"
          )}
          .
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
