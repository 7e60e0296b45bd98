// /settings (docs/shop/storefront.md#settings): the signed-in shopper's Personal Details and Delivery Addresses, and
// Your data (download a copy, delete the account).

import { LoginRequired } from "../../components/ui/login-required";
import { Spinner } from "../../components/ui/spinner";
import { useAuth } from "../../lib/auth/current-user";
import { usePageTitle } from "../../lib/use-page-title";
import { DeliveryAddressesCard } from "./delivery-addresses-card";
import { PersonalDetailsCard } from "./personal-details-card";
import { YourDataCard } from "./your-data-card";

export function SettingsPage() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <Spinner />;
  if (!isAuthenticated) return <LoginRequired title="Settings" message="Please login to view your settings." />;
  return (
    <SignedIn>
      <PersonalDetailsCard />
      <DeliveryAddressesCard />
      <YourDataCard />
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
