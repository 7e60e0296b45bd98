// The checkout's Shipping Address choice (docs/shop/storefront.md#checkout): the saved addresses, whole, with their
// Default badge, and Add New, which opens the address form inside the checkout (the shopper's place in it is kept).
import type { Address } from "@mayil/core/account/account-schemas";
import { placeLine } from "@mayil/core/account/delivery-address";
import { Plus } from "lucide-react";
import { useId } from "react";
import { fieldLabelStyle } from "../../components/ui/text-field";
import { useMessages } from "../../lib/messages";

interface SavedAddressPickerProps {
  addresses: Address[];
  chosenId: number | null;
  onChoose: (address: Address) => void;
  onAddNew: () => void;
}

export function SavedAddressPicker({ addresses, chosenId, onChoose, onAddNew }: SavedAddressPickerProps) {
  const t = useMessages();
  const group = useId();
  return (
    <fieldset>
      <div className="flex items-center justify-between">
        <legend className={fieldLabelStyle}>{t("shopping.shippingAddress")}</legend>
        <button
          type="button"
          onClick={onAddNew}
          data-add-new-address
          className="inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-medium text-peacock hover:bg-peacock/5"
        >
          <Plus className="size-4" aria-hidden />
          {t("shopping.addNew")}
        </button>
      </div>
      <div className="mt-2 flex flex-col gap-2">
        {addresses.map((saved) => (
          <label
            key={saved.id}
            className={`flex cursor-pointer gap-3 rounded-xl bg-white p-3 text-sm ring-1 ${saved.id === chosenId ? "ring-2 ring-peacock" : "ring-line"}`}
          >
            <input
              type="radio"
              name={`${group}-address`}
              checked={saved.id === chosenId}
              onChange={() => onChoose(saved)}
              className="mt-1 accent-peacock"
            />
            <span>
              <span className="font-medium">{saved.name}</span>
              {saved.is_default && (
                <span className="ml-2 rounded-full bg-peacock/10 px-2 py-0.5 text-xs text-peacock">
                  {t("shopping.default")}
                </span>
              )}
              <span className="block text-muted">
                {saved.address}, {placeLine(saved)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
