// Settings' Delivery Addresses card (docs/shop/storefront.md#settings): add, list, edit inline, Set Default, delete.
import { Plus } from "lucide-react";
import { useState } from "react";
import { Spinner } from "../../components/ui/spinner";
import { useMessages } from "../../lib/messages";
import { AddressForm } from "./address-form";
import { SavedAddress } from "./saved-address";
import { SettingsCard } from "./settings-card";
import { blankAddress } from "./use-address-form";
import { useAddresses } from "./use-addresses";
import { useAddressChanges } from "./use-profile-changes";

export function DeliveryAddressesCard() {
  const t = useMessages();
  const { addresses, isLoading } = useAddresses();
  const { add, update, remove, makeDefault } = useAddressChanges();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  return (
    <SettingsCard
      title={t("account.addresses.title")}
      action={
        <button
          type="button"
          onClick={() => {
            // One form open at a time (docs/shop/storefront.md#settings): adding closes an edit, editing closes Add.
            setAdding(true);
            setEditingId(null);
          }}
          className="rounded-full bg-peacock p-2 text-white hover:bg-peacock-dark"
          aria-label={t("account.addresses.add")}
        >
          <Plus className="size-5" aria-hidden />
        </button>
      }
    >
      {adding && (
        <AddressForm
          title={t("account.addresses.addTitle")}
          initial={blankAddress}
          busy={add.isPending}
          onCancel={() => setAdding(false)}
          onSave={(input) => add.mutate(input, { onSuccess: () => setAdding(false) })}
        />
      )}
      {isLoading ? (
        <Spinner />
      ) : addresses.length === 0 && !adding ? (
        <p className="mt-4 text-muted">{t("account.addresses.none")}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {addresses.map((address) =>
            editingId === address.id ? (
              <li key={address.id}>
                <AddressForm
                  title={t("account.addresses.editTitle")}
                  initial={address}
                  busy={update.isPending}
                  onCancel={() => setEditingId(null)}
                  onSave={(input) => update.mutate({ id: address.id, input }, { onSuccess: () => setEditingId(null) })}
                />
              </li>
            ) : (
              <SavedAddress
                key={address.id}
                address={address}
                onEdit={() => {
                  setEditingId(address.id);
                  setAdding(false);
                }}
                onDelete={() => {
                  if (window.confirm(t("account.addresses.confirmDelete"))) remove.mutate(address.id);
                }}
                onMakeDefault={() => makeDefault.mutate(address.id)}
              />
            ),
          )}
        </ul>
      )}
    </SettingsCard>
  );
}
