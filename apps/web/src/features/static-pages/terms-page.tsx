// Terms & Conditions.
import { Link } from "react-router";
import { brandName } from "../../lib/brand";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { PolicyPageLayout } from "./policy-page-layout";

export function TermsPage() {
  const t = useMessages();
  return (
    <PolicyPageLayout title={t("pages.terms.title")}>
      <section>
        <h2>{t("pages.terms.usingShop")}</h2>
        <p>
          By browsing or ordering from {brandName} you agree to these terms. We are a small jewellery shop in
          Trivandrum, Kerala, India, and sell affordable fashion jewellery to customers in India.
        </p>
      </section>
      <section>
        <h2>{t("pages.terms.productsPrices")}</h2>
        <p>
          Prices are in Indian rupees. We photograph every piece as faithfully as we can, but colours can look slightly
          different on your screen. Stock is confirmed when your order is placed.
        </p>
      </section>
      <section>
        <h2>{t("pages.terms.orders")}</h2>
        <p>
          Your order is saved with us and completed in a WhatsApp chat, where we confirm availability, the delivery
          charge and payment. The delivery fee shown in the cart is an estimate; store pickup is free.
        </p>
      </section>
      <section>
        <h2>{t("pages.terms.returns")}</h2>
        <p>
          Returns and exchanges follow our{" "}
          <Link to={paths.returns.getHref()} className="underline">
            Return Policy
          </Link>
          .
        </p>
      </section>
      <section>
        <h2>{t("pages.terms.account")}</h2>
        <p>
          You sign in with your Google account. Keep your device secure; you are responsible for orders placed from your
          account. Our shop is not directed at children under 13.
        </p>
      </section>
    </PolicyPageLayout>
  );
}
