// Return Policy: returns only with a complete, unedited unboxing video; refunds within 2 business days of approval.
import { formatPhone, useShopInfo } from "../../lib/catalogue/shop-info";
import { PolicyPageLayout } from "./policy-page-layout";

export function ReturnsPage() {
  const { data: shop } = useShopInfo();
  return (
    <PolicyPageLayout title="Return Policy">
      <section>
        <h2>Record your unboxing</h2>
        <p>
          Returns and exchanges are accepted only with a complete, unedited unboxing video: start recording before the
          parcel is opened and keep recording until the piece is out and checked.
        </p>
      </section>
      <section>
        <h2>How to return</h2>
        <ul>
          <li>Message us with your order details and the unboxing video.</li>
          <li>Once we approve the return, send the piece back unused, in its original packing.</li>
        </ul>
      </section>
      <section>
        <h2>Refunds</h2>
        <p>Refunds are processed within 2 business days after the returned product is approved.</p>
      </section>
      <section>
        <h2>We reply within 24 hours</h2>
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
                {formatPhone(shop.phone)}
              </a>
            </>
          ) : null}
          .
        </p>
      </section>
    </PolicyPageLayout>
  );
}
