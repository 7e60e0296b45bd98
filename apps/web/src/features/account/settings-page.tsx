// /settings (spec section 2, Settings): Personal Details (view, Edit, Save Changes, Cancel) and Delivery Addresses
// (add, inline edit, Set Default, delete after 'Are you sure you want to delete this address?').
import type { Address, AddressInput } from "@mayil/core/account-schemas";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles";
import { LoginRequired } from "../../components/ui/login-required";
import { checkPhone, PhoneInput } from "../../components/ui/phone-input";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { useAuth } from "../../lib/auth/current-user";
import { formatPhone } from "../../lib/catalogue/shop-info";
import { toast } from "../../lib/toast-store";
import { usePageTitle } from "../../lib/use-page-title";
import { useAddresses } from "../settings/use-addresses";
import { useAddressChanges, useSaveProfile } from "../settings/use-profile-changes";

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6";

const notProvided = (value: string | null | undefined) => (value?.trim() ? value : "Not provided");

export function SettingsPage() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <Spinner />;
  if (!isAuthenticated) return <LoginRequired title="Settings" message="Please login to view your settings." />;
  return (
    <SignedIn>
      <PersonalDetails />
      <DeliveryAddresses />
    </SignedIn>
  );
}

function SignedIn({ children }: { children: React.ReactNode }) {
  usePageTitle("Settings");
  return (
    <div className="container-shop max-w-3xl py-10">
      <h1 className="font-display text-4xl font-semibold">Settings</h1>
      <div className="mt-8 flex flex-col gap-6">{children}</div>
    </div>
  );
}

function PersonalDetails() {
  const { user } = useAuth();
  const save = useSaveProfile();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const ids = useId();
  if (!user) return null;

  function edit() {
    setName(user?.name ?? "");
    setEmail(user?.email ?? "");
    setPhone(user?.phone ? formatPhone(user.phone) : "");
    setPhoneError(null);
    setEditing(true);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = checkPhone(phone);
    if (!checked.ok) {
      setPhoneError(checked.message);
      toast({ title: "Invalid phone number", description: checked.message, variant: "destructive" });
      return;
    }
    setPhoneError(null);
    save.mutate(
      { name: name.trim(), email: email.trim(), phone: checked.e164 },
      { onSuccess: () => setEditing(false) },
    );
  }

  const complete = Boolean(name.trim() && email.trim() && phone.trim());
  return (
    <section aria-labelledby={`${ids}-title`} className={card}>
      <div className="flex items-center justify-between">
        <h2 id={`${ids}-title`} className="font-display text-2xl font-semibold">
          Personal Details
        </h2>
        {!editing && (
          <button type="button" onClick={edit} className={`${secondaryButton} px-4 py-2`}>
            <Pencil className="size-4" aria-hidden />
            Edit
          </button>
        )}
      </div>
      {editing ? (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
          <TextField label="Full Name" value={name} onChange={setName} autoComplete="name" />
          <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" />
          <PhoneInput label="Phone" value={phone} onChange={setPhone} error={phoneError} />
          <div className="flex gap-3">
            <button type="submit" disabled={!complete || save.isPending} className={primaryButton}>
              Save Changes
            </button>
            <button type="button" onClick={() => setEditing(false)} className={secondaryButton}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted">Full Name</dt>
            <dd className="font-medium">{notProvided(user.name)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Email</dt>
            <dd className="font-medium break-all">{notProvided(user.email)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Phone</dt>
            <dd className="font-medium">{user.phone ? formatPhone(user.phone) : "Not provided"}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

const emptyAddress: AddressInput = {
  name: "",
  phone: "",
  address: "",
  pincode: "",
  city: "",
  state: "",
  is_default: false,
};

function DeliveryAddresses() {
  const { addresses, isLoading } = useAddresses();
  const { add, update, remove, makeDefault } = useAddressChanges();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const ids = useId();
  return (
    <section aria-labelledby={`${ids}-title`} className={card}>
      <div className="flex items-center justify-between">
        <h2 id={`${ids}-title`} className="font-display text-2xl font-semibold">
          Delivery Addresses
        </h2>
        <button
          type="button"
          onClick={() => {
            setAdding(true);
            setEditingId(null);
          }}
          className="rounded-full bg-peacock p-2 text-white hover:bg-peacock-dark"
          aria-label="Add address"
        >
          <Plus className="size-5" aria-hidden />
        </button>
      </div>
      {adding && (
        <AddressForm
          title="Add New Address"
          initial={emptyAddress}
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
              <AddressRow
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
    </section>
  );
}

function AddressRow({
  address,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  return (
    <li className="rounded-xl bg-ivory p-4 ring-1 ring-line" data-testid="address">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium">
            {address.name}
            {address.is_default && (
              <span className="ml-2 rounded-full bg-peacock/10 px-2 py-0.5 text-xs text-peacock">Default</span>
            )}
          </p>
          <p className="text-sm text-muted">{formatPhone(address.phone)}</p>
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
              className="rounded-full px-3 py-1.5 text-sm font-medium text-peacock hover:bg-peacock/5"
            >
              Set Default
            </button>
          )}
          <button
            type="button"
            onClick={onEdit}
            className="rounded-full p-2 hover:bg-sand"
            aria-label={`Edit address of ${address.name}`}
          >
            <Pencil className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            onClick={onDelete}
            className="rounded-full p-2 text-red-800 hover:bg-red-50"
            aria-label={`Delete address of ${address.name}`}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      </div>
    </li>
  );
}

function AddressForm({
  title,
  initial,
  busy,
  onSave,
  onCancel,
}: {
  title: string;
  initial: AddressInput;
  busy: boolean;
  onSave: (input: AddressInput) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<AddressInput>({
    ...initial,
    phone: initial.phone ? formatPhone(initial.phone) : "",
  });
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const set = (key: "name" | "address" | "pincode" | "city" | "state") => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = checkPhone(form.phone);
    if (!checked.ok) {
      setPhoneError(checked.message);
      return;
    }
    setPhoneError(null);
    onSave({ ...form, phone: checked.e164 });
  }

  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-3 rounded-xl bg-ivory p-4 ring-1 ring-line" noValidate>
      <h3 className="font-display text-xl font-semibold">{title}</h3>
      <TextField label="Name" value={form.name} onChange={set("name")} autoComplete="name" />
      <PhoneInput
        label="Phone"
        value={form.phone}
        onChange={(phone) => setForm((f) => ({ ...f, phone }))}
        error={phoneError}
      />
      <TextField
        label="Address"
        rows={2}
        value={form.address}
        onChange={set("address")}
        autoComplete="street-address"
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Pincode"
          value={form.pincode}
          onChange={set("pincode")}
          maxLength={6}
          inputMode="numeric"
          autoComplete="postal-code"
        />
        <TextField label="City" value={form.city} onChange={set("city")} autoComplete="address-level2" />
        <TextField label="State" value={form.state} onChange={set("state")} autoComplete="address-level1" />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={Boolean(form.is_default)}
          onChange={(e) => setForm((f) => ({ ...f, is_default: e.target.checked }))}
          className="size-4 accent-peacock"
        />
        Set as default address
      </label>
      <div className="flex gap-3">
        <button type="submit" disabled={busy} className={primaryButton}>
          Save Address
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </form>
  );
}
