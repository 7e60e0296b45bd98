// /owner/orders/new: a sale that came by phone, a WhatsApp chat, Instagram or in person, entered by the owner. The
// customer, where the sale came from, home delivery or pickup, the pieces at their agreed prices, the fee, a discount
// and a note; the server prices it and takes the stock exactly as for a shopper's order. Its refusals show beside
// their fields, and a saved sale opens on its own order page. A walk-in needs no phone, and can be "paid and collected
// now": paid in full and completed in the same save.
//
// The page holds the form and its save; each part of the form is its own section (sale-*-section.tsx).
import { Money } from "@mayil/core/money/money";
import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { markNoPieces, OrderLinesFields } from "../../../components/desk/order-lines-fields";
import { useShopInfo } from "../../../lib/catalogue/shop-info";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { placeServerProblems } from "../../../lib/desk/server-problems";
import { useCreateOrder } from "../../../lib/desk/use-order-saves";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast-store";
import { usePageTitle } from "../../../lib/use-page-title";
import { saleBody } from "./sale-body";
import { SaleCustomerSection } from "./sale-customer-section";
import { SaleDeliverySection } from "./sale-delivery-section";
import { emptySale, isCollectedNow, type NewSaleValues, SALE_FIELDS, sectionStyle } from "./sale-form";
import { SaleMoneySection } from "./sale-money-section";

export function NewSalePage() {
  const t = useDeskMessages();
  usePageTitle(t("desk.place.newSale"));
  const navigate = useNavigate();
  const { data: shop } = useShopInfo();
  const form = useForm<NewSaleValues>({ defaultValues: emptySale, mode: "onTouched" });
  const { control, handleSubmit, setError, getValues } = form;
  const save = useCreateOrder();
  const [problem, setProblem] = useState<string | null>(null);

  const pickupLocation = useWatch({ control, name: "pickup_location" });
  const pickupLocations = shop?.pickup_locations ?? [];
  // Empty means the shop's first pickup point, once the shop's details have come.
  const chosenPickup = pickupLocation || (pickupLocations[0] ?? "");

  const submit = handleSubmit(
    async (values) => {
      setProblem(null);
      if (markNoPieces(values.items, setError, t)) return;
      try {
        const saved = await save.mutateAsync(saleBody(values, chosenPickup));
        toast({
          title: t("desk.sale.saved"),
          description: t("desk.sale.savedFor", { number: saved.order.order_number, name: saved.order.customer_name }),
        });
        // The order's page opens with the message to the customer ready to send, as after a move.
        const done: DeskDone = {
          title: isCollectedNow(values) ? t("desk.sale.paidAndCollected") : t("desk.sale.saved"),
          customerWhatsappUrl: saved.customer_whatsapp_url,
        };
        navigate(paths.ownerOrder.getHref(saved.order.id), { state: { done } });
      } catch (error) {
        setProblem(placeServerProblems(error, setError, SALE_FIELDS, t));
      }
    },
    () => markNoPieces(getValues("items"), setError, t),
  );

  return (
    // The desk around it gives the page its width and its way back (the desk's own links).
    <div>
      <h1 className="font-display text-4xl font-semibold">{t("desk.place.newSale")}</h1>
      <p className="mt-1 text-sm text-muted">{t("desk.sale.about")}</p>
      <FormProvider {...form}>
        <form
          onSubmit={submit}
          noValidate
          className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
          aria-label={t("desk.place.newSale")}
        >
          <div className="flex min-w-0 flex-col gap-5">
            <SaleCustomerSection />
            <SaleDeliverySection pickupLocations={pickupLocations} chosenPickup={chosenPickup} />
            <section className={sectionStyle}>
              <OrderLinesFields />
            </section>
          </div>
          <SaleMoneySection shopFeePaise={shop ? Money.fromWire(shop.delivery_fee) : null} problem={problem} />
        </form>
      </FormProvider>
    </div>
  );
}
