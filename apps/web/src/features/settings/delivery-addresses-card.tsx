// Settings' Delivery Addresses card (docs/shop/storefront.md#settings): add, list, edit inline, Set Default, delete.
import { Plus } from "lucide-react";
import { useState } from "react";
import { Spinner } from "../../components/ui/spinner";
import { AddressForm } from "./address-form";
import { SavedAddress } from "./saved-address";
import { SettingsCard } from "./settings-card";
import { blankAddress } from "./use-address-form";
import { useAddresses } from "./use-addresses";
import { useAddressChanges } from "./use-profile-changes";

export function DeliveryAddressesCard() {
  const { addresses, isLoading } = useAddresses();
  const { add, update, remove, makeDefault } = useAddressChanges();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  return (
    <SettingsCard
      title="Delivery Addresses"
      action={
        <button
          type="button"
          onClick={() => {
            // One form open at a time (docs/shop/storefront.md#settings): adding closes an edit, editing closes Add.
            setAdding(true);
            setEditingId(null);
          }}
          className="rounded-full bg-peacock p-2 text-white hover:bg-peacock-dark"
          aria-label="Add address"
        >
          <Plus className="size-5" aria-hidden />
        </button>
      }
    >
      {adding && (
        <AddressForm
          title="Add New Address"
          initial={blankAddress}
          busy={add.isPending}
          onCancel={() => setAdding(false)}
          onSave={(input) => add.mutate(input, { onSuccess: () => setAdding(false) })}
        />
      )}
      {isLoading ? (
        <Spinner />
      ) : addresses.length === 0 && !adding ? (
        <p className="mt-4 text-muted">No addresses yet</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {addresses.map((address) =>
            editingId === address.id ? (
              <li key={address.id}>
                <AddressForm
                  title="Edit Address"
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
                  if (window.confirm("Are you sure you want to delete this address?")) remove.mutate(address.id);
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
