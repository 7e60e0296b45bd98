// Privacy Policy: the data we collect, why, the shopper's rights, and our contact details from the shop's settings.

import { brandName } from "../../lib/brand";
import { formatPhone, useShopInfo } from "../../lib/catalogue/shop-info";
import { PolicyPageLayout } from "./policy-page-layout";

export function PrivacyPage() {
  const { data: shop } = useShopInfo();
  return (
    <PolicyPageLayout title="Privacy Policy">
      <section>
        <h2>Data we collect</h2>
        <ul>
          <li>Your name, email address and profile photo from your Google account when you sign in.</li>
          <li>Your phone number and delivery addresses when you add them.</li>
          <li>Your wishlist, your cart and the orders you place.</li>
        </ul>
      </section>
      <section>
        <h2>How we use it</h2>
        <p>
          Only to run your account, prepare and deliver your orders, and reply to you. {brandName} never sells your
          data. We share order details only with the delivery service that brings your parcel.
        </p>
      </section>
      <section>
        <h2>Your rights</h2>
        <p>
          You can see and correct your details on your settings page at any time, and ask us to delete your account and
          data. We will reply within 24 hours.
        </p>
      </section>
      <section>
        <h2>Children</h2>
        <p>Our shop is not directed at children under 13, and we do not knowingly collect their data.</p>
      </section>
      <section>
        <h2>Contact</h2>
        <p data-testid="privacy-contact">
          Questions about your data? Email{" "}
          {shop ? (
            <>
              <a href={`mailto:${shop.email}`} className="underline">
                {shop.email}
              </a>{" "}
              or call{" "}
              <a href={`tel:${shop.phone}`} className="underline">
                {formatPhone(shop.phone)}
              </a>
            </>
          ) : (
            "us"
          )}
          .
        </p>
      </section>
    </PolicyPageLayout>
  );
}
