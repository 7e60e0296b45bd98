// Terms & Conditions.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { brandName } from "../../lib/brand";
import { Message, useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { PolicyPageLayout } from "./policy-page-layout";

/** The Return Policy link inside the Returns sentence; its words are the message's. */
function ReturnsLink({ children }: { children?: ReactNode }) {
  return (
    <Link to={paths.returns.getHref()} className="underline">
      {children}
    </Link>
  );
}

export function TermsPage() {
  const t = useMessages();
  return (
    <PolicyPageLayout title={t("pages.terms.title")}>
      <section>
        <h2>{t("pages.terms.usingShop")}</h2>
        <p>{t("pages.terms.usingShopText", { shop: brandName })}</p>
      </section>
      <section>
        <h2>{t("pages.terms.productsPrices")}</h2>
        <p>{t("pages.terms.productsPricesText")}</p>
      </section>
      <section>
        <h2>{t("pages.terms.orders")}</h2>
        <p>{t("pages.terms.ordersText")}</p>
      </section>
      <section>
        <h2>{t("pages.terms.returns")}</h2>
        <p>
          <Message id="pages.terms.returnsText" components={{ 0: <ReturnsLink /> }} />
        </p>
      </section>
      <section>
        <h2>{t("pages.terms.account")}</h2>
        <p>{t("pages.terms.accountText")}</p>
      </section>
    </PolicyPageLayout>
  );
}
