// One saved address in Settings (docs/shop/storefront.md#settings), with Set Default, edit and delete.
import type { Address } from "@mayil/core/account/account-schemas";
import { formatIndianMobile } from "@mayil/core/india/indian-mobile";
import { Pencil, Trash2 } from "lucide-react";
import { useMessages } from "../../lib/messages";

interface SavedAddressProps {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

export function SavedAddress({ address, onEdit, onDelete, onMakeDefault }: SavedAddressProps) {
  const t = useMessages();
  return (
    <li className="rounded-xl bg-ivory p-4 ring-1 ring-line" data-testid="address">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium">
            {address.name}
            {address.is_default && (
              <span className="ml-2 rounded-full bg-peacock/10 px-2 py-0.5 text-xs text-peacock">
                {t("account.address.default")}
              </span>
            )}
          </p>
          <p className="text-sm text-muted">{formatIndianMobile(address.phone)}</p>
          <p className="text-sm">{address.address}</p>
          <p className="text-sm">
            {address.city}, {address.state} - {address.pincode}
          </p>
        </div>
        <div className="flex items-center gap-1">
          {!address.is_default && (
            <button
              type="button"
              onClick={onMakeDefault}
              className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-peacock hover:bg-peacock/5"
            >
              {t("account.address.setDefault")}
            </button>
          )}
          <button
            type="button"
            onClick={onEdit}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand"
            aria-label={t("account.address.editLabel", { name: address.name })}
          >
            <Pencil className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            onClick={onDelete}
            className="inline-flex size-11 items-center justify-center rounded-full text-red-800 hover:bg-red-50"
            aria-label={t("account.address.deleteLabel", { name: address.name })}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      </div>
    </li>
  );
}
