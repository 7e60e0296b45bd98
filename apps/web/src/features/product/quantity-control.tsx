// Quantity on the product page before the piece is in the cart: at least 1, at most what is in stock.
import { QuantityStepper } from "../../components/ui/quantity-stepper";
import { useMessages } from "../../lib/messages";

export function QuantityControl({
  quantity,
  stock,
  onChange,
}: {
  quantity: number;
  stock: number;
  onChange: (quantity: number) => void;
}) {
  const t = useMessages();
  return (
    <QuantityStepper
      value={quantity}
      min={1}
      max={stock}
      onChange={onChange}
      labels={{
        group: t("catalogue.product.quantity"),
        decrease: t("catalogue.product.decrease"),
        increase: t("catalogue.product.increase"),
      }}
      size="large"
      valueTestId="quantity"
    />
  );
}

/** Keeps a quantity within 1 and the stock (at least 1 even when nothing is left, so the total still reads sensibly). */
export const clampQuantity = (quantity: number, stock: number) => Math.max(1, Math.min(quantity, Math.max(stock, 1)));
